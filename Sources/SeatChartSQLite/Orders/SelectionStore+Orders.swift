import Foundation
import GRDB
import SeatChart
import SeatChartStore

/// Orders in the SQLite file: each booking or refund is one `BEGIN IMMEDIATE` transaction with
/// its seats' and places' change (``OrderSteps``), so an order is never recorded without its
/// bookings, nor a booking of an order without the order.
extension SelectionStore: OrderStore {
    public func bookOrder(_ request: OrderRequest) throws -> OrderChange {
        try write { db, now -> OrderChange in
            var done = try steps(db, now).bookOrder(request)
            done.change.position = try logPosition(db)
            return done
        }
    }

    public func refundOrder(_ id: String, by actor: String?) throws -> OrderChange {
        try write { db, now -> OrderChange in
            var done = try steps(db, now).refundOrder(id, by: actor)
            done.change.position = try logPosition(db)
            return done
        }
    }

    public func order(_ id: String) throws -> SaleOrder? {
        try read { db, _ in try Self.orders(db, chart: chart, id: id).first }
    }

    public func orders() throws -> [SaleOrder] {
        try read { db, _ in try Self.orders(db, chart: chart, id: nil) }
    }

    /// The orders recorded (only `id`'s when given), oldest first; none in a file made before
    /// orders were (reads never migrate).
    static func orders(_ db: StateDatabase, chart: Chart, id: String?) throws -> [SaleOrder] {
        guard try db.tableExists("sale_order") else { return [] }
        let filter = id == nil ? "" : "WHERE o.id = ?"
        let arguments: StatementArguments = id.map { [$0] } ?? []
        let orders = try Row.fetchAll(
            db, sql: """
                SELECT o.id, h.name, o.booked_at, o.total, o.currency, o.refunded_at, o.refunded_by
                FROM sale_order o JOIN holder h ON h.id = o.holder_id \(filter) ORDER BY o.booked_at, o.id
                """, arguments: arguments
        ).map { row in
            SaleOrder(
                id: row[0], holder: row[1], seats: [], seatIDs: [], places: [], total: row[3], currency: row[4],
                time: Date(timeIntervalSince1970: row[2]),
                refund: (row[5] as Double?).map { SaleOrder.Refund(time: Date(timeIntervalSince1970: $0), actor: row[6]) })
        }
        guard !orders.isEmpty else { return [] }
        let lines = try Row.fetchAll(
            db, sql: "SELECT order_id, line, seat, area, place_id, quantity FROM order_line \(id == nil ? "" : "WHERE order_id = ?") ORDER BY order_id, line",
            arguments: arguments
        ).map { SelectionStateDump.OrderLine(orderID: $0[0], line: $0[1], seat: $0[2], area: $0[3], placeID: $0[4], quantity: $0[5]) }
        return SaleOrder.attaching(lines, to: orders)
    }
}

extension SQLitePlaceSteps: OrderSteps {
    func storedOrder(_ id: String) throws -> SaleOrder? {
        try SelectionStore.orders(db, chart: chart, id: id).first
    }

    func insertOrder(_ order: SaleOrder, holderID: Int64) throws {
        try db.execute(
            sql: "INSERT INTO sale_order (id, holder_id, booked_at, total, currency) VALUES (?, ?, ?, ?, ?)",
            arguments: [order.id, holderID, order.time.timeIntervalSince1970, order.total, order.currency])
        let line = try db.cachedStatement(sql: "INSERT INTO order_line (order_id, line, seat, area, place_id, quantity) VALUES (?, ?, ?, ?, ?, ?)")
        var number = 0
        for (seat, seatID) in zip(order.seats, order.seatIDs) {
            try line.execute(arguments: [order.id, number, seat, nil, seatID, 1])
            number += 1
        }
        for places in order.places {
            try line.execute(arguments: [order.id, number, nil, places.area, places.areaID, places.quantity])
            number += 1
        }
    }

    func recordRefund(_ id: String, _ refund: SaleOrder.Refund) throws {
        try db.execute(
            sql: "UPDATE sale_order SET refunded_at = ?, refunded_by = ? WHERE id = ?",
            arguments: [refund.time.timeIntervalSince1970, refund.actor, id])
    }

