import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// Holds `seats` (indices into ``Chart/seats``) for `holder`: all of them or none.
    ///
    /// A seat already held by `holder` stays held and its expiry is renewed to `ttl` (no
    /// event is logged for it). A seat that is blocked, booked, or held by another holder
    /// makes the whole selection fail.
    ///
    /// - Parameters:
    ///   - expiry: when the holds run out, worked out from the transaction's time.
    ///   - limit: the most seats `holder` may hold and have booked once this is done; `nil`: no limit.
    /// - Throws: ``SelectionRefusal`` naming every seat in the way and its state, the limit, or
    ///   an expiry fixed beforehand that has passed.
    @discardableResult
    public func select(_ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int? = nil) throws -> SelectionChange {
        try write { db, now in try hold(db, unique(seats), holder: holder, expiry: expiry, limit: limit, now: now) }
    }

    /// Holds `seats` for `holder` for `ttl` seconds (`nil`: until deselected, booked or
    /// released), within `limit`.
    @discardableResult
    public func select(_ seats: [Int], holder: String, ttl: TimeInterval? = nil, limit: Int? = nil) throws -> SelectionChange {
        try select(seats, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit)
    }

    /// Gives back `holder`'s holds on `seats`: all of them or none.
    ///
    /// - Throws: ``SelectionRefusal`` if any seat is not held by `holder`.
    @discardableResult
    public func deselect(_ seats: [Int], holder: String) throws -> SelectionChange {
        try write { db, now in try deselectSeats(db, seats, holder: holder, now: now) }
    }

    /// Gives back every live hold of `holder`; succeeds with no change when there is none.
    @discardableResult
    public func deselectAll(holder: String) throws -> SelectionChange {
        try write { db, now in
            guard let holderID = try holderID(db, holder, create: false) else {
                return SelectionChange(changed: [], unchanged: [], holder: holder)
            }
            let seats = try Int.fetchAll(
                db, sql: "SELECT seat FROM seat_state WHERE holder_id = ? AND state = 'held' ORDER BY seat",
                arguments: [holderID])
            return try free(db, seats, holder: holder, holderID: holderID, action: .deselect, now: now)
        }
    }

    /// Turns every live hold of `holder` into a booking.
    ///
    /// - Throws: ``SelectionRefusal`` when `holder` holds no seat, or `until` (a hold token's
    ///   expiry) has passed by the transaction's time.
    @discardableResult
    public func book(holder: String, until: Date? = nil) throws -> SelectionChange {
        try write { db, now in
            try HoldExpiry.check(until: until, now: now)
            let holderID = try holderID(db, holder, create: false)
            let booked = try holderID.map { try bookSeats(db, holderID: $0, now: now) } ?? []
            guard !booked.isEmpty else { throw SelectionRules.nothingToBook(holder: holder) }
            return SelectionChange(changed: booked, unchanged: [], holder: holder)
        }
    }

    /// Frees `seats` from their holds and bookings, whatever their holder (the box office).
    /// Seats already free are reported as unchanged; blocked seats cannot be freed and
    /// refuse the whole release (those the box office blocked are freed by ``unblock(_:)``).
    ///
    /// Each freed seat logs a `release` event naming the holder it was taken from, and
    /// `actor`, the clerk who freed it, when given.
    ///
    /// - Throws: ``SelectionRefusal`` if any seat is blocked.
    @discardableResult
    public func release(_ seats: [Int], by actor: String? = nil) throws -> SelectionChange {
        try write { db, now in try releaseSeats(db, seats, by: actor, now: now) }
    }

    /// Holds the best `count` adjacent free seats of one row for `holder` (see ``BestAvailable``).
    ///
    /// - Parameters:
    ///   - categoryID: only seats of this category, when given.
    ///   - expiry: when the holds run out, worked out from the transaction's time.
    ///   - limit: the most seats `holder` may hold and have booked once this is done; `nil`: no limit.
    /// - Returns: the seats taken, in chart order.
    /// - Throws: ``SelectionRefusal`` when no such group is free.
    @discardableResult
    public func best(
        count: Int, categoryID: String? = nil, holder: String, expiry: HoldExpiry, limit: Int? = nil
    ) throws -> SelectionChange {
        try best(BestCriteria(count: count, categoryID: categoryID), holder: holder, expiry: expiry, limit: limit)
    }

    /// Holds the best group for `holder` for `ttl` seconds (`nil`: until deselected, booked or
    /// released), within `limit`.
    @discardableResult
    public func best(
        count: Int, categoryID: String? = nil, holder: String, ttl: TimeInterval? = nil, limit: Int? = nil
    ) throws -> SelectionChange {
        try best(count: count, categoryID: categoryID, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit)
    }

    // MARK: - Steps

    /// The step of ``deselect(_:holder:)`` inside a write.
    func deselectSeats(_ db: StateDatabase, _ seats: [Int], holder: String, now: Date) throws -> SelectionChange {
        let holderID = try holderID(db, holder, create: false)
        var conflicts: [SelectionRefusal.Conflict] = []
        for seat in unique(seats) {
            let stored = try storedState(db, seat: seat)
            if let stored, stored.state == .held, stored.holderID == holderID { continue }
            conflicts.append(conflict(seat, stored, holderID: holderID))
        }
        guard conflicts.isEmpty else { throw SelectionRules.deselectRefused(conflicts, holder: holder) }
        guard let holderID else { return SelectionChange(changed: [], unchanged: [], holder: holder) }
        return try free(db, unique(seats), holder: holder, holderID: holderID, action: .deselect, now: now)
    }

    /// Books every live hold of `holderID`; returns the seats booked, in chart order.
    func bookSeats(_ db: StateDatabase, holderID: Int64, now: Date) throws -> [String] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT seat, seat_id FROM seat_state WHERE holder_id = ? AND state = 'held' ORDER BY seat",
            arguments: [holderID])
        guard !rows.isEmpty else { return [] }
        try db.execute(
            sql: "UPDATE seat_state SET state = 'booked', expires_at = NULL, since = ? WHERE holder_id = ? AND state = 'held'",
            arguments: [now.timeIntervalSince1970, holderID])
        var booked: [String] = []
        for row in rows {
            let seatID: String = row[1]
            try log(db, time: now.timeIntervalSince1970, holderID: holderID, action: .book, seat: row[0], seatID: seatID)
            booked.append(seatID)
        }
        return booked
    }

    /// The step of ``release(_:by:)`` inside a write.
    func releaseSeats(_ db: StateDatabase, _ seats: [Int], by actor: String?, now: Date) throws -> SelectionChange {
        let seats = unique(seats)
        var stored: [StoredSeat?] = [], refusals: [String] = [], refused: [String] = []
        for seat in seats {
            let state = try storedState(db, seat: seat)
            stored.append(state)
            if let refusal = SelectionRules.releaseRefusal(seat, in: chart, stored: state?.state) {
                refusals.append(refusal)
                refused.append(chart.seatID(seat))
            }
        }
        guard refused.isEmpty else { throw SelectionRules.releaseRefused(refused, messages: refusals) }
        var changed: [String] = [], unchanged: [String] = []
        for (seat, stored) in zip(seats, stored) {
            let seatID = chart.seatID(seat)
            guard let stored else {
                unchanged.append(seatID)
                continue
            }
            try db.cachedStatement(sql: "DELETE FROM seat_state WHERE seat = ?").execute(arguments: [seat])
            try log(db, time: now.timeIntervalSince1970, holderID: stored.holderID, action: .release, seat: seat, seatID: seatID, actor: actor)
            changed.append(seatID)
        }
        return SelectionChange(changed: changed, unchanged: unchanged)
    }

    func hold(
        _ db: StateDatabase, _ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int? = nil, now: Date
    ) throws -> SelectionChange {
        let expiry = try expiry.seconds(takenAt: now)
        let existingHolder = try holderID(db, holder, create: false)
        let plan = try HoldPlan(
            seats: seats, in: chart, asker: existingHolder, limit: limit,
            stored: { seat in try storedState(db, seat: seat).map { ($0.state, $0.holderID) } },
            owned: {
                try existingHolder.map {
                    try Int.fetchOne(
                        db.cachedStatement(sql: "SELECT count(*) FROM seat_state WHERE holder_id = ?"), arguments: [$0]) ?? 0
                } ?? 0
            })
        let renew = plan.renew, take = plan.take
        let holderID = try existingHolder ?? holderID(db, holder, create: true)!
        let time = now.timeIntervalSince1970
        var changed: [String] = []
        for seat in take {
            let seatID = chart.seatID(seat)
            try db.cachedStatement(sql: """
                INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at) VALUES (?, ?, 'held', ?, ?, ?)
                """).execute(arguments: [seat, seatID, holderID, time, expiry])
            try log(db, time: time, holderID: holderID, action: .select, seat: seat, seatID: seatID)
            changed.append(seatID)
        }
        for seat in renew {
            try db.cachedStatement(sql: "UPDATE seat_state SET expires_at = ? WHERE seat = ?").execute(arguments: [expiry, seat])
        }
        return SelectionChange(
            changed: changed, unchanged: renew.map(chart.seatID), holder: holder,
            expiresAt: expiry.map { Date(timeIntervalSince1970: $0) })
    }

    func free(
        _ db: StateDatabase, _ seats: [Int], holder: String, holderID: Int64, action: SelectionAction, now: Date
    ) throws -> SelectionChange {
        var changed: [String] = []
        for seat in seats {
            let seatID = chart.seatID(seat)
            try db.cachedStatement(sql: "DELETE FROM seat_state WHERE seat = ?").execute(arguments: [seat])
            try log(db, time: now.timeIntervalSince1970, holderID: holderID, action: action, seat: seat, seatID: seatID)
            changed.append(seatID)
        }
        return SelectionChange(changed: changed, unchanged: [], holder: holder)
    }

    func conflict(_ seat: Int, _ stored: StoredSeat?, holderID: Int64?) -> SelectionRefusal.Conflict {
        SelectionRules.conflict(seat, in: chart, stored: stored?.state, storedHolder: stored?.holderID, asker: holderID)
    }

    func unique(_ seats: [Int]) -> [Int] { SelectionRules.unique(seats) }
}
