import SeatChart

/// The rules of a sale that the chart alone decides, before a store is asked: a table sold
/// whole goes with all its chairs or none, and a companion seat only with its accessible or
/// wheelchair neighbour (the next seat of its row on either side) in the same request.
public enum PlaceRules {
    /// The refusal of `seats` (asked to be held, given back or released together) when they
    /// take part of a table sold whole; `nil` when none does.
    public static func wholeTableRefusal(_ seats: [Int], in chart: Chart) -> SelectionRefusal? {
        let asked = Set(seats)
        var seen = Set<Int>(), messages: [String] = []
        for seat in seats where chart.seats.indices.contains(seat) {
            let t = chart.seats[seat].tribune
            guard seen.insert(t).inserted, let table = chart.tribunes[t].kind.table, table.sale == .whole else { continue }
            let chairs = chart.tribunes[t].seats
            let missing = chairs.filter { !asked.contains($0) }.count
            if missing > 0 {
                messages.append(
                    "table \(chart.tribunes[t].id) is sold whole: all \(chairs.count) chairs or none "
                        + "(\(chairs.count - missing) asked; name the table \(chart.tribunes[t].id) to take it)")
            }
        }
        return messages.isEmpty ? nil : SelectionRefusal(message: messages.joined(separator: "\n"))
    }

    /// The refusal of a hold of `seats` when a companion seat among them comes without an
    /// accessible or wheelchair neighbour in the same request; `nil` when none does.
    public static func companionRefusal(_ seats: [Int], in chart: Chart) -> SelectionRefusal? {
        let asked = Set(seats)
        var messages: [String] = []
        for seat in seats where chart.seats.indices.contains(seat) && chart.seats[seat].isCompanion {
            let row = chart.rows[chart.seats[seat].row].seats
            let neighbours = [seat - 1, seat + 1].filter { row.contains($0) }
            let accompanied = neighbours.contains { asked.contains($0) && (chart.seats[$0].isAccessible || chart.seats[$0].isWheelchair) }
            if !accompanied {
                let names = neighbours.filter { chart.seats[$0].isAccessible || chart.seats[$0].isWheelchair }.map(chart.seatID)
                let hint = names.isEmpty ? "" : " (with \(names.joined(separator: " or ")))"
                messages.append("seat \(chart.seatID(seat)) is a companion seat: it goes only with its accessible neighbour in the same request\(hint)")
            }
        }
        return messages.isEmpty ? nil : SelectionRefusal(message: messages.joined(separator: "\n"))
    }

    /// Whether `best` may pick `seat` without being asked for accessible places: not
    /// accessible, wheelchair, companion or with a restricted view.
    public static func isOrdinary(_ seat: Seat) -> Bool {
        !(seat.isAccessible || seat.isWheelchair || seat.isCompanion || seat.hasRestrictedView)
    }
}
