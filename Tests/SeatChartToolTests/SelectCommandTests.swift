import Foundation
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct SelectCommandTests {
    @Test func holdsSeatsForTheHolder() throws {
        let f = StateCommandFixture()
        let result = try f.run("select", ["101-A-3", "101-A-2", "--holder", "bob"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("101-A-3") && result.stdout.contains("101-A-2"))
        let status = try f.status(holder: "bob")
        #expect(status.held == ["101-A-2", "101-A-3"])
        #expect(status.byState == ["available": 1951, "held": 2, "booked": 0, "blocked": 3])
        #expect(try f.status().held.isEmpty)
    }

    @Test func seatOfAnotherHolderIsRefusedWithoutNamingThem() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-2", "--holder", "bob"])
        let result = try f.run("select", ["101-A-1", "101-A-2", "--holder", "amy"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("101-A-2") && result.stderr.contains("held"))
        #expect(!result.stderr.contains("bob"))
        // All or nothing: 101-A-1 stays free.
        #expect(try f.status(holder: "amy").held.isEmpty)
    }

    @Test func blockedSeatIsRefused() throws {
        let f = StateCommandFixture()
        let result = try f.run("select", ["202-A-2"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("202-A-2") && result.stderr.contains("blocked"))
    }

    @Test func unknownSeatIsBadInput() throws {
        let f = StateCommandFixture()
        let result = try f.run("select", ["101-A-1", "999-Z-1", "101-B-999"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("999-Z-1") && result.stderr.contains("101-B-999"))
        #expect(try f.status().byState["held"] == 0)
    }

    @Test func badTTLAndMissingSeatsAreBadInput() throws {
        let f = StateCommandFixture()
        #expect(try f.run("select", ["101-A-1", "--ttl", "0"]).status == 2)
        #expect(try f.run("select", ["101-A-1", "--ttl", "soon"]).status == 2)
        #expect(try f.run("select").status == 2)
        #expect(try f.run("select", ["--at", "1,2,3"]).status == 2)
    }

    @Test func atSelectsTheSeatUnderANegativePoint() throws {
        let f = StateCommandFixture()
        let seats = try SeatChartProcess.run(["seats", f.stadium, "--tribune", "101", "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(seats.stdout.utf8)) as? [String: Any]
        let list = try #require(document?["seats"] as? [[String: Any]])
        let negative = list.filter { ($0["x"] as? Double ?? 0) < 0 && ($0["y"] as? Double ?? 0) < 0 }
        let first = try #require(negative.first), second = try #require(negative.last)
        let x1 = try #require(first["x"] as? Double), y1 = try #require(first["y"] as? Double)
        let x2 = try #require(second["x"] as? Double), y2 = try #require(second["y"] as? Double)
        #expect(try f.run("select", ["--at", "\(x1),\(y1)", "--holder", "bob"]).status == 0)
        #expect(try f.run("select", ["--at=\(x2),\(y2)", "--holder", "bob"]).status == 0)
        let ids = [first["id"] as? String, second["id"] as? String].compactMap { $0 }
        #expect(try f.status(holder: "bob").held == ids)
        // The field's centre holds no seat: exit 1.
        let miss = try f.run("select", ["--at", "-0.5,0.25"])
        #expect(miss.status == 1)
        #expect(miss.stderr.contains("no seat at"))
    }

    @Test func ttlHoldsExpireForOthers() throws {
        let f = StateCommandFixture()
        let t0 = ["SEATCHART_NOW": "1800000000"], later = ["SEATCHART_NOW": "1800000061"]
        #expect(try f.run("select", ["101-A-1", "--ttl", "60", "--holder", "bob"], environment: t0).status == 0)
        #expect(try f.run("select", ["101-A-1", "--holder", "amy"], environment: t0).status == 1)
        #expect(try f.status(holder: "bob", environment: later).held.isEmpty)
        #expect(try f.run("select", ["101-A-1", "--holder", "amy"], environment: later).status == 0)
        let history = try f.run("history", ["--holder", "bob"], environment: later)
        #expect(history.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false)[2] } == ["expire", "select"])
    }

    @Test func stateFileOfAnotherStadiumIsBadInput() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1"])
        let theatre = SeatChartProcess.path("Stadiums/theatre.json")
        let result = try SeatChartProcess.run(["status", theatre, "--state", f.state])
        #expect(result.status == 2)
        #expect(result.stderr.contains(f.state) && result.stderr.contains("another version of the stadium"))
        let write = try SeatChartProcess.run(["book", theatre, "--state", f.state])
        #expect(write.status == 2)
    }

    @Test func defaultStateFileIsOutputStem() throws {
        let f = StateCommandFixture()
        let folder = f.directory.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try SeatChartProcess.run(["select", f.stadium, "101-A-1"], in: folder)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Output/arena.sqlite").path))
    }
}
