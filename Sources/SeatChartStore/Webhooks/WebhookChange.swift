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
    /// or refunded by a holder at a time; `complete` says of each log whether its read was whole
    /// (not cut at its limit): entries from the time a cut log stops on are left for the next read,
    /// so that neither log's later entries pass the other's earlier ones, nor a write is split
    /// (unless one write alone fills a read).
    public static func changes(
        seats allSeats: [WebhookLogEntry], areas allAreas: [WebhookLogEntry], from: (seat: Int64, area: Int64),
        complete: (seats: Bool, areas: Bool),
        orders: (_ holder: String, _ time: Double, _ refund: Bool) throws -> String?
    ) rethrows -> [WebhookChange] {
        var seats = allSeats, areas = allAreas
        let cuts = [complete.seats ? nil : allSeats.last?.time, complete.areas ? nil : allAreas.last?.time].compactMap { $0 }
        if let cut = cuts.min() {
            let keptSeats = allSeats.filter { $0.time < cut }, keptAreas = allAreas.filter { $0.time < cut }
            if !keptSeats.isEmpty || !keptAreas.isEmpty { (seats, areas) = (keptSeats, keptAreas) }
        }
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
                var order: String?
                if let holder = entry.holder, entry.action == .book || entry.action == .release {
                    order = try orders(holder, entry.time, entry.action == .release)
                }
                let refund = entry.action == .release && order != nil
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
        return changes
    }
}
