import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct ReleaseCommandTests {
    @Test func freesHeldAndBookedSeats() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "--holder", "bob"])
        try f.run("book", ["--holder", "bob"])
        try f.run("select", ["101-A-2", "--holder", "amy"])
        let result = try f.run("release", ["101-A-1", "101-A-2", "101-A-3"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("already available: 101-A-3"))
        #expect(try f.status().byState["available"] == 1953)
        let history = try f.run("history", ["--holder", "bob", "--limit", "1"])
        #expect(history.stdout.contains("release") && history.stdout.contains("101-A-1"))
    }

    @Test func blockedSeatIsRefused() throws {
        let f = StateCommandFixture()
        let result = try f.run("release", ["202-A-1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("202-A-1") && result.stderr.contains("blocked"))
    }
}
