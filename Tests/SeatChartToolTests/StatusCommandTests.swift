import Foundation
import Testing

@Suite struct StatusCommandTests {
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
        #expect(result.stdout.contains("held: 101-A-1"))
        #expect(result.stdout.contains("bob") && result.stdout.contains("select"))
    }

    @Test func checkPassesOnASoundFile() throws {
        let f = StateCommandFixture()
        try f.run("select", ["101-A-1", "101-A-2", "--holder", "bob"])
        try f.run("release", ["101-A-1"])
        let result = try f.run("status", ["--check"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("check: ok"))
    }
}
