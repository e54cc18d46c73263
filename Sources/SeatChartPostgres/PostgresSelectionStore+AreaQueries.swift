import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

/// Reading standing areas' places from PostgreSQL, without a lock; a hold whose time ran out
/// counts as free, as for seats.
extension PostgresSelectionStore {
    public func areaCounts(holder: String) throws -> [AreaCount] {
        guard hasState else { return AreaCount.empty(of: chart) }
        return try read { connection, now in
            guard try Self.hasAreas(connection) else { return AreaCount.empty(of: chart) }
            let asker = try holderID(connection, holder, create: false)
            // The time given (tests), else the database's.
            let rows = try connection.run("""
                WITH t AS (SELECT coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())) AS now)
                SELECT area, holder_id, CASE WHEN expires_at <= t.now THEN 0 ELSE held END, booked,
                       CASE WHEN expires_at <= t.now THEN NULL ELSE expires_at END FROM area_place, t
                """).map { row in
                let r = try row.decode((Int, Int64, Int, Int, Double?).self)
                return (area: r.0, holder: r.1, held: r.2, booked: r.3, expiresAt: r.4)
            }
            return AreaCount.counts(of: chart, rows: rows, asker: asker)
        }
    }

    public func areaBookings() throws -> [AreaBookingRecord] {
        guard hasState else { return [] }
        return try read { connection, _ in
            guard try Self.hasAreas(connection) else { return [] }
            return try connection.run("""
                SELECT p.area, h.name, p.booked FROM area_place p JOIN holder h ON h.id = p.holder_id
                WHERE p.booked > 0 ORDER BY p.area, h.name COLLATE "C"
                """).map { row in
                let (area, holder, quantity) = try row.decode((Int, String, Int).self)
                return AreaBookingRecord(area: area, holder: holder, quantity: quantity)
            }
        }
    }

    public func areaHistory(holder: String?, limit: Int?) throws -> [SelectionEvent] {
        guard hasState else { return [] }
        return try read { connection, now in
            guard try Self.hasAreas(connection) else { return [] }
            // A name no holder has (NULL) matches every holder.
            let due = try connection.run("""
                SELECT p.expires_at, h.name, 'expire', p.area_id, p.held, NULL::text FROM area_place p JOIN holder h ON h.id = p.holder_id
                WHERE p.expires_at <= coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())) AND (\(holder)::text IS NULL OR h.name = \(holder)) ORDER BY p.expires_at DESC, p.area DESC
                """)
            let logged = try connection.run("""
                SELECT e.time, h.name, e.action, e.area_id, e.quantity, e.actor FROM area_event e JOIN holder h ON h.id = e.holder_id
                WHERE \(holder)::text IS NULL OR h.name = \(holder) ORDER BY e.time DESC, e.id DESC LIMIT \(limit.map { max(0, $0) })
                """)
            let events = try (Array(due) + Array(logged)).compactMap { row -> SelectionEvent? in
                let (time, name, actionText, areaID, quantity, actor) = try row.decode((Double, String, String, String, Int, String?).self)
                guard let action = SelectionAction(rawValue: actionText) else { return nil }
                var event = SelectionEvent(
                    time: Date(timeIntervalSince1970: time), actor: SelectionEvent.actor(recorded: actor, holder: name, action: action),
                    holder: name, action: action, seatID: areaID)
                event.quantity = quantity
                return event
            }
            return SelectionEvent.newestFirst(events, limit: limit)
        }
    }

    public func areaPosition() throws -> AreaPosition {
        let empty = AreaPosition.empty(now: Date().timeIntervalSince1970)
        guard hasState else { return empty }
        return try read { connection, now in
            guard try Self.hasAreas(connection) else { return empty }
            // The time given (tests), else the database's.
            for row in try connection.run("""
                WITH t AS (SELECT coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())) AS now)
                SELECT t.now, (SELECT coalesce(max(id), 0) FROM area_event)::int8, (SELECT count(*) FROM area_place)::int8,
                       (SELECT min(expires_at) FROM area_place WHERE held > 0 AND expires_at > t.now) FROM t
                """) {
                let (time, event, rows, expiry) = try row.decode((Double, Int64, Int64, Double?).self)
                return AreaPosition(lastEvent: event, rows: Int(rows), nextExpiry: expiry, now: time)
            }
            return empty
        }
    }

    public func checkAreas() throws -> [String] {
        guard hasState else { return [] }
        return try read { connection, _ in
            guard try Self.hasAreas(connection) else { return [] }
            var replay = AreaLogReplay(chart: chart)
            for row in try connection.run("SELECT area, action, holder_id, quantity, state FROM area_event ORDER BY id") {
                let (area, action, holder, quantity, state) = try row.decode((Int, String, Int64, Int, String).self)
                replay.apply(area: area, action: action, holder: holder, quantity: quantity, state: state)
            }
            let stored = try connection.run("SELECT area, area_id, holder_id, held, booked FROM area_place").map { row in
                let (area, areaID, holder, held, booked) = try row.decode((Int, String, Int64, Int, Int).self)
                return AreaLogReplay.StoredRow(area: area, areaID: areaID, holder: holder, held: held, booked: booked)
            }
            guard try connection.run("SELECT to_regclass('public.area_total') IS NOT NULL").first?.decode(Bool.self) ?? false else {
                return replay.finish(stored: stored)
            }
            var totals: [Int: AreaLogReplay.Places] = [:]
            for row in try connection.run("SELECT area, held, booked FROM area_total") {
                let (area, held, booked) = try row.decode((Int, Int, Int).self)
                totals[area] = AreaLogReplay.Places(held: held, booked: booked)
            }
            return replay.finish(stored: stored) + replay.totalProblems(stored: stored, totals: totals)
        }
    }

    /// Whether the state has the areas' tables (a state of the first migrations read before an
    /// upgrade has none: no places then).
    static func hasAreas(_ connection: StateConnection) throws -> Bool {
        try connection.run("SELECT to_regclass('public.area_place') IS NOT NULL").first?.decode(Bool.self) ?? false
    }
}
