import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartJSON
import SeatChartSeatsio
import SeatChartTestSupport
import Testing

/// A seats.io chart written as a stadium file (`export --format stadium`) validates and lays
/// out to the same seat ids and positions (shifted so that the field's centre is the origin),
/// checked against the plain walk of the chart's JSON (``SeatsioSamples``), not the importer.
@Suite("seats.io charts as stadium files")
struct StadiumExportTests {
    @Test(arguments: ["seatsio-js_sampleChart.json", "seatsio-js_sampleChartWithSections.json", SeatsioSamples.raceTrack])
    func theStadiumFileLaysOutToTheSameSeats(_ name: String) throws {
        let imported = try Fixture.imported(name)
        let export = try StadiumFileWriter.export(imported.chart, file: name, places: imported.tribunePlaces)
        let stadium = try StadiumFile.chart(from: export.data, file: "export.json")
        let expected = try SeatsioSamples.expected(name)
        #expect(stadium.seats.count == expected.seats.count)
        for seat in expected.seats {
            guard let i = stadium.seatIndex(forID: seat.id) else {
                Issue.record("\(seat.id) is missing from the stadium file")
                continue
            }
            let want = Point(seat.x + export.shift.dx, seat.y + export.shift.dy)
            #expect(stadium.seats[i].center.distance(to: want) <= 0.01, "\(seat.id) at \(stadium.seats[i].center), expected \(want)")
        }
        // Categories, zones and access flags come along.
        #expect(stadium.categories.map(\.id) == imported.chart.categories.map(\.id))
        #expect(stadium.zones.map(\.id) == imported.chart.zones.map(\.id))
        for (z, zone) in stadium.zones.enumerated() {
            #expect(zone.focalPoint.distance(to: imported.chart.zones[z].focalPoint + export.shift) < 1e-6)
        }
        #expect(stadium.seats.filter(\.isAccessible).count == imported.chart.seats.filter(\.isAccessible).count)
        for i in stadium.seats.indices {
            let j = try #require(imported.chart.seatIndex(forID: stadium.seatID(i)))
            #expect(stadium.categoryID(ofSeat: i) == imported.chart.categoryID(ofSeat: j))
        }
    }

    @Test func areasAndTheStageComeAlong() throws {
        let imported = try Fixture.imported("seatsio-js_sampleChart.json")
        let export = try StadiumFileWriter.export(imported.chart, file: "chart.json")
        let stadium = try StadiumFile.chart(from: export.data, file: "export.json")
        // The stage is the field, its centre the origin.
        #expect(export.shift == Vector(-218.94, -30.56))
        #expect(stadium.field?.kind == .stage && stadium.field?.center == .zero)
        let areas = stadium.standingAreas.compactMap { stadium.tribunes[$0].kind.standingArea }
        #expect(areas.map(\.capacity) == [100, 100])
        #expect(areas.map(\.sale) == [.group(minimum: 1, maximum: 100), .quantity])
        // Free rows keep their ids ROW-SEAT.
        #expect(stadium.seatIndex(forID: "A-1") != nil && stadium.seatIndex(forID: "D-8") != nil)
        let text = String(decoding: export.data, as: UTF8.self)
        #expect(text.contains(#""label": """#), "a free row is the one unlabelled row of its section")
    }

    @Test func tablesOnOneSpotCannotBeWritten() throws {
        let imported = try Fixture.imported("seatsio-js_sampleChartWithTables.json")
        let error = try #require(throws: InputError.self) { try StadiumFileWriter.export(imported.chart, file: "tables.json", places: imported.tribunePlaces) }
        #expect(error.problems.first?.message.contains("would be invalid at sections[1]: table T2 (sections[1]) overlaps table T1 (sections[0])") == true, "\(error)")
    }

    @Test func tablesApartAreWrittenAsTables() throws {
        let imported = try Fixture.read("seatsio-js_sampleChartWithTables.json") { chart in
            chart[path: ["subChart", "tables", 1, "center", "x"]] = 135.74
            var seats = chart[path: ["subChart", "tables", 1, "seats"]] as? [[String: Any]] ?? []
            for k in seats.indices { seats[k]["x"] = ((seats[k]["x"] as? NSNumber)?.doubleValue ?? 0) + 100 }
            chart[path: ["subChart", "tables", 1, "seats"]] = seats
        }
        #expect(imported.warnings.isEmpty)
        let export = try StadiumFileWriter.export(imported.chart, file: "tables.json")
        let stadium = try StadiumFile.chart(from: export.data, file: "export.json")
        #expect(stadium.tables.map { stadium.tribunes[$0].id } == ["T1", "T2"])
        #expect(stadium.tribunes[stadium.tables[1]].kind.table?.sale == .whole)
        for id in ["T1-1", "T1-4", "T2-6"] {
            let a = try #require(stadium.seatIndex(forID: id)), b = try #require(imported.chart.seatIndex(forID: id))
            #expect(stadium.seats[a].center.distance(to: imported.chart.seats[b].center + export.shift) <= 0.01)
        }
    }

    @Test func whatAStadiumFileCannotSayIsRefusedNamingTheObject() throws {
        let imported = try Fixture.read("seatsio-js_sampleChartWithSections.json") { chart in
            chart[path: ["subChart", "sections", 0, "subChart", "rows", 2, "seats", 3, "label"]] = "4a"
            chart[path: ["subChart", "sections", 1, "subChart", "rows", 0, "seats", 0, "categoryKey"]] = 1
        }
        let error = try #require(throws: InputError.self) { try StadiumFileWriter.export(imported.chart, file: "s.json", places: imported.tribunePlaces) }
        #expect(error.problems.map(\.description) == [
            "s.json: subChart.sections[0]: tribune Section A cannot be written as a stadium file: seat Section A-C-4a: its number \"4a\" is not a plain whole number from 0 to 1000000",
            "s.json: subChart.sections[1]: tribune Section B cannot be written as a stadium file: its seats are of 2 categories; a section has one",
        ])
    }
}
