/// How people call a seat: where it is, its row, its number ("Tribune 101, row A, seat 1";
/// a table's chair: "Table T1, chair 3"). The SVG's tooltips and the tickets say it so.
public struct SeatName: Hashable, Sendable {
    /// Its tribune or table as people call it (``Tribune/displayName``).
    public var place: String
    /// Its row's label; `nil` for a table's chair or a row without a label.
    public var row: String?
    /// `seat`, or `chair` at a table.
    public var noun: String
    /// Its number.
    public var number: String

    /// "Tribune 101, row A, seat 1".
    public var text: String {
        ([place] + (row.map { ["row \($0)"] } ?? []) + ["\(noun) \(number)"]).joined(separator: ", ")
    }

    /// "Row A · Seat 1", "Chair 3": the row and the seat, without the place.
    public var rowAndSeat: String {
        ((row.map { ["Row \($0)"] } ?? []) + [noun.prefix(1).uppercased() + noun.dropFirst() + " \(number)"])
            .joined(separator: " · ")
    }
}

extension Chart {
    /// How people call the seat at `index`.
    public func name(ofSeat index: Int) -> SeatName {
        let seat = seats[index], tribune = tribunes[seat.tribune], label = rows[seat.row].label
        let atTable = tribune.kind.table != nil
        return SeatName(
            place: tribune.displayName, row: atTable || label.isEmpty ? nil : label,
            noun: atTable ? "chair" : "seat", number: seat.number)
    }
}
