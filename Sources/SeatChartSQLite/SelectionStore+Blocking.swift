import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// Blocks `seats` (the box office): no one can hold or book them until ``unblock(_:)``.
    /// All of them or none.
    ///
    /// Seats already blocked, by the stadium file or the box office, are reported as
    /// unchanged. Each newly blocked seat logs a `block` event without a holder, made by `actor`
    /// (the clerk) when given.
    ///
    /// - Throws: ``SelectionRefusal`` if any seat is held or booked (release it first).
    @discardableResult
    public func block(_ seats: [Int], by actor: String? = nil) throws -> SelectionChange {
        try write { db, now in
            let seats = unique(seats)
            var take: [Int] = [], unchanged: [String] = [], conflicts: [SelectionRefusal.Conflict] = []
            for seat in seats {
                let stored = try storedState(db, seat: seat)
                if chart.seats[seat].isBlocked || stored?.state == .blocked {
                    unchanged.append(chart.seatID(seat))
                } else if let stored {
                    conflicts.append(SelectionRefusal.Conflict(seatID: chart.seatID(seat), state: stored.state, isOwn: false))
                } else {
                    take.append(seat)
                }
            }
            guard conflicts.isEmpty else { throw SelectionRules.blockRefused(conflicts) }
            let time = now.timeIntervalSince1970
            var changed: [String] = []
            for seat in take {
                let seatID = chart.seatID(seat)
                try db.cachedStatement(sql: """
                    INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at) VALUES (?, ?, 'blocked', NULL, ?, NULL)
                    """).execute(arguments: [seat, seatID, time])
                try log(db, time: time, holderID: nil, action: .block, seat: seat, seatID: seatID, actor: actor)
                changed.append(seatID)
            }
            return SelectionChange(changed: changed, unchanged: unchanged)
        }
    }

    /// Makes seats the box office blocked available again. All of them or none.
    ///
    /// Seats that are not blocked are reported as unchanged. Each freed seat logs an
    /// `unblock` event without a holder, made by `actor` when given.
    ///
    /// - Throws: ``SelectionRefusal`` if any seat is blocked by the stadium file (only a new
    ///   stadium file frees it).
    @discardableResult
    public func unblock(_ seats: [Int], by actor: String? = nil) throws -> SelectionChange {
        try write { db, now in
            let seats = unique(seats)
            let fixed = seats.filter { chart.seats[$0].isBlocked }
            guard fixed.isEmpty else { throw SelectionRules.unblockRefused(fixed, in: chart) }
            var changed: [String] = [], unchanged: [String] = []
            for seat in seats {
                let seatID = chart.seatID(seat)
                guard try storedState(db, seat: seat)?.state == .blocked else {
                    unchanged.append(seatID)
                    continue
                }
                try db.cachedStatement(sql: "DELETE FROM seat_state WHERE seat = ?").execute(arguments: [seat])
                try log(db, time: now.timeIntervalSince1970, holderID: nil, action: .unblock, seat: seat, seatID: seatID, actor: actor)
                changed.append(seatID)
            }
            return SelectionChange(changed: changed, unchanged: unchanged)
        }
    }
}
