import Hummingbird
import SeatChartJSON
import SeatChartSale

/// `GET /api/availability`: what is left of each tribune, for the viewer's names and labels
/// ("Tribune 114, Lower Tier, from £48, 312 seats left").
struct AvailabilityRoutes {
    let api: SaleAPI

    func add(to router: some RouterMethods) {
        router.get("api/availability") { _, _ in try await availability() }
    }

    /// ``AvailabilityDocument``, as of the event stream's latest change, written off the
    /// request threads.
    func availability() async throws -> Response {
        let feed = api.feed, sale = api.sale
        let sequence = feed.sequence
        let states = feed.states.states
        let bytes = try await api.offload.run {
            Array(SaleJSON.line(AvailabilityDocument(sequence: sequence, chart: sale.chart, tribunes: sale.availability(states: states)).json).utf8)
        }
        return JSONResponse.bytes(bytes)
    }
}
