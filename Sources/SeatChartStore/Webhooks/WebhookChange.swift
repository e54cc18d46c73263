import Foundation

/// One change as a webhook tells it: what one write did to its seats and places, with the
/// order it booked or refunded.
public struct WebhookChange: Hashable, Sendable {
    /// `held`, `released`, `expired`, `booked`, `refunded`, `blocked` or `unblocked`.
    public var type: String
    /// The seats' ids, in log order.
    public var seats: [String]
    /// The standing areas' places.
    public var areas: [AreaPlaces]
    /// The order booked or refunded, when the change is one's.
    public var order: String?
    /// When it happened (seconds since 1970).
    public var time: Double
    /// The last entries of each log it covers: once delivered, the cursor moves here.
    public var seatPosition: Int64, areaPosition: Int64

    /// Its id, unique in the sale: its positions in the two logs.
    public var id: String { "\(seatPosition)-\(areaPosition)" }

    /// The type a log action reads as (a release within an order's refund reads `refunded`).
    public static func type(of action: SelectionAction, refund: Bool) -> String {
        switch action {
        case .select: "held"
        case .deselect: "released"
        case .release: refund ? "refunded" : "released"
        case .expire: "expired"
        case .book: "booked"
        case .block: "blocked"
        case .unblock: "unblocked"
        }
    }

    /// The changes `entries` of both logs make, in log order: entries of one write (the same
    /// time, holder, action and actor, one after another when both logs are merged by time)
    /// are one change. `from` are the positions before them; `orders` tells the order booked
    /// or refunded by a holder at a time; `complete` is false when the read was cut at its
    /// limit, so that the last change, which may go on beyond it, is left for the next read.
    public static func changes(
        seats: [WebhookLogEntry], areas: [WebhookLogEntry], from: (seat: Int64, area: Int64), complete: Bool,
        orders: (_ holder: String, _ time: Double, _ refund: Bool) -> String?
    ) -> [WebhookChange] {
        var merged: [WebhookLogEntry] = []
        var s = 0, a = 0
        while s < seats.count || a < areas.count {
            if a >= areas.count || (s < seats.count && seats[s].time <= areas[a].time) {
                merged.append(seats[s]); s += 1
            } else {
                merged.append(areas[a]); a += 1
            }
        }
        var changes: [WebhookChange] = []
        var position = from
        var current: (key: [String?], change: WebhookChange)?
        func close() {
            if let current { changes.append(current.change) }
            current = nil
        }
        for entry in merged {
            let key: [String?] = [String(entry.time), entry.holder, entry.action.rawValue, entry.actor]
            if entry.log == .seats { position.seat = entry.id } else { position.area = entry.id }
            if current?.key != key {
                close()
                let refund = entry.action == .release && entry.holder.flatMap { orders($0, entry.time, true) } != nil
                let order = entry.holder.flatMap { holder -> String? in
                    switch entry.action {
                    case .book: return orders(holder, entry.time, false)
                    case .release: return orders(holder, entry.time, true)
                    default: return nil
                    }
                }
                current = (key, WebhookChange(
                    type: type(of: entry.action, refund: refund), seats: [], areas: [], order: order, time: entry.time,
                    seatPosition: position.seat, areaPosition: position.area))
            }
            if entry.log == .seats { current?.change.seats.append(entry.placeID) } else {
                current?.change.areas.append(AreaPlaces(areaID: entry.placeID, quantity: entry.quantity ?? 0))
            }
            current?.change.seatPosition = position.seat
            current?.change.areaPosition = position.area
        }
        close()
        if !complete, changes.count > 1 { changes.removeLast() }
        return changes
    }
}
