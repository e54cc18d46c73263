import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartPretix
import Testing

@Suite("Import rules, on a small hand-made plan")
struct PretixImportRulesTests {
    let imported: PretixImport
    var chart: Chart { imported.chart }

    init() throws {
        imported = try PretixPlanReader.read(contentsOf: Fixture.path("small-hall.json"))
    }

    @Test func labelsReplaceDashesAndRepeatsGetSuffixes() {
        #expect(chart.tribunes.map(\.id) == ["Main_floor", "Z_2", "Main_floor_2"])
        #expect(chart.seats.indices.map(chart.seatID) == [
            "Main_floor-A-1", "Main_floor-A-2", "Main_floor-A-2_2", "Main_floor-A_2-1", "Z_2-1-1_1", "Main_floor_2-A-1",
        ])
        // The empty row C adds no row.
        #expect(chart.rows.map(\.label) == ["A", "A_2", "1", "A"])
        #expect(chart.rows.allSatisfy { $0.line == .irregular })
    }

    @Test func warningsNameEveryRenameAndTheDuplicateGUID() {
        let places = imported.warnings.map(\.place)
        #expect(places == [
            "zones[0].rows[0].seats[2].seat_number",
            "zones[0].rows[0].seats[2].seat_guid",
            "zones[0].rows[1].row_number",
            "zones[2].name",
        ])
        #expect(imported.duplicateGUIDs == ["a2"])
        #expect(imported.warnings.allSatisfy { $0.file.hasSuffix("small-hall.json") })
        #expect(imported.warnings[1].message.contains("Main_floor-A-2") && imported.warnings[1].message.contains("Main_floor-A-2_2"))
    }

    @Test func positionsRadiiAndCategories() {
        let seats = chart.seats
        #expect(seats.map(\.center) == [
            Point(x: 10, y: 50), Point(x: 35, y: 50), Point(x: 60, y: 50), Point(x: 10, y: 75),
            Point(x: 5, y: 505), Point(x: 400, y: 0),
        ])
        // pretix's default radius is 10; a given radius is kept.
        #expect(seats.map(\.size) == [20, 16, 20, 20, 20, 20])
        #expect(seats.allSatisfy { $0.rotation == .zero })
        #expect(chart.categories.map(\.id) == ["Stalls", "Balcony"])
        #expect(seats.map(\.category) == [0, 0, nil, 1, 1, 0])
        // A zone's category is its seats' one when they share it.
        #expect(chart.tribunes.map(\.category) == [nil, 1, 0])
    }

    @Test func areasAreDrawnAsThePlanSays() throws {
        let areas = chart.areas
        #expect(areas.count == 5)
        // A 40 x 20 rectangle at (100, 0) turned 90° clockwise about its corner.
        let stage = areas[0]
        #expect(stage.path.controlPointBounds.isApproximatelyEqual(Rect(x: 80, y: 0, width: 20, height: 40)))
        #expect(stage.textPosition.isApproximatelyEqual(to: Point(x: 90, y: 20)))
        #expect(stage.textSize == 12)
        #expect(stage.text == "STAGE" && stage.fill == "#eee" && stage.stroke == nil)
        // The seats face the stage's centre.
        #expect(chart.focalPoint.isApproximatelyEqual(to: Point(x: 90, y: 20)))
        let circle = areas[1]
        #expect(circle.fill == nil && circle.stroke == "#000")
        #expect(circle.path.controlPointBounds.isApproximatelyEqual(Rect(x: 290, y: 290, width: 20, height: 20)))
        #expect(circle.path.contains(Point(x: 300, y: 309)) && !circle.path.contains(Point(x: 308, y: 308)))
        #expect(areas[2].path.controlPointBounds.isApproximatelyEqual(Rect(x: 270, y: 90, width: 60, height: 20)))
        #expect(areas[3].path.controlPointBounds.isApproximatelyEqual(Rect(x: 0, y: 200, width: 10, height: 10)))
        let exit = areas[4]
        #expect(exit.path.isEmpty && exit.text == "Exit" && exit.textColor == "red")
        #expect(exit.textPosition == Point(x: 5, y: 5) && exit.textSize == 16)
    }

    /// A zone's outline is the union of its seats' cells, within the box of those cells.
    @Test func zoneOutlinesAreTheirSeatsCells() {
        for (t, tribune) in chart.tribunes.enumerated() {
            guard case .seatCells(let bounds) = tribune.outline else {
                Issue.record("zone \(tribune.id): the outline is not its seats' cells")
                continue
            }
            let cells = tribune.seats.map { chart.cell(of: $0).boundingBox }
            #expect(bounds == cells.dropFirst().reduce(cells[0]) { $0.union($1) })
            #expect(chart.outlinePath(ofTribune: t).controlPointBounds.isApproximatelyEqual(bounds))
        }
    }

    @Test func theFocalPointFallsBackToThePlanCentre() throws {
        var text = String(decoding: try Fixture.data("small-hall.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"STAGE\"", with: "\"Bar\"")
        let plain = try PretixPlanReader.read(Data(text.utf8), file: "p.json").chart
        #expect(plain.focalPoint == Point(x: 300, y: 350))
    }
}

extension Rect {
    /// Whether the rectangles agree within `tolerance` on every side.
    func isApproximatelyEqual(_ other: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
