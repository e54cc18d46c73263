import SeatChartJSON

extension SaleJSON {
    /// What the seats sold and held are worth: `{"booked", "held", "bookedSeats", "heldSeats", "bookedPlaces", "heldPlaces", "unpricedBooked",
    /// "categories": [{"category", "name", "price", "booked", "bookedAmount", "held",
    /// "heldAmount"}], "currency"}` (name and price null when unknown; amounts in major
    /// units, summed in minor units; the currency's code, or null).
    public static func revenue(_ revenue: Revenue) -> JSONValue {
        .object([
            JSONMember("booked", .number(revenue.booked.amount)),
            JSONMember("held", .number(revenue.held.amount)),
            JSONMember("bookedSeats", integer(revenue.bookedSeats)),
            JSONMember("heldSeats", integer(revenue.heldSeats)),
            JSONMember("bookedPlaces", integer(revenue.bookedPlaces)),
            JSONMember("heldPlaces", integer(revenue.heldPlaces)),
            JSONMember("unpricedBooked", integer(revenue.unpricedBooked)),
            JSONMember("categories", .array(revenue.lines.map { line in
                .object([
                    JSONMember("category", .string(line.categoryID)),
                    JSONMember("name", text(line.name)),
                    JSONMember("price", line.price.map { .number($0.amount) } ?? .null),
                    JSONMember("booked", integer(line.booked)),
                    JSONMember("bookedAmount", .number(line.bookedAmount?.amount ?? 0)),
                    JSONMember("held", integer(line.held)),
                    JSONMember("heldAmount", .number(line.heldAmount?.amount ?? 0)),
                ])
            })),
            JSONMember("currency", text(revenue.currency?.code)),
        ])
    }

    /// One booking: `{"holder", "seat", "category", "categoryName", "price", "time"}`.
    public static func booking(_ booking: Booking) -> JSONValue {
        .object([
            JSONMember("holder", .string(booking.holder)),
            JSONMember("seat", .string(booking.seatID)),
            JSONMember("category", .string(booking.categoryID)),
            JSONMember("categoryName", text(booking.categoryName)),
            JSONMember("price", booking.price.map { .number($0.amount) } ?? .null),
            JSONMember("time", .string(time(booking.time))),
        ])
    }
}
