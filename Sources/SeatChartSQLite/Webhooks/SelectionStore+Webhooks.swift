import Foundation
import GRDB
import SeatChart
import SeatChartStore

/// The log as the webhooks' outbox in the SQLite file (``WebhookOutbox``).
extension SelectionStore: WebhookOutbox {
    public func webhookEntries(afterSeat seat: Int64, afterArea area: Int64, limit: Int) throws -> (seats: [WebhookLogEntry], areas: [WebhookLogEntry]) {
        try read { db, _ in
            let seats = try GRDB.Row.fetchAll(
                db, sql: """
                    SELECT e.id, e.time, h.name, e.action, e.seat_id, e.actor FROM event e LEFT JOIN holder h ON h.id = e.holder_id
                    WHERE e.id > ? ORDER BY e.id LIMIT ?
                    """, arguments: [seat, limit]
            ).compactMap { row -> WebhookLogEntry? in
                guard let action = SelectionAction(rawValue: row[3]) else { return nil }
                return WebhookLogEntry(log: .seats, id: row[0], time: row[1], holder: row[2], action: action, placeID: row[4], quantity: nil, actor: row[5])
            }
            guard try db.tableExists("area_event") else { return (seats, []) }
            let areas = try GRDB.Row.fetchAll(
                db, sql: """
                    SELECT e.id, e.time, h.name, e.action, e.area_id, e.quantity, e.actor FROM area_event e JOIN holder h ON h.id = e.holder_id
                    WHERE e.id > ? ORDER BY e.id LIMIT ?
                    """, arguments: [area, limit]
            ).compactMap { row -> WebhookLogEntry? in
                guard let action = SelectionAction(rawValue: row[3]) else { return nil }
                return WebhookLogEntry(log: .areas, id: row[0], time: row[1], holder: row[2], action: action, placeID: row[4], quantity: row[5], actor: row[6])
            }
            return (seats, areas)
        }
    }

    public func webhookOrder(holder: String, time: Double, refund: Bool) throws -> String? {
        try read { db, _ in
            guard try db.tableExists("sale_order") else { return nil }
            return try String.fetchOne(
                db, sql: "SELECT o.id FROM sale_order o JOIN holder h ON h.id = o.holder_id WHERE h.name = ? AND o.\(refund ? "refunded_at" : "booked_at") = ? ORDER BY o.id LIMIT 1",
                arguments: [holder, time])
        }
    }

    public func takeWebhookLease(_ url: String, owner: String, for seconds: Double) throws -> WebhookCursor? {
        try catalogueWrite { db, now in
            let until = now.timeIntervalSince1970 + seconds
            if try Self.cursor(db, url) == nil {
                let seat = try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM event") ?? 0
                let area = try db.tableExists("area_event") ? try Int64.fetchOne(db, sql: "SELECT coalesce(max(id), 0) FROM area_event") ?? 0 : 0
                try db.execute(sql: "INSERT INTO webhook_cursor (url, seat_position, area_position) VALUES (?, ?, ?)", arguments: [url, seat, area])
            }
            try db.execute(
                sql: "UPDATE webhook_cursor SET lease_owner = ?, lease_until = ? WHERE url = ? AND (lease_owner IS NULL OR lease_owner = ? OR lease_until < ?)",
                arguments: [owner, until, url, owner, now.timeIntervalSince1970])
            guard let cursor = try Self.cursor(db, url), cursor.leaseOwner == owner else { return nil }
            return cursor
        }
    }

    public func recordWebhookDelivery(_ url: String, owner: String, seat: Int64, area: Int64, leaseFor seconds: Double) throws -> Bool {
        try catalogueWrite { db, now in
            let until = now.timeIntervalSince1970 + seconds
            try db.execute(
                sql: """
                    UPDATE webhook_cursor SET seat_position = ?, area_position = ?, failures = 0, next_attempt_at = NULL, failing_since = NULL,
                    lease_until = ? WHERE url = ? AND lease_owner = ?
                    """, arguments: [seat, area, until, url, owner])
            return db.changesCount > 0
        }
    }

    public func recordWebhookFailure(_ url: String, owner: String, failure: WebhookCursor) throws {
        try catalogueWrite { db, _ in
            try db.execute(
                sql: """
                    UPDATE webhook_cursor SET seat_position = ?, area_position = ?, failures = ?, last_error = ?, next_attempt_at = ?,
                    failing_since = ?, dropped = ? WHERE url = ? AND lease_owner = ?
                    """,
                arguments: [failure.seatPosition, failure.areaPosition, failure.failures, failure.lastError, failure.nextAttemptAt,
                            failure.failingSince, failure.dropped, url, owner])
        }
    }

    public func webhookCursors() throws -> [WebhookCursor] {
        try read { db, _ in
            guard try db.tableExists("webhook_cursor") else { return [] }
            return try GRDB.Row.fetchAll(db, sql: "SELECT \(Self.cursorColumns) FROM webhook_cursor ORDER BY url").map(Self.cursor)
        }
    }

    private static let cursorColumns =
        "url, seat_position, area_position, failures, last_error, next_attempt_at, failing_since, dropped, lease_owner, lease_until"

    private static func cursor(_ db: StateDatabase, _ url: String) throws -> WebhookCursor? {
        try GRDB.Row.fetchOne(db.db, sql: db.qualify("SELECT \(cursorColumns) FROM webhook_cursor WHERE url = ?"), arguments: [url]).map(cursor)
    }

    private static func cursor(_ row: GRDB.Row) -> WebhookCursor {
        WebhookCursor(
            url: row[0], seatPosition: row[1], areaPosition: row[2], failures: row[3], lastError: row[4], nextAttemptAt: row[5],
            failingSince: row[6], dropped: row[7], leaseOwner: row[8], leaseUntil: row[9])
    }
}
