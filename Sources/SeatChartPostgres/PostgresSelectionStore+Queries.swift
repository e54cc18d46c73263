import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

extension PostgresSelectionStore: SelectionStateStore {
    public func states(holder: String) throws -> SeatStateTable {
        guard hasState else { return SeatStateTable(initialStatesOf: chart) }
        return try read { connection, now in try stateTable(connection, holder: holder, now: now) }
    }

    public func status(holder: String) throws -> SelectionStatus {
        guard hasState else {
            let counts = SeatStateTable(initialStatesOf: chart).countsByState
            return SelectionStatus(
                countsByState: SeatState.allCases.map { SeatStateCount(state: $0, count: counts[$0] ?? 0) },
                holder: holder, holds: [], booked: [], holders: [])
        }
        return try read { connection, now in
            let counts = try stateTable(connection, holder: holder, now: now).countsByState
            var holds: [SeatHold] = [], booked: [String] = []
            if let holderID = try holderID(connection, holder, create: false) {
                for row in try connection.run("""
                    SELECT seat_id, state, expires_at FROM seat_state
                    WHERE holder_id = \(holderID) AND (expires_at IS NULL OR expires_at > coalesce(\(now)::float8, extract(epoch FROM statement_timestamp()))) ORDER BY seat
                    """) {
                    let (seatID, state, expiry) = try row.decode((String, String, Double?).self)
                    if state == SeatState.booked.rawValue {
                        booked.append(seatID)
                    } else {
                        holds.append(SeatHold(seatID: seatID, expiresAt: expiry.map { Date(timeIntervalSince1970: $0) }))
                    }
                }
            }
            let holders = try connection.run("""
                SELECT h.name, e.time, e.action FROM holder h
                JOIN LATERAL (SELECT time, action FROM event WHERE holder_id = h.id ORDER BY time DESC, id DESC LIMIT 1) e ON true
                ORDER BY h.name COLLATE "C"
                """).compactMap { row -> HolderActivity? in
                let (name, time, action) = try row.decode((String, Double, String).self)
                return SelectionAction(rawValue: action).map { HolderActivity(holder: name, time: Date(timeIntervalSince1970: time), action: $0) }
            }
            return SelectionStatus(
                countsByState: SeatState.allCases.map { SeatStateCount(state: $0, count: counts[$0] ?? 0) },
                holder: holder, holds: holds, booked: booked, holders: holders)
        }
    }

    public func history(holder: String?, limit: Int?) throws -> [SelectionEvent] {
        guard hasState else { return [] }
        return try read { connection, now in
            var events: [SelectionEvent] = []
            // Expiries due but not swept yet, as the next write will log them.
            let due = try holder.map { name in
                try connection.run("""
                    SELECT s.expires_at, h.name, s.seat_id FROM seat_state s JOIN holder h ON h.id = s.holder_id
                    WHERE h.name = \(name) AND s.expires_at <= coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())) ORDER BY s.expires_at DESC, s.seat DESC
                    """)
            } ?? connection.run("""
                SELECT s.expires_at, h.name, s.seat_id FROM seat_state s JOIN holder h ON h.id = s.holder_id
                WHERE s.expires_at <= coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())) ORDER BY s.expires_at DESC, s.seat DESC
                """)
            for row in due {
                let (time, name, seatID) = try row.decode((Double, String, String).self)
                events.append(SelectionEvent(
                    time: Date(timeIntervalSince1970: time), actor: SelectionEvent.system, holder: name, action: .expire, seatID: seatID))
            }
            let pending = events.count
            // LIMIT NULL is no limit.
            let cap = limit.map { max(0, $0) }
            let logged = try holder.map { name in
                try connection.run("""
                    SELECT e.time, h.name, e.action, e.seat_id, e.actor FROM event e JOIN holder h ON h.id = e.holder_id
                    WHERE h.name = \(name) ORDER BY e.time DESC, e.id DESC LIMIT \(cap)
                    """)
            } ?? connection.run("""
                SELECT e.time, h.name, e.action, e.seat_id, e.actor FROM event e LEFT JOIN holder h ON h.id = e.holder_id
                ORDER BY e.time DESC, e.id DESC LIMIT \(cap)
                """)
            for row in logged {
                let (time, name, actionText, seatID, actor) = try row.decode((Double, String?, String, String, String?).self)
                guard let action = SelectionAction(rawValue: actionText) else { continue }
                events.append(SelectionEvent(
                    time: Date(timeIntervalSince1970: time),
                    actor: SelectionEvent.actor(recorded: actor, holder: name, action: action),
                    holder: name, action: action, seatID: seatID))
            }
            if pending > 0 {
                events = events.enumerated().sorted {
                    $0.element.time != $1.element.time ? $0.element.time > $1.element.time : $0.offset < $1.offset
                }.map(\.element)
            }
            if let limit { events = Array(events.prefix(max(0, limit))) }
            return events
        }
    }

