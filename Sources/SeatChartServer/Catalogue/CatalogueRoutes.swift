import Foundation
import Hummingbird
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `GET /api/catalogue`: the charts served, each with its events (key, name, start, seats
/// left now, where its routes are) and seasons. The seats left come from each event's feed,
/// which follows its log: reading the catalogue costs no query.
struct CatalogueRoutes {
    let charts: [ServedChart]
    let events: [ServedEvent]
    /// The events made after the start, listed after the others of their chart.
    let lateEvents: LateEventRegistry

    func add(to router: some RouterMethods<SaleRequestContext>) {
        router.get("api/catalogue") { _, _ in JSONResponse.make(document()) }
    }

    func document() -> JSONValue {
        let all = events + lateEvents.events
        return .object([JSONMember("charts", .array(charts.indices.map { index in
            let chart = charts[index]
            let served = all.filter { $0.chart == index }
            return .object([
                JSONMember("name", .string(chart.sale.chart.name)),
                JSONMember("file", .string(chart.file)),
                JSONMember("events", .array(served.map { entry in
                    .object([
                        JSONMember("key", .string(entry.event.key)),
                        JSONMember("name", entry.event.name.map(JSONValue.string) ?? .null),
                        JSONMember("starts", entry.event.starts.map(JSONValue.string) ?? .null),
                        JSONMember("seatsLeft", .number(Double(Self.seatsLeft(entry.api)))),
                        JSONMember("url", .string("/events/\(entry.event.key)/")),
                    ])
                })),
                JSONMember("seasons", .array((chart.seasons.map(\.season) + lateEvents.seasons(of: index).map(\.season)).map { season in
                    .object([
                        JSONMember("key", .string(season.key)), JSONMember("events", .array(season.events.map(JSONValue.string))),
                        JSONMember("url", .string("/events/\(season.key)/api/")),
                    ])
                })),
            ])
        }))])
    }

    /// Seats neither held, booked nor blocked, as the event's feed last read them.
    static func seatsLeft(_ api: SaleAPI) -> Int {
        api.feed.availableCount
    }
}
