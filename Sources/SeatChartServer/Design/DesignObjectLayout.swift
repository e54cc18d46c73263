import SeatChart
import SeatChartGeometry
import SeatChartJSON
import SeatChartSale

/// One object of the designer's check as laid out: a ring of the bowl or an entry of
/// `sections`, with its outline (SVG path data in chart units), its box (the outline's and its
/// seats' cells'), its seats' cells (`x, y, rotation` flat) and their key (``DesignCheckDocument/fingerprint(_:seatSize:round:)``).
struct DesignObjectLayout: Sendable {
    /// The page's name of the object: its id, or its place (`sections[3]`) when an earlier
    /// section has the same id.
    var key: String
    /// The id the file gives it (`ring-N` for a ring).
    var id: String
    var kind: String
    var place: String
    var outline: String
    var box: Rect
    var seats: Int
    var places: Int
    var seatSize: Double
    var roundCells: Bool
    var cells: [Double]
    var cellsKey: String
    var category: String?

    /// `{"key", "id", "kind", "place", "outline", "box", "seats", "places", "seatSize", "roundCells",
    /// "cells", "cellsKey", "category"}`, `cells` null when the page has them (`known`) or does
    /// not want them (`cells` false).
    func json(known: Set<String>, cells wanted: Bool = true) -> JSONValue {
        .object([
            JSONMember("key", .string(key)),
            JSONMember("id", .string(id)),
            JSONMember("kind", .string(kind)),
            JSONMember("place", .string(place)),
            JSONMember("outline", .string(outline)),
            JSONMember("box", ChartDocument.box(box)),
            JSONMember("seats", SaleJSON.integer(seats)),
            JSONMember("places", SaleJSON.integer(places)),
            JSONMember("seatSize", .number(seatSize)),
            JSONMember("roundCells", .bool(roundCells)),
            JSONMember("cells", !wanted || known.contains(cellsKey) ? .null : .array(cells.map(JSONValue.number))),
            JSONMember("cellsKey", .string(cellsKey)),
            JSONMember("category", category.map(JSONValue.string) ?? .null),
        ])
    }
}
