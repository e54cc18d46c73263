import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct BookCommandTests {
    @Test func booksEveryHoldOfTheHolder() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-B-2", "101-A-7", "--holder", "bob"])
        try f.run("select", ["101-A-1", "--holder", "amy"])
        let result = try f.run("book", ["--holder", "bob"])
        #expect(result.status == 0)
        let status = try f.status(holder: "bob")
        #expect(status.booked == ["101-A-7", "101-B-2"] && status.held.isEmpty)
        #expect(status.byState["booked"] == 2 && status.byState["held"] == 1)
        // A booked seat cannot be held again, not even by its holder.
        #expect(try f.run("select", ["101-A-7", "--holder", "amy"]).status == 1)
    }

    @Test func nothingToBookIsRefused() throws {
        let f = StateCommandFixture()
        let result = try f.run("book", ["--holder", "nobody"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nobody holds no seats"))
    }
}
