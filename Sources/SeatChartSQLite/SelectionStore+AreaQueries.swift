import Foundation
import GRDB
import SeatChart
import SeatChartStore

/// Reading standing areas' places from the SQLite file, from an open store or read-only.
extension SelectionStore {
    public func areaCounts(holder: String) throws -> [AreaCount] {
        try read { db, now in try Self.areaCounts(db, chart: chart, holder: holder, now: now) }
    }

    public func areaHistory(holder: String?, limit: Int?) throws -> [SelectionEvent] {
        try read { db, now in try Self.areaHistory(db, holder: holder, limit: limit, now: now) }
    }

    public func areaBookings() throws -> [AreaBookingRecord] {
        try read { db, _ in try Self.areaBookings(db) }
    }

    public func checkAreas() throws -> [String] {
        try read { db, _ in try Self.checkAreas(db, chart: chart) }
    }

    public func areaPosition() throws -> AreaPosition {
        try read { db, now in try Self.areaPosition(db, now: now) }
    }

    // MARK: - Shared with the read-only reader

    /// The areas' last event, their row count and the next live hold to run out.
    static func areaPosition(_ db: StateDatabase, now: Date) throws -> AreaPosition {
        let time = now.timeIntervalSince1970
        guard try db.tableExists("area_place"), let row = try Row.fetchOne(db, sql: """
            SELECT (SELECT coalesce(max(id), 0) FROM area_event), (SELECT count(*) FROM area_place),
                   (SELECT min(expires_at) FROM area_place WHERE held > 0 AND expires_at > ?)
            """, arguments: [time])
        else { return .empty(now: time) }
        return AreaPosition(lastEvent: row[0], rows: row[1], nextExpiry: row[2], now: time)
    }

    /// Every standing area's counts; a hold whose time ran out counts as free.
    static func areaCounts(_ db: StateDatabase, chart: Chart, holder: String, now: Date) throws -> [AreaCount] {
        guard try db.tableExists("area_place") else { return AreaCount.empty(of: chart) }
        let asker = try Int64.fetchOne(db, sql: "SELECT id FROM holder WHERE name = ?", arguments: [holder])
        let rows = try Row.fetchAll(db, sql: """
            SELECT area, holder_id, CASE WHEN expires_at <= ? THEN 0 ELSE held END, booked,
                   CASE WHEN expires_at <= ? THEN NULL ELSE expires_at END FROM area_place
            """, arguments: [now.timeIntervalSince1970, now.timeIntervalSince1970]
        ).map { (area: $0[0] as Int, holder: $0[1] as Int64, held: $0[2] as Int, booked: $0[3] as Int, expiresAt: $0[4] as Double?) }
        return AreaCount.counts(of: chart, rows: rows, asker: asker)
    }

    /// Every holder's booked places, by area, then holder name.
    static func areaBookings(_ db: StateDatabase) throws -> [AreaBookingRecord] {
        guard try db.tableExists("area_place") else { return [] }
        return try Row.fetchAll(db, sql: """
            SELECT p.area, h.name, p.booked FROM area_place p JOIN holder h ON h.id = p.holder_id
            WHERE p.booked > 0 ORDER BY p.area, h.name
            """).map { AreaBookingRecord(area: $0[0], holder: $0[1], quantity: $0[2]) }
    }

    /// The areas' log, newest first, with the expiries due but not swept yet.
    static func areaHistory(_ db: StateDatabase, holder: String?, limit: Int?, now: Date) throws -> [SelectionEvent] {
        guard try db.tableExists("area_event") else { return [] }
        let filter = holder == nil ? "" : "AND h.name = ?"
        let arguments: StatementArguments = holder.map { [$0] } ?? []
        let due = try Row.fetchAll(db, sql: """
            SELECT p.expires_at, h.name, 'expire', p.area_id, p.held, NULL FROM area_place p JOIN holder h ON h.id = p.holder_id
            WHERE p.expires_at <= ? \(filter) ORDER BY p.expires_at DESC, p.area DESC
            """, arguments: [now.timeIntervalSince1970] + arguments)
        let logged = try Row.fetchAll(db, sql: """
            SELECT e.time, h.name, e.action, e.area_id, e.quantity, e.actor FROM area_event e JOIN holder h ON h.id = e.holder_id
            WHERE 1 \(filter) ORDER BY e.time DESC, e.id DESC\(limit.map { " LIMIT \(max(0, $0))" } ?? "")
            """, arguments: arguments)
        let events = (due + logged).compactMap(areaEvent)
        return SelectionEvent.newestFirst(events, limit: limit)
    }

