import Foundation
import SeatChartTestSupport
import Testing

/// Every command on a pretix seating plan (docs/pretix.md and docs/command-line.md), end to end.
@Suite(.onWaitingThreads) struct PretixPlanCommandTests {
    /// The pretix-screenshots plan: 1,057 seats in 2 zones, 84 duplicate guids.
    static let plan = SeatChartProcess.path("Tests/SeatChartPretixTests/Fixtures/pretix-screenshots_plan.en.json")

    struct SeatsDocument: Decodable {
        struct Seat: Decodable {
            var id: String
            var tribune: String
            var row: String
            var number: String
            var x: Double
            var y: Double
            var category: String
            var state: String
        }
        var seats: [Seat]
    }

    /// `seats STADIUM --json`, decoded.
    static func seats(of stadium: String) throws -> [SeatsDocument.Seat] {
        try JSONDecoder().decode(SeatsDocument.self, from: Data(SeatChartProcess.run(["seats", stadium, "--json"]).stdout.utf8)).seats
    }

    @Test func infoCountsSeatsAndWarnsOfDuplicateGUIDs() throws {
        let result = try SeatChartProcess.run(["info", Self.plan, "--json"])
        #expect(result.status == 0)
        let info = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(info?["seats"] as? Int == 1057)
        #expect(info?["tribunes"] as? Int == 2)
        #expect(info?["name"] as? String == "Pretix")
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") && $0.contains("duplicate seat guid") }
        #expect(warnings.count == 84)
        #expect(warnings.first?.contains("zones[1].rows[0].seats[0].seat_guid: duplicate seat guid \"17-1\"") == true)
    }

    @Test func quietSilencesWarningsButNotErrors() throws {
        let quiet = try SeatChartProcess.run(["info", Self.plan, "--json", "--quiet"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr.prefix(200))")
        let before = try SeatChartProcess.run(["--quiet", "info", Self.plan])
        #expect(before.status == 0 && before.stderr.isEmpty, "anywhere on the line")
        let error = try SeatChartProcess.run(["info", Self.plan + ".missing", "--quiet"])
        #expect(error.status == 2 && error.stderr.hasPrefix("error: "), "errors still print: \(error.stderr)")
    }

    @Test func seatsListsEverySeatWithItsImportedId() throws {
        let result = try SeatChartProcess.run(["seats", Self.plan, "--json"])
        #expect(result.status == 0)
        let seats = try Self.seats(of: Self.plan)
        #expect(seats.count == 1057)
        #expect(Set(seats.map(\.id)).count == 1057)
        let first = try #require(seats.first)
        #expect(first.id == "Ground floor-1-1_1" && first.tribune == "Ground floor" && first.row == "1" && first.number == "1_1")
        #expect(first.x == 130 && first.y == 85 && first.category == "Parkett_vorne" && first.state == "available")
        #expect(seats.contains { $0.id == "Balcony-17-17_1" })
    }

    @Test func selectAndBestWorkOnThePlan() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let state = directory.appendingPathComponent("plan.sqlite").path
        let select = try SeatChartProcess.run(["select", Self.plan, "Balcony-17-17_1", "--holder", "ann", "--state", state])
        #expect(select.status == 0, "\(select.stderr)")
        let taken = try SeatChartProcess.run(["select", Self.plan, "Balcony-17-17_1", "--holder", "bob", "--state", state])
        #expect(taken.status == 1)
        let best = try SeatChartProcess.run(["best", Self.plan, "--count", "3", "--holder", "bob", "--state", state])
        #expect(best.status == 0, "\(best.stderr)")
        // Nearest the stage: the front row of the ground floor.
        #expect(best.stdout.contains("Ground floor-1-"))
    }

    @Test func aHitAtEverySeatReturnsThatSeat() throws {
        let seats = try Self.seats(of: Self.plan)
        let points = seats.map { "\($0.x) \($0.y)" }.joined(separator: "\n") + "\n"
        let result = try SeatChartProcess.run(["hit", Self.plan, "--points", "-"], input: points)
        #expect(result.status == 0, "\(result.stderr)")
        let answers = result.stdout.split(separator: "\n").map(String.init)
        #expect(answers == seats.map(\.id))
        // One point: a seat's centre; a point amid four seats, outside every seat's cell and
        // so outside the zone's outline, which is the union of its seats' cells (docs/pretix.md,
        // as the SVG draws it); a point outside.
        let one = try SeatChartProcess.run(["hit", Self.plan, "130", "85"])
        #expect(one.status == 0 && one.stdout == "Ground floor-1-1_1\n")
        let gap = try SeatChartProcess.run(["hit", Self.plan, "145", "97.5"])
        #expect(gap.status == 1 && gap.stdout == "none\n")
        let outside = try SeatChartProcess.run(["hit", Self.plan, "-500", "-500"])
        #expect(outside.status == 1 && outside.stdout == "none\n")
    }

