import Foundation
import GRDB
import SeatChart
@testable import SeatChartSQLite
import SeatChartStore
import SeatChartTestSupport
import Testing

/// A state file made by the first schema opens with its holds, bookings, log and holders'
/// latest activity intact, and is then written with the fewer pages of the second.
@Suite(.onWaitingThreads) struct StoreSchemaTests {
    let chart = TestCharts.rows([TestCharts.centred(6), TestCharts.centred(6)], blocked: [])
    let clock = TestClock()

    /// A file holding the first schema only, with the state a v1 store would have written:
    /// bob holds T-A-1 (expiring at 2,000) and booked T-A-2; amy's hold on T-B-1 was released.
    func firstSchemaFile() throws -> String {
        let path = StateFiles.newPath()
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: path)
        try StoreSchema.migrator.migrate(queue, upTo: "v1: stadium, holders, seat states, events")
        let identity = StadiumIdentity(of: chart)
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO stadium (id, name, seat_count, seat_hash, created_at) VALUES (1, ?, ?, ?, 0)",
                arguments: [identity.name, identity.seatCount, identity.seatHash])
            try db.execute(sql: """
                INSERT INTO holder (id, name, last_time, last_action) VALUES (1, 'bob', 30, 'book'), (2, 'amy', 40, 'release');
                INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at) VALUES
                    (0, 'T-A-1', 'held', 1, 30, 2000), (1, 'T-A-2', 'booked', 1, 30, NULL);
                INSERT INTO event (time, holder_id, action, seat, seat_id) VALUES
                    (10, 1, 'select', 0, 'T-A-1'), (10, 1, 'select', 1, 'T-A-2'), (20, 2, 'select', 6, 'T-B-1'),
                    (30, 1, 'book', 1, 'T-A-2'), (40, 2, 'release', 6, 'T-B-1');
                """)
        }
        return path
    }

    @Test func aFirstSchemaFileKeepsItsStateWhenUpgraded() throws {
        let path = try firstSchemaFile()
        clock.set(Date(timeIntervalSince1970: 100))
        let store = try SelectionStore(path: path, chart: chart, clock: clock.function)
        let status = try store.status(holder: "bob")
        #expect(status.held == ["T-A-1"] && status.booked == ["T-A-2"])
        #expect(status.holders.map(\.holder) == ["amy", "bob"])
        #expect(status.holders.map(\.action) == [.release, .book])
        #expect(status.holders.map { $0.time.timeIntervalSince1970 } == [40, 30])
        #expect(try store.history().map(\.seatID) == ["T-B-1", "T-A-2", "T-B-1", "T-A-2", "T-A-1"])
        #expect(try store.check().isEmpty)

        // New events follow the old ones, and the latest activity follows them.
        try store.select([7], holder: "amy")
        #expect(try store.history(limit: 1).first?.seatID == "T-B-2")
        #expect(try store.status(holder: "amy").holders.first { $0.holder == "amy" }?.action == .select)
    }

    @Test func theSecondSchemaHasNoSequenceAndNoSeatIdIndex() throws {
        let store = try SelectionStore(path: StateFiles.newPath(), chart: chart, clock: clock.function)
        try store.select([0, 1], holder: "bob")
        let sql = try store.database.read { db in
            // The state's tables; the catalogue of events keeps its ids unused forever (AUTOINCREMENT).
            try String.fetchAll(db, sql: """
                SELECT sql FROM sqlite_master WHERE sql IS NOT NULL
                AND tbl_name NOT IN ('sale_event', 'sale_event_price', 'season', 'season_event', 'season_seat')
                """).joined(separator: "\n")
        }
        #expect(!sql.contains("AUTOINCREMENT"))
        #expect(!sql.contains("UNIQUE,") && !sql.contains("last_time"))
        #expect(sql.contains("event(holder_id, time, id)"))
        #expect(try store.database.read { try Int.fetchOne($0, sql: "PRAGMA page_size") } == 1024)
    }

    @Test func theLatestActivityIsTheLatestTimeThenTheLastLogged() throws {
        let store = try SelectionStore(path: StateFiles.newPath(), chart: chart, clock: clock.function)
        clock.set(Date(timeIntervalSince1970: 500))
        try store.select([0], holder: "bob")
        try store.book(holder: "bob")  // same time: the later event wins
        clock.set(Date(timeIntervalSince1970: 400))  // the clock steps back: an older time loses
        try store.select([1], holder: "bob")
        let bob = try #require(try store.status(holder: "bob").holders.first)
        #expect(bob.action == .book && bob.time.timeIntervalSince1970 == 500)
    }

    @Test func theThirdSchemaKeepsBoxOfficeBlocksWithoutAHolder() throws {
        let store = try SelectionStore(path: StateFiles.newPath(), chart: chart, clock: clock.function)
        try store.block([2])
        try store.database.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT state, holder_id FROM seat_state WHERE seat = 2"))
            #expect(row[0] as String == "blocked" && (row[1] as Int64?) == nil)
            #expect(try String.fetchAll(db, sql: "SELECT action FROM event") == ["block"])
        }
        // A hold needs its holder, and a block has none.
        #expect(throws: (any Error).self) {
            try store.database.write { db in
                try db.execute(sql: "INSERT INTO seat_state (seat, seat_id, state, since) VALUES (3, 'T-A-4', 'held', 0)")
            }
        }
        #expect(throws: (any Error).self) {
            try store.database.write { db in
                try db.execute(sql: "INSERT INTO event (time, holder_id, action, seat, seat_id) VALUES (0, NULL, 'select', 3, 'T-A-4')")
            }
        }
        #expect(try store.check().isEmpty)
    }

    @Test func aFourthSchemaFileReadsWithoutActorsThenRecordsThemOnceUpgraded() throws {
        let path = StateFiles.newPath()
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: path)
        try StoreSchema.migrator.migrate(queue, upTo: "v4: hold tokens issued by servers")
        let identity = StadiumIdentity(of: chart)
        try queue.write { db in
            try db.execute(
                sql: "INSERT INTO stadium (id, name, seat_count, seat_hash, created_at) VALUES (1, ?, ?, ?, 0)",
                arguments: [identity.name, identity.seatCount, identity.seatHash])
            try db.execute(sql: """
                INSERT INTO holder (id, name) VALUES (1, 'bob');
                INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at) VALUES (0, 'T-A-1', 'held', 1, 10, NULL);
                INSERT INTO event (time, holder_id, action, seat, seat_id) VALUES
                    (10, 1, 'select', 0, 'T-A-1'), (20, 1, 'select', 1, 'T-A-2'), (30, 1, 'release', 1, 'T-A-2');
                """)
        }
        try queue.close()
        // Read as it stands (reading never migrates): the actors follow from the actions.
        let old = try SelectionStateFile(path: path, chart: chart).history(holder: nil, limit: nil)
        #expect(old.map(\.actor) == [SelectionEvent.boxOffice, "bob", "bob"])
        // Opened for a change it gains the actor column, and a clerk's release is logged under them.
        let store = try SelectionStore(path: path, chart: chart, clock: clock.function)
        try store.release([0], by: "eve")
        let new = try store.history()
        #expect(new.map(\.actor) == ["eve", SelectionEvent.boxOffice, "bob", "bob"])
        #expect(new.map(\.holder) == ["bob", "bob", "bob", "bob"])
        #expect(try store.check().isEmpty)
    }
}
