import SeatChart
import SeatChartStore

/// What is left of one tribune: its free seats and the lowest price among them, and the same
/// of its accessible seats.
public struct TribuneAvailability: Hashable, Sendable {
    /// The tribune's index in the chart.
    public var tribune: Int
    /// How many of its seats are available.
    public var available: Int
    /// The lowest price of an available seat; `nil` when none is left or none has a price.
    public var lowestPrice: Money?
    /// How many of its available seats are accessible.
    public var accessibleAvailable: Int
    /// The lowest price of an available accessible seat, or `nil`.
    public var lowestAccessiblePrice: Money?
}

extension Sale {
    /// Each tribune's free seats and lowest free price, in chart order, from `states` (every
    /// seat's state, indexed like the chart's seats).
    ///
    /// - Complexity: O(seats).
    public func availability(states: [SeatState]) -> [TribuneAvailability] {
        let prices = chart.categories.indices.map { chart.price(ofCategory: $0)?.minorUnits }
        let money = { (minor: Int?) in minor.map { Money(minorUnits: $0, currency: self.chart.currency) } }
        return chart.tribunes.indices.map { t in
            var available = 0, accessible = 0
            var lowest: Int?, lowestAccessible: Int?
            for i in chart.tribunes[t].seats where i < states.count && states[i] == .available {
                let seat = chart.seats[i]
                let price = seat.category.flatMap { prices[$0] }
                available += 1
                if let price { lowest = min(lowest ?? price, price) }
                guard seat.isAccessible else { continue }
                accessible += 1
                if let price { lowestAccessible = min(lowestAccessible ?? price, price) }
            }
            return TribuneAvailability(
                tribune: t, available: available, lowestPrice: money(lowest),
                accessibleAvailable: accessible, lowestAccessiblePrice: money(lowestAccessible))
        }
    }
}
