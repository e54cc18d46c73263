import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// The state of every seat now, with `holder`'s live holds and bookings marked selected
    /// (theirs: a rendering draws held ones as the selection, booked ones as sold to them).
    public func states(holder: String) throws -> SeatStateTable {
        try read { db, now in try stateTable(db, holder: holder, now: now) }
    }

    /// Counts by state, `holder`'s live holds and bookings in chart order, and every
    /// holder's latest activity.
    public func status(holder: String) throws -> SelectionStatus {
        try read { db, now in try Self.status(db, chart: chart, holder: holder, now: now) }
    }

    /// Every live booking, in chart order, with its holder and when it was booked.
    public func bookings() throws -> [BookingRecord] {
        try read { db, _ in try Self.bookings(db) }
    }

    /// The log, newest first; only `holder`'s events when given; at most `limit` events.
    ///
    /// Holds that ran out but were not swept yet (no command wrote since) appear as the
    /// `expire` events the next write will log.
    public func history(holder: String? = nil, limit: Int? = nil) throws -> [SelectionEvent] {
        try read { db, now in try Self.history(db, holder: holder, limit: limit, now: now) }
    }

    func stateTable(_ db: StateDatabase, holder: String, now: Date) throws -> SeatStateTable {
        try Self.stateTable(db, chart: chart, holder: holder, now: now)
    }

    // MARK: - Shared with the read-only snapshot

    static func stateTable(_ db: StateDatabase, chart: Chart, holder: String, now: Date) throws -> SeatStateTable {
        var table = SeatStateTable(initialStatesOf: chart)
        let holderID = try Int64.fetchOne(db, sql: "SELECT id FROM holder WHERE name = ?", arguments: [holder])
        let rows = try Row.fetchCursor(
            db, sql: "SELECT seat, state, holder_id FROM seat_state WHERE expires_at IS NULL OR expires_at > ?",
            arguments: [now.timeIntervalSince1970])
        let count = chart.seats.count
        while let row = try rows.next() {
            let seat: Int = row[0]
            guard seat >= 0, seat < count, !chart.seats[seat].isBlocked else { continue }
            let state = StoredSeat.state(row[1])
            table.states[seat] = state
            if state == .held || state == .booked, let owner: Int64 = row[2], owner == holderID { table.selected[seat] = true }
        }
        return table
    }

    static func status(_ db: StateDatabase, chart: Chart, holder: String, now: Date) throws -> SelectionStatus {
        let table = try stateTable(db, chart: chart, holder: holder, now: now)
        let counts = table.countsByState
        var holds: [SeatHold] = [], booked: [String] = []
        if let holderID = try Int64.fetchOne(db, sql: "SELECT id FROM holder WHERE name = ?", arguments: [holder]) {
            let rows = try Row.fetchAll(
                db, sql: """
                    SELECT seat_id, state, expires_at FROM seat_state
                    WHERE holder_id = ? AND (expires_at IS NULL OR expires_at > ?) ORDER BY seat
                    """,
                arguments: [holderID, now.timeIntervalSince1970])
            for row in rows {
                let state: String = row[1]
                if state == SeatState.booked.rawValue {
                    booked.append(row[0])
                } else {
                    let expiry: Double? = row[2]
                    holds.append(SeatHold(seatID: row[0], expiresAt: expiry.map { Date(timeIntervalSince1970: $0) }))
                }
            }
        }
        let holders = try Row.fetchAll(
            db, sql: """
                SELECT h.name, e.time, e.action FROM holder h
                JOIN event e ON e.id = (
                    SELECT id FROM event WHERE holder_id = h.id ORDER BY time DESC, id DESC LIMIT 1)
                ORDER BY h.name
                """
        ).compactMap { row -> HolderActivity? in
            guard let action = SelectionAction(rawValue: row[2]) else { return nil }
            return HolderActivity(holder: row[0], time: Date(timeIntervalSince1970: row[1]), action: action)
        }
        return SelectionStatus(
            countsByState: SeatState.allCases.map { SeatStateCount(state: $0, count: counts[$0] ?? 0) },
            holder: holder, holds: holds, booked: booked, holders: holders)
    }

    static func bookings(_ db: StateDatabase) throws -> [BookingRecord] {
        try Row.fetchAll(
            db, sql: """
                SELECT s.seat, s.seat_id, h.name, s.since FROM seat_state s JOIN holder h ON h.id = s.holder_id
                WHERE s.state = 'booked' ORDER BY s.seat
                """
        ).map { BookingRecord(seat: $0[0], seatID: $0[1], holder: $0[2], time: Date(timeIntervalSince1970: $0[3])) }
    }

    static func history(_ db: StateDatabase, holder: String?, limit: Int?, now: Date) throws -> [SelectionEvent] {
        var filter = ""
        var arguments: StatementArguments = []
        if let holder {
            filter = "WHERE h.name = ?"
            arguments += [holder]
        }
        var events: [SelectionEvent] = []
        // Expiries due but not yet swept, as the next write will log them.
        let due = try Row.fetchAll(
            db, sql: """
                SELECT s.expires_at, h.name, s.seat_id FROM seat_state s JOIN holder h ON h.id = s.holder_id
                \(filter.isEmpty ? "WHERE" : filter + " AND") s.expires_at <= ? ORDER BY s.expires_at DESC, s.seat DESC
                """,
            arguments: arguments + [now.timeIntervalSince1970])
        for row in due {
            events.append(SelectionEvent(
                time: Date(timeIntervalSince1970: row[0]), actor: SelectionEvent.system, holder: row[1], action: .expire,
                seatID: row[2]))
        }
        let limitClause = limit.map { " LIMIT \(max(0, $0))" } ?? ""
        // A file read before v5 is upgraded (reads never migrate) has no actors: none recorded.
        let actor = try db.columns(in: "event").contains { $0.name == "actor" } ? "e.actor" : "NULL"
        // The box office's own events have no holder.
        let logged = try Row.fetchAll(
            db, sql: """
                SELECT e.time, h.name, e.action, e.seat_id, \(actor) FROM event e LEFT JOIN holder h ON h.id = e.holder_id
                \(filter) ORDER BY e.time DESC, e.id DESC\(limitClause)
                """,
            arguments: arguments)
        for row in logged {
            guard let action = SelectionAction(rawValue: row[2]) else { continue }
            let holder: String? = row[1]
            events.append(SelectionEvent(
                time: Date(timeIntervalSince1970: row[0]),
                actor: SelectionEvent.actor(recorded: row[4], holder: holder, action: action),
                holder: holder, action: action, seatID: row[3]))
        }
        if !due.isEmpty {
            // Stable merge by time, newest first (pending expiries first among equal times).
            events = events.enumerated().sorted {
                $0.element.time != $1.element.time ? $0.element.time > $1.element.time : $0.offset < $1.offset
            }.map(\.element)
        }
        if let limit { events = Array(events.prefix(max(0, limit))) }
        return events
    }
}