    @Test func renderShowsEverySeatOnce() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let svg = directory.appendingPathComponent("plan.svg").path
        let result = try SeatChartProcess.run(["render", Self.plan, "-o", svg])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        let ids = try Self.seats(of: Self.plan).map(\.id)
        // Every data-seat value of the file, counted in one pass (a search of the whole file for
        // each of the 1,057 seats took 15 s of CPU).
        var drawn: [String: Int] = [:]
        for id in svgAttributeValues("data-seat", in: text) { drawn[id, default: 0] += 1 }
        for id in ids {
            let escaped = id.replacingOccurrences(of: "&", with: "&amp;")
            #expect(drawn[escaped] == 1, "seat \(id)")
        }
        let lint = try CapturedRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["xmllint", "--noout", svg])
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    /// A plan of 120 problems (seats without a category, of an unknown one, of radius 0) and
    /// a repeated seat number: validate, render and serve refuse it as validate refuses a bad
    /// stadium file (exit 2) with one report, the first 20 problems and how many more, then
    /// the warning naming both seats.
    @Test func aPlanOfManyProblemsGetsOneBoundedReportOnEveryCommand() throws {
        let seats: [[String: Any]] = (0..<121).map { j in
            var seat: [String: Any] = ["seat_guid": "s\(j)", "seat_number": j == 120 ? "1" : "\(j + 1)", "position": ["x": j * 20, "y": 0]]
            if j % 3 == 1 { seat["category"] = "Gallery" } else if j % 3 == 2 { seat["category"] = "Stalls"; seat["radius"] = 0 }
            if j == 120 { seat["category"] = "Stalls" }
            return seat
        }
        let plan = try JSONSerialization.data(withJSONObject: [
            "name": "Many problems", "categories": [["name": "Stalls", "color": "#3b6fb6"]], "size": ["width": 2500, "height": 100],
            "zones": [["name": "Hall", "position": ["x": 0, "y": 50], "rows": [["row_number": "A", "seats": seats]]]],
        ] as [String: Any])
        let folder = SeatChartProcess.temporaryDirectory()
        try plan.write(to: folder.appendingPathComponent("many.json"))
        let validate = try SeatChartProcess.run(["validate", "many.json"], in: folder)
        #expect(validate.status == 2)
        let lines = validate.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 22, "\(validate.stderr)")
        #expect(lines.first == "error: many.json: zones[0].rows[0].seats[0].category: required key is missing")
        #expect(lines[20] == "error: many.json: zones[0].rows[0].seats[60].category: and 100 more problems, the first of them here (120 in all; the first 20 are listed)")
        #expect(lines.last == "warning: many.json: zones[0].rows[0].seats[120].seat_number: seat number \"1\" is already used in its row, by zones[0].rows[0].seats[0]; imported as \"1_2\"")
        for arguments in [["render", "many.json", "-o", "many.svg"], ["serve", "many.json", "--port", "0", "--state", "many.sqlite"]] {
            let run = try SeatChartProcess.run(arguments, in: folder)
            #expect(run.status == 2 && run.stderr == validate.stderr, "\(arguments[0]): \(run.stderr)")
        }
        let quiet = try SeatChartProcess.run(["validate", "many.json", "--quiet"], in: folder)
        #expect(quiet.status == 2 && !quiet.stderr.contains("warning:") && quiet.stderr.split(separator: "\n").count == 21)
    }

    @Test func aPlanBreakingTheSchemaExitsTwoNamingThePlace() throws {
        let text = try String(contentsOfFile: Self.plan, encoding: .utf8)
        let broken = text.replacingOccurrences(of: "\"x\": 120,", with: "\"x\": \"120\",", options: [], range: text.range(of: "\"x\": 120,"))
        #expect(broken != text)
        let directory = SeatChartProcess.temporaryDirectory()
        let path = directory.appendingPathComponent("broken.json").path
        try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
        for verb in ["validate", "info", "seats"] {
            let result = try SeatChartProcess.run([verb, path])
            #expect(result.status == 2)
            #expect(result.stderr.contains("broken.json: zones[0].rows[0].seats[0].position.x: expected a number, found \"120\""), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
