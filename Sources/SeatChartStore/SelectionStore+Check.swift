import Foundation
import GRDB
import SeatChart

extension SelectionStore {
    /// Checks the open state file; see ``check(_:chart:)``.
    ///
    /// - Returns: the problems found; empty when the file is sound.
    public func check() throws -> [String] {
        try read { db, _ in try Self.check(db, chart: chart) }
    }

    /// Checks the state file at `path` without creating or changing it; no file is sound.
    public static func readCheck(path: String, chart: Chart) throws -> [String] {
        try readOnly(path: path, chart: chart) { db in try check(db, chart: chart) } ?? []
    }

    /// What a sound state file satisfies:
    /// 1. SQLite's `PRAGMA integrity_check` answers `ok`, and `PRAGMA foreign_key_check` finds nothing;
    /// 2. every stored seat exists in the chart, under its id, and is not blocked;
    /// 3. replaying the event log from the start (select → held, book → booked, block →
    ///    blocked; deselect, release, expire, unblock → available) gives exactly the stored
    ///    states and holders.
    ///
    /// - Complexity: O(events + stored seats), plus SQLite's integrity check (O(file size)).
    static func check(_ db: Database, chart: Chart) throws -> [String] {
        var problems: [String] = []
        let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        if integrity != ["ok"] { problems += integrity.map { "integrity check: \($0)" } }
        let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        if !foreignKeys.isEmpty { problems.append("foreign key check: \(foreignKeys.count) rows point nowhere") }

        var replayed: [Int: Stored] = [:]
        let events = try Row.fetchCursor(db, sql: "SELECT seat, action, holder_id FROM event ORDER BY id")
        while let row = try events.next() {
            let seat: Int = row[0], holder: Int64? = row[2]
            switch SelectionAction(rawValue: row[1]) {
            case .select: replayed[seat] = Stored(state: .held, holder: holder)
            case .book: replayed[seat] = Stored(state: .booked, holder: holder)
            case .block: replayed[seat] = Stored(state: .blocked, holder: holder)
            case .deselect, .release, .expire, .unblock: replayed[seat] = nil
            case nil: problems.append("event log: unknown action \(String(describing: row[1] as String?))")
            }
        }
        var stored: [Int: Stored] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT seat, seat_id, state, holder_id FROM seat_state") {
            let seat: Int = row[0], seatID: String = row[1], state: String = row[2]
            if seat < 0 || seat >= chart.seats.count || chart.seatID(seat) != seatID {
                problems.append("seat \(seatID) (index \(seat)) is not that seat of the stadium")
            } else if chart.seats[seat].isBlocked {
                problems.append("seat \(seatID) is blocked but stored as \(state)")
            }
            stored[seat] = Stored(state: StoredSeat.state(state), holder: row[3])
        }
        for seat in Set(replayed.keys).union(stored.keys).sorted() {
            let a = replayed[seat], b = stored[seat]
            if a != b {
                let id = seat >= 0 && seat < chart.seats.count ? chart.seatID(seat) : "#\(seat)"
                problems.append("seat \(id): the event log gives \(describe(a)), the stored state is \(describe(b))")
            }
        }
        return problems
    }

    /// A seat's state as the log or the table gives it.
    private struct Stored: Equatable {
        var state: SeatState
        var holder: Int64?
    }

    private static func describe(_ stored: Stored?) -> String {
        guard let stored else { return "available" }
        guard let holder = stored.holder else { return "\(stored.state.rawValue) by the box office" }
        return "\(stored.state.rawValue) by holder #\(holder)"
    }
}
