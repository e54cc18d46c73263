import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

/// Orders in PostgreSQL: each booking or refund is one write (after the database's write
/// lock) with its seats' and places' change (``OrderSteps``), so an order is never recorded
/// without its bookings, whatever the servers.
extension PostgresSelectionStore: OrderStore {
    public func bookOrder(_ request: OrderRequest) throws -> OrderChange {
        try write { [self] connection, now -> OrderChange in
            var done = try steps(connection, now).bookOrder(request)
            done.change.position = try logPosition(connection)
            return done
        }
    }

    public func refundOrder(_ id: String, by actor: String?) throws -> OrderChange {
        try write { [self] connection, now -> OrderChange in
            var done = try steps(connection, now).refundOrder(id, by: actor)
            done.change.position = try logPosition(connection)
            return done
        }
    }

    public func order(_ id: String) throws -> SaleOrder? {
        guard hasState else { return nil }
        return try readStatement { connection, _ in try Self.orders(connection, id: id).first }
    }

    public func orders() throws -> [SaleOrder] {
        guard hasState else { return [] }
        return try read { connection, _ in try Self.orders(connection, id: nil) }
    }

    /// The orders recorded (only `id`'s when given), oldest first.
    static func orders(_ connection: StateConnection, id: String?) throws -> [SaleOrder] {
        guard try connection.run("SELECT to_regclass('public.sale_order') IS NOT NULL").first?.decode(Bool.self) == true else { return [] }
        let rows = try id.map {
            try connection.run("""
                SELECT o.id, h.name, o.booked_at, o.total, o.currency, o.refunded_at, o.refunded_by
                FROM sale_order o JOIN holder h ON h.id = o.holder_id WHERE o.id = \($0)
                """)
        } ?? connection.run("""
            SELECT o.id, h.name, o.booked_at, o.total, o.currency, o.refunded_at, o.refunded_by
            FROM sale_order o JOIN holder h ON h.id = o.holder_id ORDER BY o.booked_at, o.id
            """)
        var orders: [SaleOrder] = []
        for row in rows {
            let (orderID, holder, time, total, currency, refundedAt, refundedBy) = try row.decode((String, String, Double, Int, String?, Double?, String?).self)
            orders.append(SaleOrder(
                id: orderID, holder: holder, seats: [], seatIDs: [], places: [], total: total, currency: currency,
                time: Date(timeIntervalSince1970: time),
                refund: refundedAt.map { SaleOrder.Refund(time: Date(timeIntervalSince1970: $0), actor: refundedBy) }))
        }
        guard !orders.isEmpty else { return [] }
        let lines = try (id.map {
            try connection.run("SELECT order_id, line, seat, area, place_id, quantity FROM order_line WHERE order_id = \($0) ORDER BY line")
        } ?? connection.run("SELECT order_id, line, seat, area, place_id, quantity FROM order_line ORDER BY order_id, line")).map { row in
            let r = try row.decode((String, Int, Int?, Int?, String, Int).self)
            return SelectionStateDump.OrderLine(orderID: r.0, line: r.1, seat: r.2, area: r.3, placeID: r.4, quantity: r.5)
        }
        return SaleOrder.attaching(lines, to: orders)
    }
}

extension PostgresPlaceSteps: OrderSteps {
    func storedOrder(_ id: String) throws -> SaleOrder? {
        try PostgresSelectionStore.orders(connection, id: id).first
    }

