import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

/// The log as the webhooks' outbox in PostgreSQL (``WebhookOutbox``): the lease in the cursor's
/// row, taken under the database's write lock, lets one server of those on the database deliver
/// to a URL at a time.
extension PostgresSelectionStore: WebhookOutbox {
    public func webhookEntries(afterSeat seat: Int64, afterArea area: Int64, limit: Int) throws -> (seats: [WebhookLogEntry], areas: [WebhookLogEntry]) {
        guard hasState else { return ([], []) }
        return try read { connection, _ in
            let seats = try connection.run("""
                SELECT e.id, e.time, h.name, e.action, e.seat_id, e.actor FROM event e LEFT JOIN holder h ON h.id = e.holder_id
                WHERE e.id > \(seat) ORDER BY e.id LIMIT \(limit)
                """).compactMap { row -> WebhookLogEntry? in
                let r = try row.decode((Int64, Double, String?, String, String, String?).self)
                guard let action = SelectionAction(rawValue: r.3) else { return nil }
                return WebhookLogEntry(log: .seats, id: r.0, time: r.1, holder: r.2, action: action, placeID: r.4, quantity: nil, actor: r.5)
            }
            let areas = try connection.run("""
                SELECT e.id, e.time, h.name, e.action, e.area_id, e.quantity, e.actor FROM area_event e JOIN holder h ON h.id = e.holder_id
                WHERE e.id > \(area) ORDER BY e.id LIMIT \(limit)
                """).compactMap { row -> WebhookLogEntry? in
                let r = try row.decode((Int64, Double, String, String, String, Int, String?).self)
                guard let action = SelectionAction(rawValue: r.3) else { return nil }
                return WebhookLogEntry(log: .areas, id: r.0, time: r.1, holder: r.2, action: action, placeID: r.4, quantity: r.5, actor: r.6)
            }
            return (seats, areas)
        }
    }

    public func webhookOrder(holder: String, time: Double, refund: Bool) throws -> String? {
        guard hasState else { return nil }
        return try readStatement { connection, _ in
            let rows = refund
                ? try connection.run("SELECT o.id FROM sale_order o JOIN holder h ON h.id = o.holder_id WHERE h.name = \(holder) AND o.refunded_at = \(time) ORDER BY o.id LIMIT 1")
                : try connection.run("SELECT o.id FROM sale_order o JOIN holder h ON h.id = o.holder_id WHERE h.name = \(holder) AND o.booked_at = \(time) ORDER BY o.id LIMIT 1")
            return try rows.first?.decode(String.self)
        }
    }

    public func takeWebhookLease(_ url: String, owner: String, for seconds: Double) throws -> WebhookCursor? {
        try write { connection, now -> WebhookCursor? in
            let until = now.timeIntervalSince1970 + seconds
            try connection.run("""
                INSERT INTO webhook_cursor (url, seat_position, area_position)
                VALUES (\(url), (SELECT coalesce(max(id), 0) FROM event), (SELECT coalesce(max(id), 0) FROM area_event))
                ON CONFLICT (url) DO NOTHING
                """)
            try connection.run("""
                UPDATE webhook_cursor SET lease_owner = \(owner), lease_until = \(until)
                WHERE url = \(url) AND (lease_owner IS NULL OR lease_owner = \(owner) OR lease_until < \(now.timeIntervalSince1970))
                """)
            guard let cursor = try Self.cursors(connection, url: url).first, cursor.leaseOwner == owner else { return nil }
            return cursor
        }
    }

    public func recordWebhookDelivery(_ url: String, owner: String, seat: Int64, area: Int64, leaseFor seconds: Double) throws -> Bool {
        try write { connection, now -> Bool in
            let until = now.timeIntervalSince1970 + seconds
            let rows = try connection.run("""
                UPDATE webhook_cursor SET seat_position = \(seat), area_position = \(area), failures = 0, next_attempt_at = NULL,
                failing_since = NULL, lease_until = \(until) WHERE url = \(url) AND lease_owner = \(owner) RETURNING url
                """)
            return !rows.isEmpty
        }
    }

    public func recordWebhookFailure(_ url: String, owner: String, failure: WebhookCursor) throws {
        _ = try write { connection, _ in
            try connection.run("""
                UPDATE webhook_cursor SET seat_position = \(failure.seatPosition), area_position = \(failure.areaPosition),
                failures = \(failure.failures), last_error = \(failure.lastError), next_attempt_at = \(failure.nextAttemptAt),
                failing_since = \(failure.failingSince), dropped = \(failure.dropped) WHERE url = \(url) AND lease_owner = \(owner)
                """)
        }
    }

    public func webhookCursors() throws -> [WebhookCursor] {
        guard hasState else { return [] }
        return try readStatement { connection, _ in
            guard try connection.run("SELECT to_regclass('public.webhook_cursor') IS NOT NULL").first?.decode(Bool.self) == true else { return [] }
            return try Self.cursors(connection, url: nil)
        }
    }

    private static func cursors(_ connection: StateConnection, url: String?) throws -> [WebhookCursor] {
        let rows = try url.map {
            try connection.run("""
                SELECT url, seat_position, area_position, failures, last_error, next_attempt_at, failing_since, dropped, lease_owner, lease_until
                FROM webhook_cursor WHERE url = \($0)
                """)
        } ?? connection.run("""
            SELECT url, seat_position, area_position, failures, last_error, next_attempt_at, failing_since, dropped, lease_owner, lease_until
            FROM webhook_cursor ORDER BY url
            """)
        return try rows.map { row in
            let r = try row.decode((String, Int64, Int64, Int, String?, Double?, Double?, Int, String?, Double?).self)
            return WebhookCursor(
                url: r.0, seatPosition: r.1, areaPosition: r.2, failures: r.3, lastError: r.4, nextAttemptAt: r.5, failingSince: r.6,
                dropped: r.7, leaseOwner: r.8, leaseUntil: r.9)
        }
    }
}
