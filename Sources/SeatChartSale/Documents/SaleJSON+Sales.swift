import SeatChartJSON

extension SaleJSON {
    /// What the seats sold and held are worth: `{"booked", "held", "bookedSeats", "heldSeats", "unpricedBooked",
    /// "categories": [{"category", "name", "price", "booked", "bookedAmount", "held",
    /// "heldAmount"}]}` (name and price null when unknown).
    public static func revenue(_ revenue: Revenue) -> JSONValue {
        .object([
            JSONMember("booked", .number(revenue.booked)),
            JSONMember("held", .number(revenue.held)),
            JSONMember("bookedSeats", integer(revenue.bookedSeats)),
            JSONMember("heldSeats", integer(revenue.heldSeats)),
            JSONMember("unpricedBooked", integer(revenue.unpricedBooked)),
            JSONMember("categories", .array(revenue.lines.map { line in
                .object([
                    JSONMember("category", .string(line.categoryID)),
                    JSONMember("name", text(line.name)),
                    JSONMember("price", line.price.map { .number($0) } ?? .null),
                    JSONMember("booked", integer(line.booked)),
                    JSONMember("bookedAmount", .number(line.bookedAmount)),
                    JSONMember("held", integer(line.held)),
                    JSONMember("heldAmount", .number(line.heldAmount)),
                ])
            })),
        ])
    }

    /// One booking: `{"holder", "seat", "category", "categoryName", "price", "time"}`.
    public static func booking(_ booking: Booking) -> JSONValue {
        .object([
            JSONMember("holder", .string(booking.holder)),
            JSONMember("seat", .string(booking.seatID)),
            JSONMember("category", .string(booking.categoryID)),
            JSONMember("categoryName", text(booking.categoryName)),
            JSONMember("price", booking.price.map { .number($0) } ?? .null),
            JSONMember("time", .string(time(booking.time))),
        ])
    }
}
