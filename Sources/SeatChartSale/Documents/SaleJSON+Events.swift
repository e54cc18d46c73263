import Foundation
import SeatChart
import SeatChartJSON
import SeatChartStore

extension SaleJSON {
    /// An event: `{"key", "name", "starts", "prices": {category: minor units}, "seasons": [keys]}`
    /// (`name` and `starts` `null` when not given; `prices` only the event's own), then
    /// `"seatsLeft"` when given.
    public static func event(_ event: SaleEvent, in listing: EventListing, seatsLeft: Int? = nil) -> JSONValue {
        var members = [
            JSONMember("key", .string(event.key)),
            JSONMember("name", text(event.name)),
            JSONMember("starts", text(event.starts)),
            JSONMember("prices", map(event.prices.map { (key: $0.key, value: integer($0.value)) })),
            JSONMember("seasons", .array(listing.seasons.filter { $0.events.contains(event.key) }.map { .string($0.key) })),
        ]
        if let seatsLeft { members.append(JSONMember("seatsLeft", integer(seatsLeft))) }
        return .object(members)
    }

    /// A season: `{"key", "events": [keys]}`.
    public static func season(_ season: Season) -> JSONValue {
        .object([
            JSONMember("key", .string(season.key)),
            JSONMember("events", .array(season.events.map(JSONValue.string))),
        ])
    }

    /// Every event and season: `{"events": [...], "seasons": [...]}`, each event with its
    /// seats left when `seatsLeft` has it.
    public static func listing(_ listing: EventListing, seatsLeft: [String: Int] = [:]) -> JSONValue {
        .object([
            JSONMember("events", .array(listing.events.map { event($0, in: listing, seatsLeft: seatsLeft[$0.key]) })),
            JSONMember("seasons", .array(listing.seasons.map(season))),
        ])
    }
}