    public func bookings() throws -> [BookingRecord] {
        guard hasState else { return [] }
        return try readStatement { connection, _ in
            try connection.run("""
                SELECT s.seat, s.seat_id, h.name, s.since FROM seat_state s JOIN holder h ON h.id = s.holder_id
                WHERE s.state = 'booked' ORDER BY s.seat
                """).map { row in
                let (seat, seatID, holder, time) = try row.decode((Int, String, String, Double).self)
                return BookingRecord(seat: seat, seatID: seatID, holder: holder, time: Date(timeIntervalSince1970: time))
            }
        }
    }

    /// The database's constraints hold by construction (PostgreSQL checks them at every
    /// write); this replays the log against the stored states (``LogReplay``) and checks the
    /// stadium is recorded.
    public func check() throws -> [String] {
        guard hasState else { return [] }
        return try read(unbounded: true) { connection, _ in
            var problems: [String] = []
            // The stadium is the state's, shared by its events.
            if try connection.connection.run("SELECT 1 FROM stadium WHERE id = 1").first == nil { problems.append("no stadium recorded") }
            var replay = LogReplay(chart: chart)
            for row in try connection.run("SELECT seat, action, holder_id FROM event ORDER BY id") {
                let (seat, action, holder) = try row.decode((Int, String, Int64?).self)
                replay.apply(seat: seat, action: action, holder: holder)
            }
            let stored = try connection.run("SELECT seat, seat_id, state, holder_id FROM seat_state").map { row in
                let (seat, seatID, state, holder) = try row.decode((Int, String, String, Int64?).self)
                return LogReplay.StoredRow(seat: seat, seatID: seatID, state: state, holder: holder)
            }
            return problems + replay.finish(stored: stored)
        }
    }

    public func changes(after sequence: Int64, limit: Int) throws -> [SeatChangeEvent] {
        guard limit > 0, hasState else { return [] }
        return try readStatement { connection, _ in
            try connection.run("SELECT id, seat_id, action, time FROM event WHERE id > \(sequence) ORDER BY id LIMIT \(limit)")
                .compactMap { row in
                    let (id, seatID, action, time) = try row.decode((Int64, String, String, Double).self)
                    return SelectionAction(rawValue: action).map {
                        SeatChangeEvent(sequence: id, seatID: seatID, action: $0, time: Date(timeIntervalSince1970: time))
                    }
                }
        }
    }

    public func latestSequence() throws -> Int64 {
        guard hasState else { return 0 }
        return try readStatement { connection, _ in
            try connection.run("SELECT coalesce(max(id), 0)::bigint FROM event").first?.decode(Int64.self) ?? 0
        }
    }

    // MARK: - Shared

    /// Every seat's state at `now` (seconds since 1970; `nil`: the database's clock), with
    /// `holder`'s seats marked selected.
    func stateTable(_ connection: StateConnection, holder: String, now: Double?) throws -> SeatStateTable {
        var table = SeatStateTable(initialStatesOf: chart)
        let holderID = try holderID(connection, holder, create: false)
        let count = chart.seats.count
        for row in try connection.run(
            "SELECT seat, state, holder_id FROM seat_state WHERE expires_at IS NULL OR expires_at > coalesce(\(now)::float8, extract(epoch FROM statement_timestamp()))"
        ) {
            let (seat, text, owner) = try row.decode((Int, String, Int64?).self)
            guard seat >= 0, seat < count, !chart.seats[seat].isBlocked else { continue }
            let state = SeatState(rawValue: text) ?? .held
            table.states[seat] = state
            if state == .held || state == .booked, let owner, owner == holderID { table.selected[seat] = true }
        }
        return table
    }
}
