import SeatChart

/// The rules of an order, worded once for every backend: what it books, what it costs and the
/// refusals that name what stands in its way.
public enum OrderRules {
    /// The total of `seats` and `places` at the chart's prices (an event's prices, when the
    /// chart is the event's), in minor units; a seat or place without a price counts 0.
    public static func total(of seats: [Int], places: [SaleOrder.Places], in chart: Chart) -> Int {
        var total = 0
        for seat in seats { total += chart.price(ofSeat: seat)?.minorUnits ?? 0 }
        for line in places {
            let price = chart.tribunes[line.area].category.flatMap(chart.price(ofCategory:))?.minorUnits ?? 0
            total += price * line.quantity
        }
        return total
    }

    /// An order id already used for other seats or another holder.
    public static func duplicate(_ id: String) -> SelectionRefusal {
        SelectionRefusal(message: "order \(id) was already booked with other seats or for another holder; an order id books once")
    }

    /// An order id already refunded.
    public static func refunded(_ id: String) -> SelectionRefusal {
        SelectionRefusal(message: "order \(id) was refunded; an order id books once")
    }

    /// Seats the holder does not hold (any more): each named with its state now.
    public static func notHeld(_ conflicts: [SelectionRefusal.Conflict]) -> SelectionRefusal {
        SelectionRefusal(
            conflicts: conflicts,
            message: conflicts.map { conflict in
                let why = conflict.state == .available ? "its hold ran out or was given back" : "it is \(SelectionRules.describe(conflict))"
                return "seat \(conflict.seatID) is not held by this holder: \(why)"
            }.joined(separator: "\n"))
    }

    /// A holder with nothing held: `expired` are the seats whose hold ran out since its last booking.
    public static func nothingHeld(holder: String, expired: [String]) -> SelectionRefusal {
        guard !expired.isEmpty else { return SelectionRules.nothingToBook(holder: holder) }
        return SelectionRefusal(
            conflicts: expired.map { SelectionRefusal.Conflict(seatID: $0, state: .available, isOwn: false) },
            message: "\(holder) holds nothing to book: the holds of \(expired.joined(separator: ", ")) ran out")
    }

    /// More places of an area asked than the holder holds there.
    public static func placesNotHeld(areaID: String, asked: Int, held: Int) -> SelectionRefusal {
        SelectionRefusal(
            message: "area \(areaID): this holder holds \(held == 1 ? "1 place" : "\(held) places"), cannot book \(asked)", area: areaID)
    }
}

/// An order id the state does not know.
public struct UnknownOrder: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id asked for.
    public var id: String

    /// Creates the error.
    public init(id: String) { self.id = id }

    public var description: String { "no order \(id) in this sale" }
}
