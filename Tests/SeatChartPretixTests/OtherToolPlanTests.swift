import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartJSON
@testable import SeatChartPretix
import SeatChartTestSupport
import Testing

/// Plans written by tools other than pretix, which break pretix's schema only in drawing
/// values: read, with one warning per problem, each told once (docs/pretix.md, "Plans
/// written by other tools").
@Suite("Plans written by other tools", .onWaitingThreads)
struct OtherToolPlanTests {
    static let plan = "stadium-fractional-areas.json"

    @Test func fractionalAreaSizesAreReadWithOneWarningEach() throws {
        // Python's jsonschema refuses the plan: it does break pretix's schema.
        let verdict = try #require(try PythonSchemaCheck.verdicts([Fixture.data(Self.plan)]).first)
        #expect(!verdict.isValid)
        let imported = try PretixPlanReader.read(contentsOf: Fixture.path(Self.plan))
        #expect(imported.chart.seats.count == 398)
        #expect(imported.chart.tribunes.map(\.id) == ["North 1", "North 2", "South 1", "South 2", "West", "East"])
        #expect(imported.warnings.map(\.place) == [
            "zones[6].areas[0].rectangle.width", "zones[6].areas[0].rectangle.height", "zones[6].areas[1].rectangle.width",
        ])
        #expect(imported.warnings.first?.message == "expected a whole number, found 412.75 (a drawing value that breaks pretix's schema; read as given)")
        // The areas are drawn as given, fractions and all.
        let pitch = try #require(imported.chart.areas.first)
        #expect(pitch.path.controlPointBounds == Rect(minX: 262.5, minY: 240.25, maxX: 262.5 + 412.75, maxY: 240.25 + 296.5))
        #expect(pitch.text == "Pitch")
    }

    @Test func aBreakInASeatARowOrAZoneIsStillAnError() throws {
        let text = String(decoding: try Fixture.data(Self.plan), as: UTF8.self)
        for (replace, with, place) in [
            (#""radius": 8"#, #""radius": 8.5"#, "zones[0].rows[0].seats[0].radius"),
            (#""row_number": "1""#, #""row_number": 1"#, "zones[0].rows[0].row_number"),
            (#""zone_id": "North 1""#, #""zone_id": ["North 1"]"#, "zones[0].zone_id"),
        ] {
            let broken = text.replacingOccurrences(of: replace, with: with)
            let error = try #require(throws: InputError.self) { try PretixPlanReader.read(Data(broken.utf8), file: "ground.json") }
            #expect(error.problems.first?.place == place, "\(error)")
            #expect(!error.problems.contains { $0.place.contains("areas") }, "drawing values are not errors: \(error)")
        }
    }

    @Test func eachProblemIsToldOnce() throws {
        // The same problem found twice (a schema that reaches one value through two paths
        // would): one warning.
        let problems = [
            SchemaProblem(path: JSONPath.root.key("size").key("width"), message: "expected a whole number, found 1.5"),
            SchemaProblem(path: JSONPath.root.key("size").key("width"), message: "expected a whole number, found 1.5"),
        ]
        #expect(PretixPlanReader.drawingWarnings(problems, dropped: problems, file: "x.json").count == 1)
        #expect(PretixPlanReader.isDrawing(problems[0].path))
        #expect(!PretixPlanReader.isDrawing(JSONPath.root.key("zones").index(0).key("rows")))
        #expect(!PretixPlanReader.isDrawing(JSONPath.root.key("zones").index(0).key("position")))
        let text = String(decoding: try Fixture.data(Self.plan), as: UTF8.self)
            .replacingOccurrences(of: #""width": 900"#, with: #""width": 900.5"#)
        let imported = try PretixPlanReader.read(Data(text.utf8), file: "ground.json")
        #expect(imported.warnings.filter { $0.place == "size.width" }.count == 1)
        #expect(imported.warnings.count == 4)
    }
}
