import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

extension PostgresSelectionStore {
    @discardableResult
    public func select(_ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        // Planned with the other holds of its batch, in one go (``holdAll``).
        let write = PostgresGroupCommit.Write(
            hold: HoldRequest(seats: SelectionRules.unique(seats), holder: holder, expiry: expiry, limit: limit))
        try submit(write)
        guard let change = write.change else {
            throw InputError(file: url.description, place: "", message: "cannot use the state: the hold did not run")
        }
        return change
    }

    @discardableResult
    public func deselect(_ seats: [Int], holder: String) throws -> SelectionChange {
        try write { [self] connection, now in try deselectSeats(connection, seats, holder: holder, now: now) }
    }

    @discardableResult
    public func deselectAll(holder: String) throws -> SelectionChange {
        try write { [self] connection, now in
            guard let holderID = try holderID(connection, holder, create: false) else {
                return SelectionChange(changed: [], unchanged: [], holder: holder)
            }
            let seats = try connection.run(
                "SELECT seat FROM seat_state WHERE holder_id = \(holderID) AND state = 'held' ORDER BY seat"
            ).map { try $0.decode(Int.self) }
            return try free(connection, seats, holder: holder, holderID: holderID, action: .deselect, now: now)
        }
    }

    @discardableResult
    public func book(holder: String, until: Date?) throws -> SelectionChange {
        try write { [self] connection, now in
            try HoldExpiry.check(until: until, now: now)
            let holderID = try holderID(connection, holder, create: false)
            let seats = try holderID.map { try bookSeats(connection, holderID: $0, now: now) } ?? []
            guard !seats.isEmpty else { throw SelectionRules.nothingToBook(holder: holder) }
            return SelectionChange(changed: seats.map(chart.seatID), unchanged: [], holder: holder)
        }
    }

    @discardableResult
    public func release(_ seats: [Int], by actor: String?) throws -> SelectionChange {
        try write { [self] connection, now in try releaseSeats(connection, seats, by: actor, now: now) }
    }

    @discardableResult
    public func best(count: Int, categoryID: String?, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try best(BestCriteria(count: count, categoryID: categoryID), holder: holder, expiry: expiry, limit: limit)
    }

    @discardableResult
    public func block(_ seats: [Int], by actor: String?) throws -> SelectionChange {
        try write { [self] connection, now in
            let seats = SelectionRules.unique(seats)
            let stored = try storedStates(connection, seats)
            var take: [Int] = [], unchanged: [Int] = [], conflicts: [SelectionRefusal.Conflict] = []
            for seat in seats {
                if chart.seats[seat].isBlocked || stored[seat]?.state == .blocked {
                    unchanged.append(seat)
                } else if let s = stored[seat] {
                    conflicts.append(SelectionRefusal.Conflict(seatID: chart.seatID(seat), state: s.state, isOwn: false))
                } else {
                    take.append(seat)
                }
            }
            guard conflicts.isEmpty else { throw SelectionRules.blockRefused(conflicts) }
            let time = now.timeIntervalSince1970
            if !take.isEmpty {
                try connection.run("""
                    INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at)
                    SELECT s, i, 'blocked', NULL, \(time), NULL FROM unnest(\(take)::bigint[], \(take.map(chart.seatID))::text[]) AS t(s, i)
                    """)
                try log(connection, time: time, holderID: nil, action: .block, seats: take, actor: actor)
            }
            return SelectionChange(changed: take.map(chart.seatID), unchanged: unchanged.map(chart.seatID))
        }
    }

    @discardableResult
    public func unblock(_ seats: [Int], by actor: String?) throws -> SelectionChange {
        try write { [self] connection, now in
            let seats = SelectionRules.unique(seats)
            let fixed = seats.filter { chart.seats[$0].isBlocked }
            guard fixed.isEmpty else { throw SelectionRules.unblockRefused(fixed, in: chart) }
            let stored = try storedStates(connection, seats)
            let freed = seats.filter { stored[$0]?.state == .blocked }
            if !freed.isEmpty {
                try connection.run("DELETE FROM seat_state WHERE seat = ANY(\(freed))")
                try log(connection, time: now.timeIntervalSince1970, holderID: nil, action: .unblock, seats: freed, actor: actor)
            }
            return SelectionChange(changed: freed.map(chart.seatID), unchanged: seats.filter { !freed.contains($0) }.map(chart.seatID))
        }
    }

    /// Frees every hold whose time has run out, seats and standing places, logging an `expire`
    /// event each, and returns how many (a seat, or a holder's places in an area); a read
    /// finds out first whether any is due, so an idle state takes no lock.
    @discardableResult
    public func expireDue() throws -> Int {
        let due = try read { connection, now in
            try connection.run("""
                SELECT EXISTS (SELECT 1 FROM seat_state
                    WHERE expires_at <= coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())))
                    OR EXISTS (SELECT 1 FROM area_place
                    WHERE expires_at <= coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())))
                """).first?.decode(Bool.self) ?? false
        }
        guard due else { return 0 }
        let before = try latestSequence()
        // The seats' sweep comes first in every write transaction; the places are swept here.
        let places = try write { [self] connection, now in try sweepExpiredPlaces(connection, now: now) }
        // The seats' expiries logged since (other writes may share the transaction).
        return places + (try readStatement { connection, _ in
            try connection.run("SELECT count(*) FROM event WHERE id > \(before) AND action = 'expire'").first?.decode(Int.self) ?? 0
        })
    }

