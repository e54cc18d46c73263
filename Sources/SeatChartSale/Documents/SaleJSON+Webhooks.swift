import Foundation
import SeatChartJSON
import SeatChartStore

extension SaleJSON {
    /// A webhook's body: `{"id", "type", "event", "seats", "areas": [{"area", "quantity"}],
    /// "order"?, "at", "position"}`; `event` is the event's key (null for the state used
    /// without events), `id` unique in the event, `position` the seats' log position as
    /// `/api/events` numbers its events.
    public static func webhook(_ change: WebhookChange, event: String?) -> JSONValue {
        var members = [
            JSONMember("id", .string((event.map { "\($0):" } ?? "") + change.id)),
            JSONMember("type", .string(change.type)),
            JSONMember("event", text(event)),
            JSONMember("seats", .array(change.seats.map { .string($0) })),
            JSONMember("areas", .array(change.areas.map {
                .object([JSONMember("area", .string($0.areaID)), JSONMember("quantity", integer($0.quantity))])
            })),
        ]
        if let order = change.order { members.append(JSONMember("order", .string(order))) }
        members.append(JSONMember("at", .string(time(Date(timeIntervalSince1970: change.time)))))
        members.append(JSONMember("position", integer(Int(change.seatPosition))))
        return .object(members)
    }
}
