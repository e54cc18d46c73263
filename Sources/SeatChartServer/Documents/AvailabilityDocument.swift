import SeatChart
import SeatChartJSON
import SeatChartSale

/// `GET /api/availability` (the `Availability` schema): `{"seq", "tribunes": [{"id",
/// "available", "from", "fromText", "accessible", "accessibleFrom"}]}`: as of the change
/// `seq` of the event stream, each tribune's available seats and the lowest price among them
/// in whole minor units and as written (null when none is left or unpriced), and its
/// available accessible seats with their lowest price.
struct AvailabilityDocument: APIDocument {
    var sequence: Int64
    var chart: Chart
    var tribunes: [TribuneAvailability]

    var json: JSONValue {
        .object([
            JSONMember("seq", .number(Double(sequence))),
            JSONMember("tribunes", .array(tribunes.map { entry in
                .object([
                    JSONMember("id", .string(chart.tribunes[entry.tribune].id)),
                    JSONMember("available", SaleJSON.integer(entry.available)),
                    JSONMember("from", entry.lowestPrice.map { SaleJSON.integer($0.minorUnits) } ?? .null),
                    JSONMember("fromText", SaleJSON.text(entry.lowestPrice?.formatted)),
                    JSONMember("accessible", SaleJSON.integer(entry.accessibleAvailable)),
                    JSONMember("accessibleFrom", entry.lowestAccessiblePrice.map { SaleJSON.integer($0.minorUnits) } ?? .null),
                ])
            })),
        ])
    }
}