    func insertOrder(_ order: SaleOrder, holderID: Int64) throws {
        try connection.run("""
            INSERT INTO sale_order (id, holder_id, booked_at, total, currency)
            VALUES (\(order.id), \(holderID), \(order.time.timeIntervalSince1970), \(order.total), \(order.currency))
            """)
        let seatCount = order.seats.count
        if seatCount > 0 {
            try connection.run("""
                INSERT INTO order_line (order_id, line, seat, area, place_id, quantity)
                SELECT \(order.id), n - 1, s, NULL, i, 1 FROM unnest(\(order.seats)::bigint[], \(order.seatIDs)::text[]) WITH ORDINALITY AS t(s, i, n)
                """)
        }
        for (offset, places) in order.places.enumerated() {
            try connection.run("""
                INSERT INTO order_line (order_id, line, seat, area, place_id, quantity)
                VALUES (\(order.id), \(seatCount + offset), NULL, \(places.area), \(places.areaID), \(places.quantity))
                """)
        }
    }

    func recordRefund(_ id: String, _ refund: SaleOrder.Refund) throws {
        try connection.run("UPDATE sale_order SET refunded_at = \(refund.time.timeIntervalSince1970), refunded_by = \(refund.actor) WHERE id = \(id)")
    }

    func bookSeats(_ seats: [Int], holderID: Int64) throws -> [String] {
        let time = now.timeIntervalSince1970
        try connection.run("""
            UPDATE seat_state SET state = 'booked', expires_at = NULL, since = \(time)
            WHERE seat = ANY(\(seats)) AND holder_id = \(holderID) AND state = 'held'
            """)
        try store.log(connection, time: time, holderID: holderID, action: .book, seats: seats)
        return seats.map(chart.seatID)
    }

    func otherStandingOrders(of holderID: Int64, except id: String) throws -> (seats: Set<Int>, places: [Int: Int]) {
        var seats = Set<Int>(), places: [Int: Int] = [:]
        for row in try connection.run("""
            SELECT l.seat, l.area, l.quantity FROM order_line l JOIN sale_order o ON o.id = l.order_id
            WHERE o.holder_id = \(holderID) AND o.refunded_at IS NULL AND o.id <> \(id)
            """) {
            let (seat, area, quantity) = try row.decode((Int?, Int?, Int).self)
            if let seat { seats.insert(seat) } else if let area { places[area, default: 0] += quantity }
        }
        return (seats, places)
    }

    func expiredSeats(of holderID: Int64) throws -> [Int] {
        try connection.run("""
            SELECT DISTINCT seat FROM event WHERE holder_id = \(holderID) AND action = 'expire'
            AND id > coalesce((SELECT max(id) FROM event WHERE holder_id = \(holderID) AND action = 'book'), 0)
            AND seat NOT IN (SELECT seat FROM seat_state WHERE holder_id = \(holderID)) ORDER BY seat
            """).map { try $0.decode(Int.self) }
    }
}

extension PostgresSelectionStore: IdempotencyStore {
    public func claimIdempotencyKey(_ key: String, fingerprint: String) throws -> IdempotencyClaim {
        try write { connection, now -> IdempotencyClaim in
            let time = now.timeIntervalSince1970
            try connection.run("DELETE FROM idempotency_key WHERE created_at < \(time - IdempotencyRules.keptFor)")
            if let row = try connection.run("SELECT fingerprint, created_at, status, body FROM idempotency_key WHERE key = \(key)").first {
                let stored = try row.decode((String, Double, Int?, String?).self)
                if let claim = IdempotencyRules.claim(stored: stored, fingerprint: fingerprint, now: now) { return claim }
                try connection.run("UPDATE idempotency_key SET created_at = \(time) WHERE key = \(key)")
                return .claimed
            }
            try connection.run("INSERT INTO idempotency_key (key, fingerprint, created_at) VALUES (\(key), \(fingerprint), \(time))")
            return .claimed
        }
    }

    public func recordAnswer(_ key: String, status: Int, body: String) throws {
        _ = try write { connection, _ in
            try connection.run("UPDATE idempotency_key SET status = \(status), body = \(body) WHERE key = \(key)")
        }
    }

    public func abandonIdempotencyKey(_ key: String) throws {
        _ = try write { connection, _ in try connection.run("DELETE FROM idempotency_key WHERE key = \(key) AND status IS NULL") }
    }
}
