import Foundation
import SeatChart
import SeatChartJSON
import SeatChartGeometry
import SeatChartPretix
import SeatChartTestSupport
import Testing

@Suite("Exporting charts as pretix plans", .onWaitingThreads)
struct PretixPlanWriterTests {
    @Test func specExampleExportsAndImportsBack() throws {
        let chart = try SpecExample.chart()
        #expect(chart.seats.count == 14_800)
        let export = PretixPlanWriter.export(chart)
        #expect(export.seatCount == 14_800)
        #expect(export.zoneCount == 27)
        try RoundTrip.check(chart, export: export, file: "riverside.pretix.json")
    }

    @Test func specExampleValidatesWithPythonJSONSchema() throws {
        let export = PretixPlanWriter.export(try SpecExample.chart())
        let verdict = try #require(try PythonSchemaCheck.verdicts([export.data]).first)
        #expect(verdict.isValid, "\(verdict.errors.prefix(5))")
    }

    @Test func scaleAndPlacement() throws {
        let chart = try SpecExample.chart()
        let export = PretixPlanWriter.export(chart)
        let bounds = chart.bounds
        // 20 pixels a metre, the chart's top-left corner 20 pixels in from the canvas's.
        let corner = Point(x: bounds.minX, y: bounds.minY).applying(export.transform)
        #expect(corner.isApproximatelyEqual(to: Point(x: 20, y: 20), tolerance: 1e-9))
        let far = Point(x: bounds.maxX, y: bounds.maxY).applying(export.transform)
        #expect(abs(far.x - (20 + bounds.width * 20)) < 1e-6)
        let document = try JSONParser.parse(export.data)
        guard case .object(let top) = document, case .object(let size)? = top.first(where: { $0.key == "size" })?.value else {
            Issue.record("no size")
            return
        }
        #expect(size.first { $0.key == "width" }?.value == .number((far.x + 20).rounded(.up)))
        // Seats of 0.5 m become circles of radius 5 pixels.
        #expect(String(decoding: export.data, as: UTF8.self).contains("\"radius\": 5, \"category\": \"Standard\""))
    }

    @Test func sameChartSameBytes() throws {
        let chart = try SpecExample.chart()
        #expect(PretixPlanWriter.export(chart).data == PretixPlanWriter.export(chart).data)
    }

    @Test func seatGUIDsAreTheSeatIDs() throws {
        let chart = try SpecExample.chart()
        let text = String(decoding: PretixPlanWriter.export(chart).data, as: UTF8.self)
        #expect(text.contains(#"{"seat_guid": "101-A-1", "seat_number": "1", "position": "#))
        #expect(text.contains(#""name": "VIP","#))
        #expect(text.contains(#""row_number": "A","#))
        #expect(text.contains(##"{"name": "Premium", "color": "#c9a227"}"##))
    }

    @Test func theFieldBecomesALabelledArea() throws {
        let chart = try SpecExample.chart()
        let back = try PretixPlanReader.read(PretixPlanWriter.export(chart).data, file: "x.json").chart
        #expect(back.areas.count == 1)
        let field = try #require(back.areas.first)
        #expect(field.text == "FIELD")
        // 105 m x 68 m at 20 pixels a metre.
        let box = field.path.controlPointBounds
        #expect(abs(box.width - 2100) <= 1 && abs(box.height - 1360) <= 1)
        // The seats face the field's centre, which is the stadium's origin.
        let export = PretixPlanWriter.export(chart)
        #expect(back.focalPoint.isApproximatelyEqual(to: Point.zero.applying(export.transform), tolerance: 1))
    }

    @Test func anImportedPlanKeepsItsGUIDsUniqueOnes() throws {
        let imported = try PretixPlanReader.read(contentsOf: Fixture.path(Fixture.screenshotsPlan))
        #expect(imported.seatGUIDs.count == 1057)
        #expect(imported.seatGUIDs.first == "1-1")
        let export = PretixPlanWriter.export(imported.chart, options: .automatic(for: imported))
        let again = try PretixPlanReader.read(export.data, file: "again.json")
        #expect(again.duplicateGUIDs.isEmpty)
        // Every guid kept but the 84 repeats, which become the seats' ids.
        let changed = zip(imported.seatGUIDs, again.seatGUIDs).enumerated().filter { $1.0 != $1.1 }
        #expect(changed.count == 84)
        #expect(changed.allSatisfy { again.seatGUIDs[$0.offset] == imported.chart.seatID($0.offset) })
        #expect(again.seatGUIDs[imported.chart.seatIndex(forID: "Balcony-17-17_1") ?? 0] == "Balcony-17-17_1")
        #expect(again.seatGUIDs[imported.chart.seatIndex(forID: "Ground floor-17-17_1") ?? 0] == "17-1")
    }

    @Test func anImportedPlanKeepsItsPixels() throws {
        let imported = try PretixPlanReader.read(contentsOf: Fixture.path(Fixture.screenshotsPlan)).chart
        let export = PretixPlanWriter.export(imported)
        #expect(export.transform == AffineTransform.identity)
        let again = try PretixPlanReader.read(export.data, file: "again.json")
        #expect(again.chart.seats.map(\.center) == imported.seats.map(\.center))
        #expect(again.chart.seats.map(\.size) == imported.seats.map(\.size))
        #expect(again.chart.seats.indices.map(again.chart.seatID) == imported.seats.indices.map(imported.seatID))
        // The guids are now the seat ids: no more duplicates.
        #expect(again.duplicateGUIDs.isEmpty)
        #expect(again.chart.areas.count == imported.areas.count)
        #expect(again.chart.areas.map(\.text) == imported.areas.map(\.text))
        #expect(again.chart.areas.map(\.fill) == imported.areas.map(\.fill))
        for (a, b) in zip(again.chart.areas, imported.areas) {
            #expect(a.path.controlPointBounds.origin.isApproximatelyEqual(to: b.path.controlPointBounds.origin, tolerance: 0.01))
            #expect(a.textPosition.isApproximatelyEqual(to: b.textPosition, tolerance: 0.01))
        }
        #expect(again.chart.focalPoint.isApproximatelyEqual(to: imported.focalPoint, tolerance: 0.01))
    }
}
