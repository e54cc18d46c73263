import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

extension PostgresSelectionStore: SeasonWriter {
    /// One transaction on one connection: each event's write begun in turn (the write lock,
    /// the time, the sweep of its expired holds, the notice to its live feeds), then `body`
    /// with each event's steps; a throw rolls every event back.
    public func seasonWrite<T>(_ events: [SaleEvent], _ body: ([any PlaceSteps], any SeasonSeatRecord) throws -> T) throws -> T {
        try Self.mapping(url) {
            try pool.withConnection { [self] connection in
                try connection.run("BEGIN")
                do {
                    var steps: [any PlaceSteps] = []
                    var time: Double?
                    for event in events {
                        let store = PostgresSelectionStore(event: EventNamespace(number: event.number), of: self)
                        let sale = StateConnection(connection, store.namespace)
                        let began = try sale.run("SELECT seatchart_begin_change(\(time ?? givenTime))").first?.decode(Double.self)
                        time = time ?? began
                        steps.append(PostgresPlaceSteps(store: store, connection: sale, now: Date(timeIntervalSince1970: time ?? 0)))
                    }
                    let result = try body(steps, PostgresSeasonSeats(connection: connection))
                    try connection.run("COMMIT")
                    return result
                } catch {
                    if !connection.isClosed { _ = try? connection.run("ROLLBACK") }
                    throw error
                }
            }
        }
    }

    public func eventStore(_ event: SaleEvent, chart: Chart) -> any PlaceStore {
        PostgresSelectionStore(event: EventNamespace(number: event.number), of: self, chart: chart)
    }

    /// The seats booked for seasons that contain the event `number`, booked in it now.
    static func seasonSeats(_ connection: PostgresConnection, event number: Int64) throws -> [SeasonSeat] {
        guard try connection.run("SELECT to_regclass('public.season_seat') IS NOT NULL").first?.decode(Bool.self) == true else { return [] }
        let table = EventNamespace(number: number).qualify("seat_state")
        return try connection.run("""
            SELECT s.key, ss.seat, ss.seat_id, ss.holder FROM season_seat ss
            JOIN season s ON s.id = ss.season_id
            JOIN season_event se ON se.season_id = ss.season_id AND se.event_id = \(number)
            JOIN \(unescaped: table) st ON st.seat = ss.seat AND st.state = 'booked'
            ORDER BY ss.seat, s.key
            """).map {
            let r = try $0.decode((String, Int, String, String).self)
            return SeasonSeat(season: r.0, seat: r.1, seatID: r.2, holder: r.3)
        }
    }
}

/// `season_seat` in the database, inside the season's transaction.
struct PostgresSeasonSeats: SeasonSeatRecord {
    let connection: PostgresConnection

    func seats(of season: String) throws -> [SeasonSeat] {
        try connection.run("""
            SELECT ss.seat, ss.seat_id, ss.holder FROM season_seat ss JOIN season s ON s.id = ss.season_id
            WHERE s.key = \(season) ORDER BY ss.seat
            """).map {
            let r = try $0.decode((Int, String, String).self)
            return SeasonSeat(season: season, seat: r.0, seatID: r.1, holder: r.2)
        }
    }

    func record(_ seats: [SeasonSeat], at time: Date) throws {
        for seat in seats {
            try connection.run("""
                INSERT INTO season_seat (season_id, seat, seat_id, holder, booked_at)
                SELECT id, \(seat.seat), \(seat.seatID), \(seat.holder), \(time.timeIntervalSince1970) FROM season WHERE key = \(seat.season)
                ON CONFLICT DO NOTHING
                """)
        }
    }

    func forget(_ seats: [Int], of season: String) throws {
        try connection.run("""
            DELETE FROM season_seat WHERE seat = ANY(\(seats)::integer[]) AND season_id = (SELECT id FROM season WHERE key = \(season))
            """)
    }
}