    func bookSeats(_ seats: [Int], holderID: Int64) throws -> [String] {
        let time = now.timeIntervalSince1970
        let update = try db.cachedStatement(sql: "UPDATE seat_state SET state = 'booked', expires_at = NULL, since = ? WHERE seat = ? AND holder_id = ? AND state = 'held'")
        var booked: [String] = []
        for seat in seats {
            try update.execute(arguments: [time, seat, holderID])
            let seatID = chart.seatID(seat)
            try store.log(db, time: time, holderID: holderID, action: .book, seat: seat, seatID: seatID)
            booked.append(seatID)
        }
        return booked
    }

    func otherStandingOrders(of holderID: Int64, except id: String) throws -> (seats: Set<Int>, places: [Int: Int]) {
        var seats = Set<Int>(), places: [Int: Int] = [:]
        for row in try Row.fetchAll(
            db, sql: """
                SELECT l.seat, l.area, l.quantity FROM order_line l JOIN sale_order o ON o.id = l.order_id
                WHERE o.holder_id = ? AND o.refunded_at IS NULL AND o.id <> ?
                """, arguments: [holderID, id]) {
            if let seat: Int = row[0] { seats.insert(seat) } else if let area: Int = row[1] { places[area, default: 0] += row[2] }
        }
        return (seats, places)
    }

    func expiredSeats(of holderID: Int64) throws -> [Int] {
        try Int.fetchAll(
            db, sql: """
                SELECT DISTINCT seat FROM event WHERE holder_id = ? AND action = 'expire'
                AND id > coalesce((SELECT max(id) FROM event WHERE holder_id = ? AND action = 'book'), 0)
                AND seat NOT IN (SELECT seat FROM seat_state WHERE holder_id = ?) ORDER BY seat
                """, arguments: [holderID, holderID, holderID])
    }
}

extension SelectionStateFile: OrderReader {
    /// The recorded order `id`; never creates the file.
    public func order(_ id: String) throws -> SaleOrder? {
        try SelectionStore.readOnly(path: path, chart: chart, namespace: namespace) { db in
            try SelectionStore.orders(db, chart: chart, id: id).first
        } ?? nil
    }

    /// Every recorded order, oldest first; never creates the file.
    public func orders() throws -> [SaleOrder] {
        try SelectionStore.readOnly(path: path, chart: chart, namespace: namespace) { db in
            try SelectionStore.orders(db, chart: chart, id: nil)
        } ?? []
    }
}

extension SelectionStore: IdempotencyStore {
    public func claimIdempotencyKey(_ key: String, fingerprint: String) throws -> IdempotencyClaim {
        try catalogueWrite { db, now in
            try db.execute(sql: "DELETE FROM idempotency_key WHERE created_at < ?", arguments: [now.timeIntervalSince1970 - IdempotencyRules.keptFor])
            if let row = try Row.fetchOne(db.db, sql: db.qualify("SELECT fingerprint, created_at, status, body FROM idempotency_key WHERE key = ?"), arguments: [key]) {
                if let claim = IdempotencyRules.claim(stored: (row[0], row[1], row[2], row[3]), fingerprint: fingerprint, now: now) { return claim }
                try db.execute(sql: "UPDATE idempotency_key SET created_at = ? WHERE key = ?", arguments: [now.timeIntervalSince1970, key])
                return .claimed
            }
            try db.execute(
                sql: "INSERT INTO idempotency_key (key, fingerprint, created_at) VALUES (?, ?, ?)",
                arguments: [key, fingerprint, now.timeIntervalSince1970])
            return .claimed
        }
    }

    public func recordAnswer(_ key: String, status: Int, body: String) throws {
        try catalogueWrite { db, _ in
            try db.execute(sql: "UPDATE idempotency_key SET status = ?, body = ? WHERE key = ?", arguments: [status, body, key])
        }
    }

    public func abandonIdempotencyKey(_ key: String) throws {
        try catalogueWrite { db, _ in try db.execute(sql: "DELETE FROM idempotency_key WHERE key = ? AND status IS NULL", arguments: [key]) }
    }
}
