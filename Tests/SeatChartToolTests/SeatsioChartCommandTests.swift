import Foundation
import SeatChartTestSupport
import Testing

/// Every command that reads a stadium reads a seats.io chart file (docs/seatsio.md), end to
/// end through the built binary; ids and places checked against a plain walk of the JSON.
@Suite(.onWaitingThreads) struct SeatsioChartCommandTests {
    static let raceTrack = SeatsioSamples.path(SeatsioSamples.raceTrack)
    static let rows = SeatsioSamples.path("seatsio-js_sampleChart.json")
    static let tables = SeatsioSamples.path("seatsio-js_sampleChartWithTables.json")

    struct SeatsDocument: Decodable {
        struct Seat: Decodable {
            var id: String, tribune: String, row: String, number: String
            var x: Double, y: Double
            var category: String, state: String
        }
        var seats: [Seat]
    }

    static func seats(_ path: String, _ extra: [String] = []) throws -> [SeatsDocument.Seat] {
        let run = try SeatChartProcess.run(["seats", path, "--json", "--quiet"] + extra)
        return try JSONDecoder().decode(SeatsDocument.self, from: Data(run.stdout.utf8)).seats
    }

    @Test(arguments: SeatsioSamples.names)
    func validateInfoAndSeatsReadEverySample(_ name: String) throws {
        let path = SeatsioSamples.path(name)
        let validate = try SeatChartProcess.run(["validate", path])
        #expect(validate.status == 0, "\(validate.stderr)")
        let expected = try SeatsioSamples.expected(name)
        let seats = try Self.seats(path)
        #expect(seats.count == expected.seats.count)
        let byID = Dictionary(uniqueKeysWithValues: seats.map { ($0.id, $0) })
        for seat in expected.seats {
            let got = try #require(byID[seat.id], "\(seat.id)")
            #expect(abs(got.x - seat.x) < 0.0005 && abs(got.y - seat.y) < 0.0005, "\(seat.id)")
        }
        let info = try SeatChartProcess.run(["info", path, "--json", "--quiet"])
        let document = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any]
        #expect(document?["seats"] as? Int == expected.seats.count)
    }

    @Test func idsWithSpacesWorkQuotedOnEveryCommand() throws {
        let state = StateFiles.newPath()
        let seats = try Self.seats(Self.raceTrack)
        let seat = try #require(seats.first { $0.id == "Goal Stand 3-A-1" })
        let hit = try SeatChartProcess.run(["hit", Self.raceTrack, String(seat.x), String(seat.y)])
        #expect(hit.stdout == "Goal Stand 3-A-1\n", "\(hit.stdout)\(hit.stderr)")
        let select = try SeatChartProcess.run(["select", Self.raceTrack, "Goal Stand 3-A-1", "Goal Stand 3-A-2", "--holder", "ann", "--state", state])
        #expect(select.status == 0, "\(select.stderr)")
        let taken = try SeatChartProcess.run(["select", Self.raceTrack, "Goal Stand 3-A-2", "--holder", "bob", "--state", state])
        #expect(taken.status == 1)
        #expect(try SeatChartProcess.run(["book", Self.raceTrack, "--holder", "ann", "--state", state]).status == 0)
        let status = try SeatChartProcess.run(["status", Self.raceTrack, "--holder", "ann", "--state", state, "--json"])
        #expect(status.stdout.contains(#""booked":["Goal Stand 3-A-1","Goal Stand 3-A-2"]"#), "\(status.stdout)")
        let best = try SeatChartProcess.run(["best", Self.raceTrack, "--count", "4", "--holder", "cy", "--state", state])
        #expect(best.status == 0, "\(best.stderr)")
    }

    @Test func aPointWhereTwoTablesOverlapHitsTheLaterOne() throws {
        let run = try SeatChartProcess.run(["hit", Self.tables, "35.74", "70.75"])
        #expect(run.stdout == "T2-1\n")
        #expect(run.stderr.contains("warning: \(Self.tables): subChart.tables[1]: table T2 overlaps table T1"), "\(run.stderr)")
        let top = try SeatChartProcess.run(["hit", Self.tables, "35.74", "39.87", "--quiet"])
        #expect(top.stdout == "table T2\n" && top.stderr.isEmpty)
    }

    @Test func areaRenderAndTicketWork() throws {
        let area = try SeatChartProcess.run(["area", Self.rows, "--rect", "140,90,200,110"])
        #expect(area.stdout == "A-1\nA-2\nA-3\n", "\(area.stdout)\(area.stderr)")
        let folder = SeatChartProcess.temporaryDirectory()
        let svg = folder.appendingPathComponent("rows.svg").path
        #expect(try SeatChartProcess.run(["render", Self.rows, "-o", svg]).status == 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(#"data-seat="A-1""#) && text.contains(#"data-area="GA1""#) && text.contains("field stage"))
        let ticket = folder.appendingPathComponent("ticket.png").path
        let made = try SeatChartProcess.run(["ticket", Self.raceTrack, "MT1-A-1", "-o", ticket])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(FileManager.default.fileExists(atPath: ticket))
    }

    @Test func exportWritesAStadiumFileThatLaysOutToTheSameSeats() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let out = folder.appendingPathComponent("race.json").path
        let export = try SeatChartProcess.run(["export", Self.raceTrack, "--format", "stadium", "-o", out])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.hasPrefix("wrote \(out): 8897 seats in 4 sections, origin at the chart's ("), "\(export.stdout)")
        #expect(try SeatChartProcess.run(["validate", out]).status == 0)
        // The same ids, at the same places less the shift the first line names.
        let origin = export.stdout.split(separator: "(").last?.split(separator: ")").first?.split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? []
        #expect(origin.count == 2)
        let chart = try Self.seats(Self.raceTrack), stadium = try Self.seats(out)
        #expect(Set(chart.map(\.id)) == Set(stadium.map(\.id)))
        let byID = Dictionary(uniqueKeysWithValues: stadium.map { ($0.id, $0) })
        for seat in chart {
            let other = try #require(byID[seat.id])
            #expect(abs(other.x + origin[0] - seat.x) < 0.02 && abs(other.y + origin[1] - seat.y) < 0.02, "\(seat.id)")
        }
        // Two tables on one spot cannot be one stadium file: refused, nothing written.
        let refused = try SeatChartProcess.run(["export", Self.tables, "--format", "stadium", "-o", folder.appendingPathComponent("t.json").path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("overlaps table T1"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.json").path))
    }

    @Test func aChartSeatsioWouldFlagIsRefusedWithEveryPlace() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let bad = folder.appendingPathComponent("bad.json")
        var text = try String(contentsOfFile: Self.rows, encoding: .utf8)
        text = text.replacingOccurrences(of: #""label": "3","#, with: #""label": "?","#)
        try Data(text.utf8).write(to: bad)
        for verb in ["validate", "info", "render"] {
            let run = try SeatChartProcess.run([verb, bad.path], in: folder)
            #expect(run.status == 2)
            #expect(run.stderr.contains("bad.json: subChart.rows[0].seats[2].label: a seat of row A without a label (found \"?\")"), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 4, "one problem per row: \(run.stderr)")
        }
    }

    /// A chart of row A's 120 seats, each with a problem: every third seat labelled `?`, the
    /// next without a category, the next labelled `D` (39 duplicates): 119 problems.
    static func chartOfManyProblems() throws -> Data {
        let seats: [[String: Any]] = (0..<120).map { j in
            var seat: [String: Any] = ["x": Double(j) * 20, "y": 0, "label": j % 3 == 0 ? "?" : j % 3 == 2 ? "D" : "\(j)"]
            if j % 3 != 1 { seat["categoryKey"] = 1 }
            return seat
        }
        return try JSONSerialization.data(withJSONObject: [
            "name": "Many problems", "categories": ["list": [["key": 1, "label": "Stalls", "color": "#336699"]]],
            "subChart": ["rows": [["label": "A", "seats": seats]]],
        ] as [String: Any])
    }

    /// validate, render and serve all refuse the chart as validate refuses a bad stadium file
    /// (exit 2) with one report: the first 20 problems, then how many more; none stops at
    /// the first problem or crashes.
    @Test func aChartOfManyProblemsGetsOneBoundedReportOnEveryCommand() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        try Self.chartOfManyProblems().write(to: folder.appendingPathComponent("many.json"))
        let validate = try SeatChartProcess.run(["validate", "many.json"], in: folder)
        #expect(validate.status == 2)
        let lines = validate.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 21, "\(validate.stderr)")
        #expect(lines.first == "error: many.json: subChart.rows[0].seats[0].label: a seat of row A without a label (found \"?\"); expected a label (seats.io flags unlabelled objects)")
        #expect(lines[1] == "error: many.json: subChart.rows[0].seats[1].categoryKey: seat A-1 without a category; expected the key of one of the chart's categories")
        #expect(lines.last == "error: many.json: subChart.rows[0].seats[30].label: and 99 more problems, the first of them here (119 in all; the first 20 are listed)")
        let json = try SeatChartProcess.run(["validate", "many.json", "--json"], in: folder)
        let problems = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(json.status == 2 && (problems?["problems"] as? [[String: String]])?.count == 21)
        let others = [["render", "many.json", "-o", "many.svg"], ["serve", "many.json", "--port", "0", "--state", "many.sqlite"]]
        for arguments in others {
            let run = try SeatChartProcess.run(arguments, in: folder)
            #expect(run.status == 2 && run.stderr == validate.stderr, "\(arguments[0]): \(run.stderr)")
        }
        // A bad stadium file exits as the chart does.
        let stadium = try SeatChartProcess.run(["validate", "stadium.json"], in: try StadiumCommandFixtures.directory(with: "{\"schema\": 2}", named: "stadium.json"))
        #expect(stadium.status == validate.status)
    }

    @Test func serveSellsASeatOfTheRaceTrack() async throws {
        let state = StateFiles.newPath()
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.raceTrack, "--state", state])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let chart = try await client.call("GET", "/api/chart")
        #expect((chart.json["tribunes"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["Goal Stand 4", "Goal Stand 3", "MT1", "MT3"])
        let token = try await client.newToken()
        #expect(try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["MT3-B-7"]}"#).status == 200)
        #expect(try await client.call("POST", "/api/bookings", token: token).status == 200)
        let status = try SeatChartProcess.run(["status", Self.raceTrack, "--state", state, "--holder", token, "--json"])
        #expect(status.stdout.contains(#""booked":["MT3-B-7"]"#), "\(status.stdout)")
    }
}
