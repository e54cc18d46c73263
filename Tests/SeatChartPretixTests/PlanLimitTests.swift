import Foundation
import SeatChart
import SeatChartPretix
import SeatChartTestSupport
import Testing

/// The bounds that keep plans in step with what can be read: area points, what export
/// writes against what import reads, and large files that cannot be plans.
@Suite struct PlanLimitTests {
    /// The small-hall plan with its first area made a polygon of `count` points.
    static func hall(areaPoints count: Int) throws -> Data {
        var plan = try #require(try JSONSerialization.jsonObject(with: Fixture.data("small-hall.json")) as? [String: Any])
        var zones = try #require(plan["zones"] as? [[String: Any]])
        var areas = try #require(zones[0]["areas"] as? [[String: Any]])
        let points = (0..<count).map { k -> [String: Any] in
            let angle = Double(k) / Double(count) * 2 * Double.pi
            return ["x": 50 + 20 * cos(angle), "y": 50 + 20 * sin(angle)]
        }
        areas[0] = ["shape": "polygon", "color": "#eee", "position": ["x": 0, "y": 0], "polygon": ["points": points]]
        zones[0]["areas"] = areas
        plan["zones"] = zones
        return try JSONSerialization.data(withJSONObject: plan)
    }

    /// An area of too many points is left out (a drawing value: the plan is still read),
    /// with a warning at its place.
    @Test func anAreaOfTooManyPointsIsLeftOutAtItsPlace() throws {
        let fits = try PretixPlanReader.read(try Self.hall(areaPoints: PretixPlanReader.maximumAreaPoints), file: "hall.json")
        let over = try PretixPlanReader.read(try Self.hall(areaPoints: PretixPlanReader.maximumAreaPoints + 1), file: "hall.json")
        #expect(over.chart.areas.count == fits.chart.areas.count - 1)
        #expect(over.warnings.contains {
            $0.place == "zones[0].areas[0].polygon.points" && $0.message.contains("at most 10000 points") && $0.message.contains("left out")
        }, "\(over.warnings)")
    }

    @Test func exportSaysWhetherImportCanReadThePlanBack() throws {
        let export = PretixPlanWriter.export(try ShippedStadiums.chart("arena.json"))
        #expect(export.fitsImport())
        #expect(export.fitsImport(limit: export.data.count))
        #expect(!export.fitsImport(limit: export.data.count - 1))
    }

    @Test func onlyAFileWithZonesMayBeAPlan() {
        #expect(PretixPlanReader.mayBePlan(Data(#"{"name": "x", "zones": []}"#.utf8)))
        #expect(!PretixPlanReader.mayBePlan(Data(#"{"schema": 1, "name": "Arena", "zone": 1}"#.utf8)))
        // The search is cheap, not exact: the word as a value still "may be" a plan, and the
        // parse then decides.
        #expect(PretixPlanReader.mayBePlan(Data(#"{"schema": 1, "name": "zones"}"#.utf8)))
    }
}
