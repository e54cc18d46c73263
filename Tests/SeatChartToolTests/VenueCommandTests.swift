import Foundation
import SeatChart
import SeatChartJSON
import SeatChartTestSupport
import Testing

/// The reading commands on venues beyond the bowl (the concert hall): levels, standing
/// areas, tables and their chairs, end to end.
@Suite(.onWaitingThreads) struct VenueCommandTests {
    static let hall = "Stadiums/hall.json"

    static func chart() throws -> Chart { try LaidOutCharts.chart(path: SeatChartProcess.path(hall)) }

    static func text(_ value: Double) -> String { "\(value)" }

    @Test func validateAndInfoCountLevelsTablesAndAreas() throws {
        let validate = try SeatChartProcess.run(["validate", Self.hall])
        #expect(validate.status == 0)
        for line in ["tribunes: 3", "levels: stalls (Stalls), balcony (Balcony)", "tables: 5", "standing areas: 5 (624 places)",
                     "wheelchair: 2", "companion: 2", "restricted view: 8"] {
            #expect(validate.stdout.contains(line + "\n"), "\(line) in \(validate.stdout)")
        }
        let info = try JSONParser.parse(Data(try SeatChartProcess.run(["info", Self.hall, "--json"]).stdout.utf8))
        #expect(info.member("levels") == .array([
            .object([JSONMember("id", .string("stalls")), JSONMember("name", .string("Stalls"))]),
            .object([JSONMember("id", .string("balcony")), JSONMember("name", .string("Balcony"))]),
        ]))
        #expect(info.member("tables") == .number(5) && info.member("areas") == .number(5) && info.member("standingPlaces") == .number(624))
        // A file without levels has one.
        let arena = try JSONParser.parse(Data(try SeatChartProcess.run(["info", "Stadiums/arena.json", "--json"]).stdout.utf8))
        #expect(arena.member("levels") == .array([.object([JSONMember("id", .string("main")), JSONMember("name", .string("Main"))])]))
        #expect(arena.member("tables") == .number(0) && arena.member("areas") == .number(0))
    }

    @Test func hitNamesAreasTablesAndChairs() throws {
        let chart = try Self.chart()
        let floor = try SeatChartProcess.run(["hit", Self.hall, "0", "8.5"])
        #expect(floor.status == 0 && floor.stdout == "area FLOOR\n")
        let json = try SeatChartProcess.run(["hit", Self.hall, "0", "8.5", "--json"])
        #expect(json.stdout.contains(#""seat":null,"tribune":null,"area":"FLOOR","state":null"#), "\(json.stdout)")
        let t1 = try #require(chart.tribuneIndex(forID: "T1"))
        let top = chart.tribunes[t1].outline.labelPosition
        let table = try SeatChartProcess.run(["hit", Self.hall, Self.text(top.x), Self.text(top.y)])
        #expect(table.stdout == "table T1\n")
        let chair = chart.seats[chart.tribunes[t1].seats.lowerBound]
        let onChair = try SeatChartProcess.run(["hit", Self.hall, Self.text(chair.center.x), Self.text(chair.center.y), "--json"])
        #expect(onChair.stdout.contains(#""seat":"T1-1","tribune":"T1","table":"T1","state":"available","row":"","number":"1""#), "\(onChair.stdout)")
        // A box of the balcony: nothing on the stalls (the default level), the box on its own.
        let box = try #require(chart.tribuneIndex(forID: "BOX1"))
        let p = chart.tribunes[box].outline.labelPosition
        let stalls = try SeatChartProcess.run(["hit", Self.hall, Self.text(p.x), Self.text(p.y)])
        #expect(stalls.status == 1 && stalls.stdout == "none\n")
        let balcony = try SeatChartProcess.run(["hit", Self.hall, Self.text(p.x), Self.text(p.y), "--level", "balcony"])
        #expect(balcony.status == 0 && balcony.stdout == "area BOX1\n")
        let points = try SeatChartProcess.run(["hit", Self.hall, "--points", "-", "--level", "balcony"], input: "\(p.x) \(p.y)\n0 8.5\n")
        #expect(points.stdout == "area BOX1\nnone\n")
        let unknown = try SeatChartProcess.run(["hit", Self.hall, "0", "0", "--level", "roof"])
        #expect(unknown.status == 2 && unknown.stderr.contains("--level: no level \"roof\"; expected one of stalls, balcony"), "\(unknown.stderr)")
    }

    @Test func seatsListChairsAndOneLevel() throws {
        let chairs = try SeatChartProcess.run(["seats", Self.hall, "--tribune", "T1"])
        let lines = chairs.stdout.split(separator: "\n")
        #expect(lines.count == 6 && lines[0].hasPrefix("T1-1\tT1\t\t1\t"), "\(chairs.stdout)")
        let balcony = try SeatChartProcess.run(["seats", Self.hall, "--level", "balcony"])
        let tribunes = Set(balcony.stdout.split(separator: "\n").map { $0.split(separator: "\t")[1] })
        #expect(tribunes == ["BAL", "VIP"])
        let stalls = try SeatChartProcess.run(["seats", Self.hall, "--json"])
        #expect(!stalls.stdout.contains("BAL-") && stalls.stdout.contains(#""wheelchair":true"#) && stalls.stdout.contains(#""level":"stalls""#))
        let wrong = try SeatChartProcess.run(["seats", Self.hall, "--tribune", "VIP", "--level", "stalls"])
        #expect(wrong.status == 2 && wrong.stderr.contains("table VIP lies on level balcony"), "\(wrong.stderr)")
    }

    @Test func renderOneLevelAndEveryLevelsOverview() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let svg = folder.appendingPathComponent("balcony.svg").path
        let result = try SeatChartProcess.run(["render", Self.hall, "--level", "balcony", "-o", svg])
        #expect(result.status == 0 && result.stdout.contains("275 seats"), "\(result.stdout)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(#"data-area="BOX1" data-capacity="6" data-left="6""#) && text.contains(#"data-table="VIP""#))
        #expect(!text.contains(#"data-area="FLOOR""#) && !text.contains("data-seat=\"SF-"))
        let sets = folder.appendingPathComponent("set").path
        let levels = try SeatChartProcess.run(["render", Self.hall, "--detail", "levels", "-o", sets])
        #expect(levels.status == 0 && levels.stdout.contains("index.svg, level-balcony.svg and"), "\(levels.stdout)")
        #expect(FileManager.default.fileExists(atPath: sets + "/level-balcony.svg") && FileManager.default.fileExists(atPath: sets + "/tribune-VIP.svg"))
        let clash = try SeatChartProcess.run(["render", Self.hall, "--focus", "VIP", "--level", "stalls", "-o", svg])
        #expect(clash.status == 2 && clash.stderr.contains("--focus: table VIP lies on level balcony"), "\(clash.stderr)")
    }

    @Test func areaSelectsSeatsOfOneLevel() throws {
        let stalls = try SeatChartProcess.run(["area", Self.hall, "--rect", "-30,10,30,40"])
        let balcony = try SeatChartProcess.run(["area", Self.hall, "--rect", "-30,10,30,40", "--level", "balcony"])
        #expect(stalls.stdout.contains("SF-A-1\n") && !stalls.stdout.contains("BAL-"))
        #expect(balcony.stdout.contains("BAL-1-1\n") && !balcony.stdout.contains("SF-"))
    }

    @Test func pretixExportSaysWhatPretixCannotSell() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let plan = folder.appendingPathComponent("hall.pretix.json").path
        let result = try SeatChartProcess.run(["export", Self.hall, "-o", plan])
        #expect(result.status == 0)
        #expect(result.stderr.contains("note: pretix sells no standing places: FLOOR (600 places), BOX1 (6 places)"), "\(result.stderr)")
        #expect(result.stderr.contains("note: pretix has no tables: the chairs of T1, T2, T3, T4, VIP written as seats"))
        #expect(result.stderr.contains("note: pretix sells chairs one by one: VIP sold whole here, not there"))
        #expect(result.stderr.contains("note: pretix plans have one floor"))
        let back = try SeatChartProcess.run(["seats", plan, "--tribune", "VIP"])
        #expect(back.stdout.hasPrefix("VIP-1\tVIP\t\t1\t"), "\(back.stdout.prefix(80))")
        let quiet = try SeatChartProcess.run(["export", Self.hall, "-o", plan, "--quiet"])
        #expect(!quiet.stderr.contains("note:"))
    }
}
