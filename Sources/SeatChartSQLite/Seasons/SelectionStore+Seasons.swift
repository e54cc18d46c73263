import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore: SeasonWriter {
    /// One immediate transaction of the file: each event's expired holds swept, then `body`
    /// with each event's steps; a throw rolls every event back.
    public func seasonWrite<T>(_ events: [SaleEvent], _ body: ([any PlaceSteps], any SeasonSeatRecord) throws -> T) throws -> T {
        try catalogueWrite { db, now in
            let steps: [any PlaceSteps] = try events.map { event in
                let store = SelectionStore(event: EventNamespace(number: event.number), of: self)
                let events = StateDatabase(db.db, store.namespace)
                try store.sweepExpiredHolds(events, now: now)
                return store.steps(events, now)
            }
            return try body(steps, SQLiteSeasonSeats(db: StateDatabase(db.db, .main), chart: chart))
        }
    }

    public func eventStore(_ event: SaleEvent, chart: Chart) -> any PlaceStore {
        SelectionStore(event: EventNamespace(number: event.number), of: self, chart: chart)
    }

    /// The seats booked for seasons that contain the event `number`, booked in it now.
    static func seasonSeats(_ db: StateDatabase, event number: Int64) throws -> [SeasonSeat] {
        guard try db.tableExists("season_seat") else { return [] }
        let namespace = EventNamespace(number: number)
        return try Row.fetchAll(db, sql: """
            SELECT s.key, ss.seat, ss.seat_id, ss.holder FROM season_seat ss
            JOIN season s ON s.id = ss.season_id
            JOIN season_event se ON se.season_id = ss.season_id AND se.event_id = ?
            JOIN \(namespace.qualify("seat_state")) st ON st.seat = ss.seat AND st.state = 'booked'
            ORDER BY ss.seat, s.key
            """, arguments: [number]).map { SeasonSeat(season: $0[0], seat: $0[1], seatID: $0[2], holder: $0[3]) }
    }
}

/// `season_seat` in the file, inside the season's transaction.
struct SQLiteSeasonSeats: SeasonSeatRecord {
    let db: StateDatabase
    let chart: Chart

    func seats(of season: String) throws -> [SeasonSeat] {
        try Row.fetchAll(db, sql: """
            SELECT ss.seat, ss.seat_id, ss.holder FROM season_seat ss JOIN season s ON s.id = ss.season_id
            WHERE s.key = ? ORDER BY ss.seat
            """, arguments: [season]).map { SeasonSeat(season: season, seat: $0[0], seatID: $0[1], holder: $0[2]) }
    }

    func record(_ seats: [SeasonSeat], at time: Date) throws {
        for seat in seats {
            try db.execute(sql: """
                INSERT OR IGNORE INTO season_seat (season_id, seat, seat_id, holder, booked_at)
                SELECT id, ?, ?, ?, ? FROM season WHERE key = ?
                """, arguments: [seat.seat, seat.seatID, seat.holder, time.timeIntervalSince1970, seat.season])
        }
    }

    func forget(_ seats: [Int], of season: String) throws {
        for seat in seats {
            try db.execute(
                sql: "DELETE FROM season_seat WHERE seat = ? AND season_id = (SELECT id FROM season WHERE key = ?)",
                arguments: [seat, season])
        }
    }
}
