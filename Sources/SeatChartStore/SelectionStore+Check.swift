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
    /// 3. replaying the event log from the start (select → held, book → booked; deselect,
    ///    release, expire → available) gives exactly the stored states and holders.
    ///
    /// - Complexity: O(events + stored seats), plus SQLite's integrity check (O(file size)).
    static func check(_ db: Database, chart: Chart) throws -> [String] {
        var problems: [String] = []
        let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        if integrity != ["ok"] { problems += integrity.map { "integrity check: \($0)" } }
        let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        if !foreignKeys.isEmpty { problems.append("foreign key check: \(foreignKeys.count) rows point nowhere") }

        var replayed: [Int: (booked: Bool, holder: Int64)] = [:]
        let events = try Row.fetchCursor(db, sql: "SELECT seat, action, holder_id FROM event ORDER BY id")
        while let row = try events.next() {
            let seat: Int = row[0], holder: Int64 = row[2]
            switch SelectionAction(rawValue: row[1]) {
            case .select: replayed[seat] = (false, holder)
            case .book: replayed[seat] = (true, holder)
            case .deselect, .release, .expire: replayed[seat] = nil
            case nil: problems.append("event log: unknown action \(String(describing: row[1] as String?))")
            }
        }
        var stored: [Int: (booked: Bool, holder: Int64)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT seat, seat_id, state, holder_id FROM seat_state") {
            let seat: Int = row[0], seatID: String = row[1], state: String = row[2]
            if seat < 0 || seat >= chart.seats.count || chart.seatID(seat) != seatID {
                problems.append("seat \(seatID) (index \(seat)) is not that seat of the stadium")
            } else if chart.seats[seat].isBlocked {
                problems.append("seat \(seatID) is blocked but stored as \(state)")
            }
            stored[seat] = (state == SeatState.booked.rawValue, row[3])
        }
        for seat in Set(replayed.keys).union(stored.keys).sorted() {
            let a = replayed[seat], b = stored[seat]
            if a?.booked != b?.booked || a?.holder != b?.holder {
                let id = seat >= 0 && seat < chart.seats.count ? chart.seatID(seat) : "#\(seat)"
                problems.append("seat \(id): the event log gives \(describe(a)), the stored state is \(describe(b))")
            }
        }
        return problems
    }

    private static func describe(_ state: (booked: Bool, holder: Int64)?) -> String {
        guard let state else { return "available" }
        return "\(state.booked ? "booked" : "held") by holder #\(state.holder)"
    }
}
