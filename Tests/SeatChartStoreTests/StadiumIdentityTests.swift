import Foundation
import GRDB
import SeatChart
import SeatChartSQLite
import SeatChartStore
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct StadiumIdentityTests {
    @Test func hashIsFNV1aOfTheSeatIdsInChartOrder() {
        let chart = TestCharts.rows([[0, 1], [0]])
        // FNV-1a 64 of the row runs "T-A:1,2,\nT-B:1,\n", computed independently here.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "T-A:1,2,\nT-B:1,\n".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let identity = StadiumIdentity(of: chart)
        #expect(identity.seatHash == String(format: "%016llx", hash))
        #expect(identity.seatCount == 3 && identity.name == "Test Hall")
    }

    @Test func hashChangesWhenSeatsChange() {
        let base = StadiumIdentity(of: TestCharts.rows([[0, 1, 2]]))
        #expect(StadiumIdentity(of: TestCharts.rows([[0, 1]])).seatHash != base.seatHash)
        #expect(StadiumIdentity(of: TestCharts.rows([[0, 1], [0]])).seatHash != base.seatHash)
        #expect(StadiumIdentity(of: TestCharts.rows([[0], [0, 1]])).seatHash != base.seatHash)
        // Moving seats or renaming the stadium keeps the seats' identity.
        #expect(StadiumIdentity(of: TestCharts.rows([[5, 6, 7]], name: "Other")).seatHash == base.seatHash)
    }

    @Test func fileMadeForAnotherStadiumIsRefused() throws {
        let path = StateFiles.newPath()
        let chart = TestCharts.rows([[0, 1, 2]])
        try SelectionStore(path: path, chart: chart).select([0], holder: "bob")
        let changed = TestCharts.rows([[0, 1]])
        do {
            _ = try SelectionStore(path: path, chart: changed)
            Issue.record("expected an InputError")
        } catch let error as InputError {
            #expect(error.problems.first?.file == path)
            #expect(error.description.contains("another version of the stadium"))
        }
        #expect(throws: InputError.self) { try SelectionStore.readStates(path: path, chart: changed, holder: "bob") }
        // The file is untouched and still opens for its own stadium.
        #expect(try SelectionStore(path: path, chart: chart).states(holder: "bob").selected[0])
    }

    @Test func notADatabaseIsBadInput() throws {
        let path = StateFiles.newPath()
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Data("this is not sqlite, just text that is long enough to be a header......".utf8).write(to: URL(fileURLWithPath: path))
        let chart = TestCharts.rows([[0]])
        #expect(throws: InputError.self) { try SelectionStore(path: path, chart: chart) }
        #expect(throws: InputError.self) { try SelectionStore.readStates(path: path, chart: chart, holder: "x") }
    }

    @Test func fileRecordsSchemaAndIdentity() throws {
        let path = StateFiles.newPath()
        let chart = TestCharts.rows([[0, 1]])
        _ = try SelectionStore(path: path, chart: chart)
        let queue = try DatabaseQueue(path: path)
        let (mode, hash, tables) = try queue.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"),
             try String.fetchOne(db, sql: "SELECT seat_hash FROM stadium"),
             try ["event", "seat_state", "holder"].allSatisfy { try db.tableExists($0) })
        }
        #expect(mode == "wal")
        #expect(hash == StadiumIdentity(of: chart).seatHash)
        #expect(tables)
    }
}
