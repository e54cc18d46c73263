import Foundation
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct StatusCommandTests {
    @Test func jsonHasTheSpecFields() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-2", "101-A-1", "--holder", "bob"])
        try f.run("book", ["--holder", "bob"])
        try f.run("select", ["101-A-5", "--holder", "bob"])
        let result = try f.run("status", ["--holder", "bob", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["holder"] as? String == "bob")
        #expect(object["held"] as? [String] == ["101-A-5"])
        #expect(object["booked"] as? [String] == ["101-A-1", "101-A-2"])
        #expect(object["byState"] as? [String: Int] == ["available": 1950, "held": 1, "booked": 2, "blocked": 3])
    }

    @Test func readingNeverCreatesTheStateFile() throws {
        let f = StateCommandFixture()
        let result = try f.run("status", ["--json"])
        #expect(result.status == 0)
        #expect(try f.status().byState == ["available": 1953, "held": 0, "booked": 0, "blocked": 3])
        #expect(try f.run("history").status == 0)
        #expect(!FileManager.default.fileExists(atPath: f.state))
    }

    @Test func anExplicitStateThatDoesNotExistIsBadInputForReading() throws {
        let f = StateCommandFixture()
        let missing = f.directory.appendingPathComponent("typo.sqlite").path
        for verb in ["status", "history", "info", "seats"] {
            let result = try f.run(verb, ["--state", missing])
            #expect(result.status == 2, "\(verb)")
            #expect(result.stderr.contains("\(missing): --state: no such state file"), "\(verb): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: missing))
        // A write creates it, as before.
        #expect(try f.run("select", ["101-A-1", "--state", missing]).status == 0)
        #expect(try f.run("status", ["--state", missing]).status == 0)
    }

    @Test func seatchartStateSetsTheDefaultState() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "--holder", "ann"])
        // The fixture names its state only through SEATCHART_STATE; the file is the one written.
        #expect(FileManager.default.fileExists(atPath: f.state))
        #expect(try f.status(holder: "ann").held == ["101-A-1"])
        #expect(!FileManager.default.fileExists(atPath: f.directory.appendingPathComponent("Output").path))
    }

    @Test func textListsTheHolderAndLatestActivity() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "--holder", "bob"])
        let result = try f.run("status", ["--holder", "bob"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("held by bob: 101-A-1 (no expiry)\n"))
        #expect(result.stdout.contains("held: 1\n"), "the count keeps the key held alone")
        #expect(result.stdout.contains("bob\t") && result.stdout.contains("\tselect\n"), "a table with tabs")
    }

    @Test func holdersComeInNaturalOrderLimitedAndFiltered() throws {
        let f = StateCommandFixture()
        for (holder, seat) in [("g2-10", "101-A-1"), ("g2-2", "101-A-2"), ("ann lee", "101-A-3"), ("g2-1", "101-A-4")] {
            try f.run("select", [seat, "--holder", holder])
        }
        let rows = { (text: String) in
            text.split(separator: "\n").drop { !$0.hasPrefix("latest activity") }.dropFirst()
                .map { String($0.split(separator: "\t")[0]) }
        }
        #expect(rows(try f.run("status", []).stdout) == ["ann lee", "g2-1", "g2-2", "g2-10"])
        #expect(rows(try f.run("status", ["--limit", "2"]).stdout) == ["ann lee", "g2-1"])
        #expect(rows(try f.run("status", ["--holder", "g2-10"]).stdout) == ["g2-10"])
        #expect(try f.run("status", ["--limit=-1"]).status == 2)
    }

    @Test func checkPassesOnASoundFile() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "101-A-2", "--holder", "bob"])
        try f.run("release", ["101-A-1"])
        let result = try f.run("status", ["--check"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("check: ok"))
    }

    @Test func eachHoldShowsItsExpiry() throws {
        let f = StateCommandFixture()
        let t0 = ["SEATCHART_NOW": "1800000000"]
        try f.run("select", ["101-A-2", "101-A-1", "--holder", "bob", "--ttl", "600"], environment: t0)
        try f.run("select", ["101-B-1", "--holder", "bob"], environment: t0)
        let text = try f.run("status", ["--holder", "bob"], environment: t0).stdout
        #expect(text.contains("held by bob: 101-A-1 101-A-2 (until 2027-01-15T08:10:00.000Z); 101-B-1 (no expiry)\n"), "\(text)")
        let json = try JSONSerialization.jsonObject(with: Data(try f.run("status", ["--holder", "bob", "--json"], environment: t0).stdout.utf8)) as? [String: Any]
        let holds = try #require(json?["holds"] as? [[String: Any]])
        #expect(holds.map { $0["seat"] as? String } == ["101-A-1", "101-A-2", "101-B-1"])
        #expect(holds.map { $0["expiresAt"] as? String } == ["2027-01-15T08:10:00.000Z", "2027-01-15T08:10:00.000Z", nil])
    }

    @Test func revenueTotalsByCategory() throws {
        let f = StateCommandFixture()
        // Courtside (P) £95, Lower Tier (L) £55 in the arena.
        try f.run("select", ["101-A-1", "101-A-2", "--holder", "bob"])
        try f.run("book", ["--holder", "bob"])
        try f.run("select", ["101-A-3", "--holder", "amy"])
        let text = try f.run("status").stdout
        #expect(text.contains("revenue: booked £190 (2 seats), held £95 (1 seat)\n"), "\(text)")
        #expect(text.contains("P (Courtside)\t£95\t2\t£190\t1\t£95\n"), "\(text)")
        let json = try JSONSerialization.jsonObject(with: Data(try f.run("status", ["--json"]).stdout.utf8)) as? [String: Any]
        let revenue = try #require(json?["revenue"] as? [String: Any])
        #expect(revenue["booked"] as? Double == 190 && revenue["held"] as? Double == 95)
        #expect(revenue["bookedSeats"] as? Int == 2 && revenue["heldSeats"] as? Int == 1)
        #expect(revenue["currency"] as? String == "GBP")
        let lines = try #require(revenue["categories"] as? [[String: Any]])
        #expect(lines.map { $0["category"] as? String } == ["P"])
        #expect(lines.first?["bookedAmount"] as? Double == 190)
    }
}
