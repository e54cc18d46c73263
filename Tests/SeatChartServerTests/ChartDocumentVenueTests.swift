@testable import SeatChartServer
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartTestSupport
import Testing

/// `/api/chart` on the concert hall: its levels with what each shows, each object's kind and
/// level, tables and standing areas named as people call them, and a table's box holding its
/// chairs (which stand outside its top).
@Suite(.onWaitingThreads) struct ChartDocumentVenueTests {
    @Test func theHallsObjectsCarryTheirKindLevelAndName() throws {
        let chart = try ShippedStadiums.chart("hall.json")
        guard case .object(let members) = ChartDocument.document(of: chart) else { Issue.record("not an object"); return }
        let document = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        guard case .array(let levels) = document["levels"], case .array(let tribunes) = document["tribunes"] else {
            Issue.record("no levels or tribunes"); return
        }
        #expect(levels.count == 2)
        var kinds: [String: String] = [:], names: [String: String] = [:], levelOf: [String: Int] = [:]
        var areas: [String: JSONValue] = [:]
        for case .object(let tribune) in tribunes {
            let fields = Dictionary(tribune.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
            if case .string(let id) = fields["id"], let area = fields["area"] { areas[id] = area }
            guard case .string(let id) = fields["id"], case .string(let kind) = fields["kind"],
                  case .string(let name) = fields["name"], case .number(let level) = fields["level"] else { continue }
            kinds[id] = kind
            names[id] = name
            levelOf[id] = Int(level)
        }
        #expect(kinds["FLOOR"] == "standing" && names["FLOOR"] == "Floor" && levelOf["FLOOR"] == 0)
        #expect(kinds["T1"] == "table" && names["T1"] == "Table T1")
        #expect(kinds["SF"] == "rows" && names["SF"] == "Tribune SF")
        #expect(kinds["BAL"] == "rows" && levelOf["BAL"] == 1 && names["BOX1"] == "Box 1")
        // Standing areas say how they are sold; nothing else has an `area`.
        #expect(Set(areas.keys) == ["FLOOR", "BOX1", "BOX2", "BOX3", "BOX4"])
        #expect(SaleJSON.line(areas["FLOOR"] ?? .null) == #"{"capacity":600,"sale":"quantity","minGroup":null,"maxGroup":null}"#)
        #expect(SaleJSON.line(areas["BOX1"] ?? .null) == #"{"capacity":6,"sale":"whole","minGroup":null,"maxGroup":null}"#)
        // A table's box holds its chairs.
        let t = try #require(chart.tribuneIndex(forID: "T1"))
        let box = chart.bounds(ofTribune: t)
        for i in chart.tribunes[t].seats { #expect(box.contains(chart.seats[i].center)) }
        #expect(box.width > chart.tribunes[t].outline.boundingBox.width)
    }
}
