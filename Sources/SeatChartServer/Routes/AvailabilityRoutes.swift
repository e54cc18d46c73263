import Hummingbird
import SeatChartJSON
import SeatChartSale

/// `GET /api/availability`: what is left of each tribune, for the viewer's names and labels
/// ("Tribune 114, Lower Tier, from £48, 312 seats left").
struct AvailabilityRoutes {
    let api: SaleAPI

    func add(to router: Router<some RequestContext>) {
        router.get("api/availability") { _, _ in try await availability() }
    }

    /// `{"seq", "tribunes": [{"id", "available", "from", "fromText", "accessible",
    /// "accessibleFrom"}]}`: as of the change `seq` of the event stream, each tribune's
    /// available seats and the lowest price among them in whole minor units and as written
    /// (null when none is left or unpriced), and its available accessible seats with their
    /// lowest price.
    func availability() async throws -> Response {
        let feed = api.feed, sale = api.sale
        let sequence = feed.sequence
        let states = feed.states.states
        let bytes = try await api.offload.run {
            let chart = sale.chart
            let document = JSONValue.object([
                JSONMember("seq", .number(Double(sequence))),
                JSONMember("tribunes", .array(sale.availability(states: states).map { entry in
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
            return Array(SaleJSON.line(document).utf8)
        }
        return JSONResponse.bytes(bytes)
    }
}
