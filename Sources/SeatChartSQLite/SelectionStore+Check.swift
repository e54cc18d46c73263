import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// Checks the open state file; see ``check(_:chart:)``.
    ///
    /// - Returns: the problems found; empty when the file is sound.
    public func check() throws -> [String] {
        try read { db, _ in try Self.check(db, chart: chart) }
    }

    /// Checks the state file at `path` without creating or changing it; no file is sound.
    public static func readCheck(path: String, chart: Chart, namespace: EventNamespace = .main) throws -> [String] {
        try readOnly(path: path, chart: chart, namespace: namespace) { db in try check(db, chart: chart) } ?? []
    }

    /// What a sound state file satisfies:
    /// 1. SQLite's `PRAGMA integrity_check` answers `ok`, and `PRAGMA foreign_key_check` finds nothing;
    /// 2. every stored seat exists in the chart, under its id, and is not blocked;
    /// 3. replaying the event log from the start (select → held, book → booked, block →
    ///    blocked; deselect, release, expire, unblock → available) gives exactly the stored
    ///    states and holders.
    ///
    /// - Complexity: O(events + stored seats), plus SQLite's integrity check (O(file size)).
    static func check(_ db: StateDatabase, chart: Chart) throws -> [String] {
        var problems: [String] = []
        let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        if integrity != ["ok"] { problems += integrity.map { "integrity check: \($0)" } }
        let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
        if !foreignKeys.isEmpty { problems.append("foreign key check: \(foreignKeys.count) rows point nowhere") }

        var replay = LogReplay(chart: chart)
        let events = try Row.fetchCursor(db, sql: "SELECT seat, action, holder_id FROM event ORDER BY id")
        while let row = try events.next() { replay.apply(seat: row[0], action: row[1], holder: row[2]) }
        let stored = try Row.fetchAll(db, sql: "SELECT seat, seat_id, state, holder_id FROM seat_state").map {
            LogReplay.StoredRow(seat: $0[0], seatID: $0[1], state: $0[2], holder: $0[3])
        }
        return problems + replay.finish(stored: stored)
    }
}
