import Foundation
import SeatChart
import SeatChartStore

/// One live booking with what it sold: the seat, its holder, its category and price, and
/// when it was booked (`bookings`).
public struct Booking: Hashable, Sendable {
    /// Who booked it.
    public var holder: String
    /// The seat's id.
    public var seatID: String
    /// The seat's category id (``Category/noneID`` for a seat without one).
    public var categoryID: String
    /// The category's name; `nil` for a seat without a category.
    public var categoryName: String?
    /// The category's price; `nil` when it has none.
    public var price: Money?
    /// When the hold became a booking.
    public var time: Date

    /// What `bookings` sold together, in `currency`: the sum of their prices in whole minor
    /// units (those without a price count 0).
    public static func total(_ bookings: [Booking], currency: Currency?) -> Money {
        bookings.reduce(Money.zero(currency)) { $0 + ($1.price ?? .zero(currency)) }
    }
}

/// What the seats and standing places sold and held are worth, by category (`status`).
public struct Revenue: Hashable, Sendable {
    /// One category's seats and places booked and held, and their value.
    public struct Line: Hashable, Sendable {
        /// The category id (``Category/noneID`` for seats without one).
        public var categoryID: String
        /// The category's name; `nil` for seats without a category.
        public var name: String?
        /// The category's price; `nil` when it has none.
        public var price: Money?
        /// How many of its seats are booked.
        public var booked: Int
        /// How many of its seats are held (not booked yet).
        public var held: Int
        /// The booked seats' value: booked × price (nothing without a price).
        public var bookedAmount: Money? { price.map { $0 * booked } }
        /// The held seats' value.
        public var heldAmount: Money? { price.map { $0 * held } }
    }

    /// The categories with a booked or held seat, in the chart's category order (seats
    /// without a category last).
    public var lines: [Line]
    /// The currency of the prices, or `nil` when the chart names none.
    public var currency: Currency?
    /// How many of the booked and of the held are standing areas' places, not seats.
    public var bookedPlaces = 0, heldPlaces = 0

    /// The value of every booked seat, summed in whole minor units.
    public var booked: Money { lines.reduce(Money.zero(currency)) { $0 + ($1.bookedAmount ?? .zero(currency)) } }
    /// The value of every held seat.
    public var held: Money { lines.reduce(Money.zero(currency)) { $0 + ($1.heldAmount ?? .zero(currency)) } }
    /// How many seats are booked (places not counted).
    public var bookedSeats: Int { lines.reduce(0) { $0 + $1.booked } - bookedPlaces }
    /// How many seats are held (places not counted).
    public var heldSeats: Int { lines.reduce(0) { $0 + $1.held } - heldPlaces }
    /// How many booked seats and places have no price (their category has none, or they have no category).
    public var unpricedBooked: Int { lines.filter { $0.price == nil }.reduce(0) { $0 + $1.booked } }
}

extension Sale {
    /// Every live booking in chart order, with its category and price.
    public func bookings() throws -> [Booking] {
        try reader().bookings().map { record in
            let category = chart.seats[record.seat].category.map { chart.categories[$0] }
            return Booking(
                holder: record.holder, seatID: record.seatID, categoryID: category?.id ?? Category.noneID,
                categoryName: category?.name, price: chart.price(ofSeat: record.seat), time: record.time)
        }
    }

    /// What the seats booked and held now are worth, by category.
    public func revenue() throws -> Revenue {
        revenue(of: try states(holder: "").states, areas: chart.hasStandingAreas ? try areaCounts(holder: "") : [])
    }

    /// What the booked and held seats of `states`, and the places of `areas` (each at its
    /// area's category), are worth, by category.
    public func revenue(of states: [SeatState], areas: [AreaCount] = []) -> Revenue {
        var booked = [Int](repeating: 0, count: chart.categories.count + 1)
        var held = booked
        for (index, state) in zip(chart.seats.indices, states) where state == .booked || state == .held {
            let slot = chart.seats[index].category ?? chart.categories.count
            if state == .booked { booked[slot] += 1 } else { held[slot] += 1 }
        }
        var places = (booked: 0, held: 0)
        for area in areas {
            let slot = chart.tribunes[area.area].category ?? chart.categories.count
            booked[slot] += area.booked
            held[slot] += area.held
            places.booked += area.booked
            places.held += area.held
        }
        var lines: [Revenue.Line] = []
        for slot in booked.indices where booked[slot] + held[slot] > 0 {
            let category = slot < chart.categories.count ? chart.categories[slot] : nil
            lines.append(Revenue.Line(
                categoryID: category?.id ?? Category.noneID, name: category?.name, price: chart.price(ofCategory: slot),
                booked: booked[slot], held: held[slot]))
        }
        return Revenue(lines: lines, currency: chart.currency, bookedPlaces: places.booked, heldPlaces: places.held)
    }
}
