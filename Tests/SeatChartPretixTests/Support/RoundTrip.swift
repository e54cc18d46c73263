import Foundation
import SeatChart
import SeatChartJSON
import SeatChartGeometry
import SeatChartPretix
import Testing

/// Export, then import: the same seats come back.
enum RoundTrip {
    /// Checks that `export` of `chart` validates against the schema (our validator) and
    /// imports back to the same seats: count, ids, tribunes, rows, numbers, positions
    /// within 0.5 units (after undoing the export's transform), categories by name and colour.
    static func check(_ chart: Chart, export: PretixExport, file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try JSONParser.parse(export.data)
        #expect(PretixPlanReader.schemaViolations(in: document) == [], sourceLocation: sourceLocation)
        let back = try PretixPlanReader.read(document, file: file)
        #expect(back.warnings == [], sourceLocation: sourceLocation)
        let again = back.chart
        #expect(again.seats.count == chart.seats.count, sourceLocation: sourceLocation)
        guard again.seats.count == chart.seats.count else { return }
        #expect(again.tribunes.map(\.id) == chart.tribunes.filter { !$0.seats.isEmpty }.map(\.id), sourceLocation: sourceLocation)
        #expect(again.categories.map(\.name) == chart.categories.map(\.name), sourceLocation: sourceLocation)
        #expect(again.categories.map(\.color) == chart.categories.map(\.color), sourceLocation: sourceLocation)
        let inverse = try #require(export.transform.inverted())
        var wrongIDs: [String] = [], wrongCategories: [String] = []
        var farthest = 0.0
        for i in chart.seats.indices {
            let id = chart.seatID(i)
            let a = chart.seats[i], b = again.seats[i]
            if again.seatID(i) != id || again.tribunes[b.tribune].id != chart.tribunes[a.tribune].id
                || again.rows[b.row].label != chart.rows[a.row].label || b.number != a.number {
                wrongIDs.append(id)
            }
            let name = { (c: Chart, s: Seat) in s.category.map { c.categories[$0].name } }
            if name(again, b) != name(chart, a) { wrongCategories.append(id) }
            farthest = max(farthest, b.center.applying(inverse).distance(to: a.center))
        }
        #expect(wrongIDs.isEmpty, "seats with other ids or labels: \(wrongIDs.prefix(5))", sourceLocation: sourceLocation)
        #expect(wrongCategories.isEmpty, "seats with another category: \(wrongCategories.prefix(5))", sourceLocation: sourceLocation)
        #expect(farthest <= 0.5, "a seat moved by \(farthest) units", sourceLocation: sourceLocation)
        // Positions are written to 0.01 pixel: far better than the 0.5 units promised.
        #expect(farthest <= 0.01 / export.transform.a + 1e-9, sourceLocation: sourceLocation)
    }
}
