import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// Frees every hold whose time has run out, seats and standing places, logging an `expire`
    /// event each, and returns how many (a seat, or a holder's places in an area); a read
    /// finds out first whether any is due, so an idle state takes no lock.
    @discardableResult
    public func expireDue() throws -> Int {
        let due = try read { db, now in
            let time = now.timeIntervalSince1970
            if try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM seat_state WHERE expires_at <= ?)"), arguments: [time]) == true {
                return true
            }
            // A file written before standing areas has no places (until its first write).
            guard try db.tableExists("area_place") else { return false }
            return try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM area_place WHERE expires_at <= ?)"), arguments: [time]) ?? false
        }
        guard due else { return 0 }
        let before = try latestSequence()
        // Every write sweeps the seats first; the places are swept here.
        let places = try write { db, now in try sweepExpiredPlaces(db, now: now) }
        return Int(try latestSequence() - before) + places
    }

    /// The log's changes after `sequence`, oldest first, at most `limit` (below 1: none).
    public func changes(after sequence: Int64, limit: Int) throws -> [SeatChangeEvent] {
        guard limit > 0 else { return [] }
        return try read { db, _ in
            try Row.fetchAll(
                db.cachedStatement(sql: "SELECT id, seat_id, action, time FROM event WHERE id > ? ORDER BY id LIMIT ?"),
                arguments: [sequence, limit]
            ).compactMap { row in
                guard let action = SelectionAction(rawValue: row[2]) else { return nil }
                return SeatChangeEvent(sequence: row[0], seatID: row[1], action: action, time: Date(timeIntervalSince1970: row[3]))
            }
        }
    }

    /// The sequence number of the latest change; 0 when nothing was ever logged.
    public func latestSequence() throws -> Int64 {
        try read { db, _ in try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM event")) ?? 0 }
    }
}
