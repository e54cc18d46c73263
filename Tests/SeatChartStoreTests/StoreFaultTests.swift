import Foundation
import GRDB
import SeatChart
import SeatChartSQLite
import SeatChartStore
import SeatChartTestSupport
import Testing

/// State files that must not be written: one of another stadium, a damaged one, and a
/// creation that fails on a full disk.
@Suite(.onWaitingThreads) struct StoreFaultTests {
    /// The bytes of the state file (a read-only look may add SQLite's `-wal` and `-shm`
    /// companions beside it, empty of changes).
    static func bytes(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// A closed state file with holds and bookings on a row of 400 seats.
    static func filledFile() throws -> (path: String, chart: Chart) {
        let chart = TestCharts.rows([Array(0..<400).map(Double.init)])
        let path = StateFiles.newPath()
        let store = try SelectionStore(path: path, chart: chart)
        for k in stride(from: 0, to: 400, by: 2) { _ = try store.select([k], holder: "h\(k % 7)") }
        _ = try store.book(holder: "h0")
        return (path, chart)
    }

    @Test func aFileOfAnotherStadiumIsLeftByteForByte() throws {
        let (path, _) = try Self.filledFile()
        let before = Self.bytes(path)
        let other = TestCharts.rows([[0, 1, 2]])
        let error = try #require(throws: InputError.self) { try SelectionStore(path: path, chart: other) }
        #expect(error.problems.first?.message.contains("another version of the stadium") == true)
        #expect(Self.bytes(path) == before)
    }

    @Test func aDamagedFileIsRefusedBeforeAWrite() throws {
        let (path, chart) = try Self.filledFile()
        // 512 bytes from a seeded generator over a page of the log in the middle of its pages
        // (after a checkpoint, so that the page is in the file itself).
        let page = try DatabaseQueue(path: path).writeWithoutTransaction { db -> Int in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            let pages = try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat WHERE name = 'event' AND pagetype = 'leaf' ORDER BY pageno")
            return pages[pages.count / 2]
        }
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        #expect(size > 8 * 1024)
        var rng = SplitMix64(seed: 512)
        try handle.seek(toOffset: UInt64(page - 1) * 1024 + 100)
        try handle.write(contentsOf: Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        try handle.close()
        let before = Self.bytes(path)
        let error = try #require(throws: InputError.self) { try SelectionStore(path: path, chart: chart) }
        #expect(error.problems.first?.message.contains("damaged") == true, "\(error)")
        #expect(error.problems.first?.file == path)
        #expect(Self.bytes(path) == before)
    }

    /// Needs a small tmpfs (``SmallDisk``).
    @Test func aCreationThatFailsLeavesNoFile() throws {
        let disk = try SmallDisk(size: "32k")
        defer { disk.unmount() }
        let folder = disk.folder
        // Fill the disk but for a few bytes, so that SQLite cannot write its first pages.
        let filler = folder.appendingPathComponent("filler").path
        #expect(FileManager.default.createFile(atPath: filler, contents: Data(count: 30 * 1024)))
        let path = folder.appendingPathComponent("state.sqlite").path
        let chart = TestCharts.rows([Array(0..<50).map(Double.init)])
        #expect(throws: InputError.self) {
            let store = try SelectionStore(path: path, chart: chart)
            _ = try store.select(Array(0..<50), holder: "h")
        }
        // No empty state file is left to pass for a state (a partly written one is SQLite's).
        #expect(FileManager.default.contents(atPath: path)?.isEmpty != true)
    }

    /// Needs a small tmpfs (``SmallDisk``), made read-only.
    @Test func aStateOnReadOnlyMediaIsReadAndNotWritten() throws {
        let disk = try SmallDisk(size: "1m")
        defer { disk.unmount() }
        let folder = disk.folder
        let chart = TestCharts.rows([Array(0..<20).map(Double.init)])
        let path = folder.appendingPathComponent("a state.sqlite").path
        _ = try SelectionStore(path: path, chart: chart).select([3, 4], holder: "ann")
        try disk.remountReadOnly()
        let file = SelectionStateFile(path: path, chart: chart)
        #expect(try file.status(holder: "ann").held.count == 2)
        #expect(try file.history(holder: nil, limit: nil).count == 2)
        let error = try #require(throws: InputError.self) { try SelectionStore(path: path, chart: chart) }
        #expect(error.problems.first?.message.contains("read-only") == true, "\(error)")
    }
}