    /// One row (time, holder, action, area id, quantity, actor) as an event.
    static func areaEvent(_ row: GRDB.Row) -> SelectionEvent? {
        guard let action = SelectionAction(rawValue: row[2]) else { return nil }
        let holder: String = row[1]
        var event = SelectionEvent(
            time: Date(timeIntervalSince1970: row[0]), actor: SelectionEvent.actor(recorded: row[5], holder: holder, action: action),
            holder: holder, action: action, seatID: row[3])
        event.quantity = row[4]
        return event
    }

    /// The areas' log replayed against the stored places (``AreaLogReplay``).
    static func checkAreas(_ db: StateDatabase, chart: Chart) throws -> [String] {
        guard try db.tableExists("area_place") else { return [] }
        var replay = AreaLogReplay(chart: chart)
        let events = try Row.fetchCursor(db, sql: "SELECT area, action, holder_id, quantity, state FROM area_event ORDER BY id")
        while let row = try events.next() {
            replay.apply(area: row[0], action: row[1], holder: row[2], quantity: row[3], state: row[4])
        }
        let stored = try Row.fetchAll(db, sql: "SELECT area, area_id, holder_id, held, booked FROM area_place").map {
            AreaLogReplay.StoredRow(area: $0[0], areaID: $0[1], holder: $0[2], held: $0[3], booked: $0[4])
        }
        return replay.finish(stored: stored) + (try totalProblems(db, replay, stored: stored))
    }

    /// Where `area_total` (v9) differs from the sum of its area's stored rows.
    static func totalProblems(_ db: StateDatabase, _ replay: AreaLogReplay, stored: [AreaLogReplay.StoredRow]) throws -> [String] {
        guard try db.tableExists("area_total") else { return [] }
        var totals: [Int: AreaLogReplay.Places] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT area, held, booked FROM area_total") {
            totals[row[0]] = AreaLogReplay.Places(held: row[1], booked: row[2])
        }
        return replay.totalProblems(stored: stored, totals: totals)
    }
}

extension SelectionStateFile: PlaceReader {
    public func areaCounts(holder: String) throws -> [AreaCount] {
        try SelectionStore.readOnly(path: path, chart: chart, namespace: namespace) { db in
            try SelectionStore.areaCounts(db, chart: chart, holder: holder, now: clock())
        } ?? AreaCount.empty(of: chart)
    }

    public func areaHistory(holder: String?, limit: Int?) throws -> [SelectionEvent] {
        try SelectionStore.readOnly(path: path, chart: chart, namespace: namespace) { db in
            try SelectionStore.areaHistory(db, holder: holder, limit: limit, now: clock())
        } ?? []
    }

    public func areaBookings() throws -> [AreaBookingRecord] {
        try SelectionStore.readOnly(path: path, chart: chart, namespace: namespace) { db in try SelectionStore.areaBookings(db) } ?? []
    }

    public func checkAreas() throws -> [String] {
        try SelectionStore.readOnly(path: path, chart: chart, namespace: namespace) { db in try SelectionStore.checkAreas(db, chart: chart) } ?? []
    }

    public func areaPosition() throws -> AreaPosition {
        let now = clock()
        return try SelectionStore.readOnly(path: path, chart: chart, namespace: namespace) { db in try SelectionStore.areaPosition(db, now: now) }
            ?? .empty(now: now.timeIntervalSince1970)
    }
}
