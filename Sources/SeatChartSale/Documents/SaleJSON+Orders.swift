import SeatChartJSON
import SeatChartStore

extension SaleJSON {
    /// One order: `{"order", "holder", "seats", "places": [{"area", "quantity"}], "total",
    /// "currency", "time", "state", "refundedAt", "refundedBy"}`: `total` in the currency's
    /// minor units, `state` `booked` or `refunded`, the refund's members null while it stands.
    public static func order(_ order: SaleOrder) -> JSONValue {
        .object(orderMembers(order))
    }

    /// An order as booking or refunding it answers: ``order(_:)`` and `"position"`, where the
    /// log stood once the change was made (the event stream's numbering).
    public static func orderAnswer(_ change: OrderChange) -> JSONValue {
        .object(orderMembers(change.order) + [JSONMember("position", change.change.position.map { integer(Int($0)) } ?? .null)])
    }

    private static func orderMembers(_ order: SaleOrder) -> [JSONMember] {
        [
            JSONMember("order", .string(order.id)),
            JSONMember("holder", .string(order.holder)),
            JSONMember("seats", .array(order.seatIDs.map { .string($0) })),
            JSONMember("places", .array(order.places.map {
                .object([JSONMember("area", .string($0.areaID)), JSONMember("quantity", integer($0.quantity))])
            })),
            JSONMember("total", integer(order.total)),
            JSONMember("currency", text(order.currency)),
            JSONMember("time", .string(time(order.time))),
            JSONMember("state", .string(order.state)),
            JSONMember("refundedAt", text(order.refund.map { time($0.time) })),
            JSONMember("refundedBy", text(order.refund?.actor)),
        ]
    }
}
