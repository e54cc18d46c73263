import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart validate`, end to end.
@Suite(.onWaitingThreads) struct ValidateCommandTests {
    typealias F = StadiumCommandFixtures

    @Test func validFilePrintsItsCounts() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let result = try SeatChartProcess.run(["validate", "example.json"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
        example.json: valid
        name: Riverside Arena
        seats: 14800
        tribunes: 26
        category A (Premium): 96
        category B (Standard): 14704
        blocked: 1
        accessible: 2

        """)
    }

    @Test func invalidFileReportsEveryProblemWithExitCode2() throws {
        let broken = try SpecExample.text
            .replacingOccurrences(of: "\"rows\": 20", with: "\"rows\": -3")
            .replacingOccurrences(of: "\"startAngle\": 200, \"endAngle\": 230", with: "\"startAngle\": 230, \"endAngle\": 200")
            .replacingOccurrences(of: "\"spacing\": 0.05", with: "\"spacing\": 0.05, \"spacng\": 1")
        let directory = try F.directory(with: broken, named: "bad.json")
        let result = try SeatChartProcess.run(["validate", "bad.json"], in: directory)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("error: bad.json: bowl.rings[0].rows: expected a whole number of at least 1, found -3"))
        #expect(lines.contains { $0.hasPrefix("error: bad.json: sections[1].endAngle: an inverted angle range from 230 to 200") })
        #expect(lines.contains { $0.hasPrefix("error: bad.json: seat.spacng: unknown key") && $0.contains("did you mean spacing?") })
        #expect(lines.count == 3)
    }

    /// Past 20 problems the report lists the first 20 and one line at the place of the
    /// next saying how many more there are; --json gives the same list.
    @Test func manyProblemsAreListedUpToABoundThatSaysHowManyMore() throws {
        var spec = try F.json(try SpecExample.text)
        spec["blocked"] = (0..<150).map { "999-Z-\($0)" }
        let directory = try F.directory(with: String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self), named: "bad.json")
        let result = try SeatChartProcess.run(["validate", "bad.json"], in: directory)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 21)
        #expect(lines[19].hasPrefix("error: bad.json: blocked[19]: no seat 999-Z-19 in this stadium"))
        #expect(lines.last == "error: bad.json: blocked[20]: and 130 more problems, the first of them here (150 in all; the first 20 are listed)")
        let json = try SeatChartProcess.run(["validate", "bad.json", "--json"], in: directory)
        let problems = try F.json(json.stdout)["problems"] as? [[String: String]]
        #expect(problems?.count == 21)
        #expect(problems?.last?["place"] == "blocked[20]" && problems?.last?["message"]?.hasPrefix("and 130 more problems") == true)
    }

    @Test func jsonOutput() throws {
        let directory = try F.directory(with: try SpecExample.text)
        let result = try SeatChartProcess.run(["validate", "example.json", "--json"], in: directory)
        #expect(result.status == 0)
        let document = try F.json(result.stdout)
        #expect(document["valid"] as? Bool == true)
        #expect(document["seats"] as? Int == 14_800)
        #expect(document["tribunes"] as? Int == 26)
        #expect(document["byCategory"] as? [String: Int] == ["A": 96, "B": 14_704])

        let bad = try F.directory(with: "{\"schema\": 1,", named: "cut.json")
        let failed = try SeatChartProcess.run(["validate", "cut.json", "--json"], in: bad)
        #expect(failed.status == 2)
        let problems = try F.json(failed.stdout)["problems"] as? [[String: String]]
        #expect(problems?.first?["file"] == "cut.json")
        #expect(problems?.first?["place"] == "line 1, column 14")
        #expect(failed.stderr == "error: cut.json: line 1, column 14: invalid JSON: expected a key in double quotes, found the end of the file (the file looks truncated)\n")
    }

    @Test(arguments: ["arena", "football", "mega", "theatre"])
    func shippedStadiumsValidate(_ name: String) throws {
        let result = try SeatChartProcess.run(["validate", "Stadiums/\(name).json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Stadiums/\(name).json: valid\n"))
    }

    @Test func missingFileAndMissingArgument() throws {
        let missing = try SeatChartProcess.run(["validate", "Stadiums/nope.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: Stadiums/nope.json: no such file; expected a stadium file or a seating plan\n")
        let usage = try SeatChartProcess.run(["validate"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("Missing expected argument"))
    }

    @Test func binaryFile() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: directory.appendingPathComponent("image.png"))
        let result = try SeatChartProcess.run(["validate", "image.png"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr == "error: image.png: line 1, column 1: invalid JSON: expected a JSON value, found byte 0x89 (not JSON text)\n")
    }

    @Test func controlCharactersInAnEchoedKeyReachTheTerminalEscaped() throws {
        let hostile = try SpecExample.text.replacingOccurrences(
            of: "\"spacing\": 0.05", with: #""spacing": 0.05, "x\u001b[2J\nerror: forged": 1"#)
        let directory = try F.directory(with: hostile, named: "bad.json")
        let result = try SeatChartProcess.run(["validate", "bad.json"], in: directory)
        #expect(result.status == 2)
        #expect(!result.stderr.unicodeScalars.contains { $0 != "\n" && TerminalTextCheck.isControl($0) })
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains(#"x\u{1B}[2J\nerror: forged"#), "\(result.stderr)")
    }

    @Test func aPlanLabelWithANewlinePrintsAsOneSeatLine() throws {
        let plan = try String(contentsOf: RepositoryFiles.url("Tests/SeatChartPretixTests/Fixtures/small-hall.json"), encoding: .utf8)
            .replacingOccurrences(of: #""seat_number": "1""#, with: #""seat_number": "1\nerror: forged""#)
        let directory = try F.directory(with: plan, named: "hall.json")
        let seats = try SeatChartProcess.run(["seats", "hall.json"], in: directory)
        #expect(seats.status == 0, "\(seats.stderr)")
        #expect(!seats.stdout.contains("\nerror: forged"))
        let forged = seats.stdout.split(separator: "\n").filter { $0.contains("forged") }
        #expect(forged.count >= 1 && forged.allSatisfy { $0.contains(#"1\nerror: forged"#) })
    }
}

/// Control characters as ``TerminalText`` counts them, without the library.
enum TerminalTextCheck {
    static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) }
}
