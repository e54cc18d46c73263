import Foundation
import SeatChart
import SeatChartJSON
import SeatChartStore

extension SaleJSON {
    /// An event: `{"key", "name", "starts", "prices": {category: minor units}, "seasons": [keys]}`
    /// (`name` and `starts` `null` when not given; `prices` only the event's own).
    public static func event(_ event: SaleEvent, in listing: EventListing) -> JSONValue {
        .object([
            JSONMember("key", .string(event.key)),
            JSONMember("name", text(event.name)),
            JSONMember("starts", text(event.starts)),
            JSONMember("prices", map(event.prices.map { (key: $0.key, value: integer($0.value)) })),
            JSONMember("seasons", .array(listing.seasons.filter { $0.events.contains(event.key) }.map { .string($0.key) })),
        ])
    }

    /// A season: `{"key", "events": [keys]}`.
    public static func season(_ season: Season) -> JSONValue {
        .object([
            JSONMember("key", .string(season.key)),
            JSONMember("events", .array(season.events.map(JSONValue.string))),
        ])
    }

    /// Every event and season: `{"events": [...], "seasons": [...]}`.
    public static func listing(_ listing: EventListing) -> JSONValue {
        .object([
            JSONMember("events", .array(listing.events.map { event($0, in: listing) })),
            JSONMember("seasons", .array(listing.seasons.map(season))),
        ])
    }
}