    public func tokenKey() throws -> [UInt8] {
        let read = { [self] in
            try readStatement { connection, _ in
                try connection.run("SELECT key FROM token_key WHERE id = 1").first.map { Array(try $0.decode(ByteBuffer.self).readableBytesView) }
            }
        }
        if let key = try read() { return key }
        _ = try write { connection, _ in
            try connection.run("INSERT INTO token_key (id, key) VALUES (1, \(ByteBuffer(bytes: TokenKey.random()))) ON CONFLICT (id) DO NOTHING")
        }
        guard let key = try read() else { throw Self.mapped(TokenKey.Missing(), url) }
        return key
    }

    @discardableResult
    public func removeIdleHolders() throws -> Int {
        let due = try readStatement { connection, now in
            try connection.run("""
                SELECT EXISTS (SELECT 1 FROM hold_token
                    WHERE expires_at <= coalesce(\(now)::float8, extract(epoch FROM statement_timestamp())))
                """).first?.decode(Bool.self) ?? false
        }
        guard due else { return 0 }
        return try write { connection, now in
            // The tokens that ran out, at most a batch; then their holders that own nothing.
            try connection.run("""
                WITH gone AS (
                    DELETE FROM hold_token WHERE holder_id IN (
                        SELECT holder_id FROM hold_token WHERE expires_at <= \(now.timeIntervalSince1970) LIMIT \(TokenKey.removalBatch))
                    RETURNING holder_id),
                idle AS (
                    DELETE FROM holder h USING gone WHERE h.id = gone.holder_id
                    AND NOT EXISTS (SELECT 1 FROM seat_state s WHERE s.holder_id = h.id)
                    AND NOT EXISTS (SELECT 1 FROM event e WHERE e.holder_id = h.id)
                    RETURNING h.id)
                SELECT count(*) FROM idle
                """).first?.decode(Int.self) ?? 0
        }
    }

    // MARK: - Steps

    /// The step of ``deselect(_:holder:)`` inside a write: every rule checked before a write.
    func deselectSeats(_ connection: StateConnection, _ seats: [Int], holder: String, now: Date) throws -> SelectionChange {
        let seats = SelectionRules.unique(seats)
        let holderID = try holderID(connection, holder, create: false)
        let stored = try storedStates(connection, seats)
        let conflicts = seats.compactMap { seat -> SelectionRefusal.Conflict? in
            if let s = stored[seat], s.state == .held, s.holder == holderID, holderID != nil { return nil }
            return SelectionRules.conflict(seat, in: chart, stored: stored[seat]?.state, storedHolder: stored[seat].flatMap { $0.holder }, asker: holderID)
        }
        guard conflicts.isEmpty else { throw SelectionRules.deselectRefused(conflicts, holder: holder) }
        guard let holderID else { return SelectionChange(changed: [], unchanged: [], holder: holder) }
        return try free(connection, seats, holder: holder, holderID: holderID, action: .deselect, now: now)
    }

    /// Books every live hold of `holderID`; returns the seats booked, in chart order.
    func bookSeats(_ connection: StateConnection, holderID: Int64, now: Date) throws -> [Int] {
        let seats = try connection.run(
            "SELECT seat FROM seat_state WHERE holder_id = \(holderID) AND state = 'held' ORDER BY seat"
        ).map { try $0.decode(Int.self) }
        guard !seats.isEmpty else { return [] }
        let time = now.timeIntervalSince1970
        try connection.run("""
            UPDATE seat_state SET state = 'booked', expires_at = NULL, since = \(time)
            WHERE holder_id = \(holderID) AND state = 'held'
            """)
        try log(connection, time: time, holderID: holderID, action: .book, seats: seats)
        return seats
    }

    /// The step of ``release(_:by:)`` inside a write: every rule checked before a write.
    func releaseSeats(_ connection: StateConnection, _ seats: [Int], by actor: String?, now: Date) throws -> SelectionChange {
        let seats = SelectionRules.unique(seats)
        let stored = try storedStates(connection, seats)
        var refused: [String] = [], messages: [String] = []
        for seat in seats {
            if let message = SelectionRules.releaseRefusal(seat, in: chart, stored: stored[seat]?.state) {
                refused.append(chart.seatID(seat))
                messages.append(message)
            }
        }
        guard refused.isEmpty else { throw SelectionRules.releaseRefused(refused, messages: messages) }
        let freed = seats.filter { stored[$0] != nil }
        if !freed.isEmpty {
            try connection.run("DELETE FROM seat_state WHERE seat = ANY(\(freed))")
            // Each event names the holder its seat was taken from, in the order named.
            let holders = freed.map { stored[$0].flatMap { $0.holder } ?? 0 }
            try connection.run("""
                INSERT INTO event (time, holder_id, action, seat, seat_id, actor)
                SELECT \(now.timeIntervalSince1970), h, 'release', s, i, \(actor)
                FROM unnest(\(freed)::bigint[], \(freed.map(chart.seatID))::text[], \(holders)::bigint[])
                    WITH ORDINALITY AS t(s, i, h, n) ORDER BY n
                """)
        }
        return SelectionChange(changed: freed.map(chart.seatID), unchanged: seats.filter { stored[$0] == nil }.map(chart.seatID))
    }

    func free(
        _ connection: StateConnection, _ seats: [Int], holder: String, holderID: Int64, action: SelectionAction, now: Date
    ) throws -> SelectionChange {
        if !seats.isEmpty {
            try connection.run("DELETE FROM seat_state WHERE seat = ANY(\(seats))")
            try log(connection, time: now.timeIntervalSince1970, holderID: holderID, action: action, seats: seats)
        }
        return SelectionChange(changed: seats.map(chart.seatID), unchanged: [], holder: holder)
    }
}
