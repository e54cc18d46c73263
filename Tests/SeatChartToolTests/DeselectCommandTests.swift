import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct DeselectCommandTests {
    @Test func givesBackTheHoldersHolds() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "101-A-2", "101-A-3", "--holder", "bob"])
        #expect(try f.run("deselect", ["101-A-2", "--holder", "bob"]).status == 0)
        #expect(try f.status(holder: "bob").held == ["101-A-1", "101-A-3"])
        #expect(try f.run("deselect", ["--all", "--holder", "bob"]).status == 0)
        #expect(try f.status(holder: "bob").held.isEmpty)
    }

    @Test func refusesSeatsTheHolderDoesNotHold() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "--holder", "bob"])
        try f.run("select", ["101-A-2", "--holder", "amy"])
        let result = try f.run("deselect", ["101-A-1", "101-A-2", "--holder", "bob"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("101-A-2") && !result.stderr.contains("amy"))
        #expect(try f.status(holder: "bob").held == ["101-A-1"])
        #expect(try f.run("deselect", ["101-A-9", "--holder", "bob"]).status == 1)
    }

    @Test func usageErrors() throws {
        let f = StateCommandFixture()
        #expect(try f.run("deselect").status == 2)
        #expect(try f.run("deselect", ["101-A-1", "--all"]).status == 2)
        #expect(try f.run("deselect", ["nope"]).status == 2)
    }
}
