import SeatChart
import SeatChartStore

/// What one holder booked, for one ticket: seats in chart order and standing places by area.
public struct HolderBooking: Hashable, Sendable {
    /// Who booked.
    public var holder: String
    /// The seats booked, as chart indexes in chart order.
    public var seats: [Int]
    /// The standing places booked, in chart order.
    public var areas: [Places]

    /// Places of one standing area: its index in ``Chart/tribunes`` and how many.
    public struct Places: Hashable, Sendable {
        public var area: Int
        public var quantity: Int
    }
}

extension Sale {
    /// Every holder with a live booking, by holder name, each with all that they booked: the
    /// tickets a box office prints (`ticket --all-booked`).
    public func bookingsByHolder() throws -> [HolderBooking] {
        var byHolder: [String: HolderBooking] = [:]
        for record in try reader().bookings() {
            byHolder[record.holder, default: HolderBooking(holder: record.holder, seats: [], areas: [])].seats.append(record.seat)
        }
        if chart.hasStandingAreas {
            // The holders who ever booked places; their counts now say what is still theirs.
            let bookers = Set(try areaHistory().filter { $0.action == .book }.compactMap(\.holder))
            for holder in bookers {
                let areas = try areaCounts(holder: holder).filter { $0.yourBooked > 0 }
                guard !areas.isEmpty else { continue }
                byHolder[holder, default: HolderBooking(holder: holder, seats: [], areas: [])].areas =
                    areas.map { HolderBooking.Places(area: $0.area, quantity: $0.yourBooked) }
            }
        }
        return byHolder.values.map { booking in
            var booking = booking
            booking.seats.sort()
            return booking
        }.sorted { $0.holder < $1.holder }
    }
}
