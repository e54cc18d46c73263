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
    /// tickets a box office prints (`ticket --all-booked`). Two reads, whatever the number of
    /// holders: the seats booked and the places booked.
    public func bookingsByHolder() throws -> [HolderBooking] {
        var byHolder: [String: HolderBooking] = [:]
        for record in try reader().bookings() {
            byHolder[record.holder, default: HolderBooking(holder: record.holder, seats: [], areas: [])].seats.append(record.seat)
        }
        if chart.hasStandingAreas, let places = try placeReader() {
            for record in try places.areaBookings() {
                byHolder[record.holder, default: HolderBooking(holder: record.holder, seats: [], areas: [])].areas
                    .append(HolderBooking.Places(area: record.area, quantity: record.quantity))
            }
        }
        return byHolder.values.map { booking in
            var booking = booking
            booking.seats.sort()
            return booking
        }.sorted { $0.holder < $1.holder }
    }
}
