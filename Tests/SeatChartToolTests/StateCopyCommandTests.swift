import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart state copy`: a SQLite state into PostgreSQL and back, history and all.
@Suite(.onWaitingThreads) struct StateCopyCommandTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// What the reading commands say of `state`, for comparing two copies.
    static func readings(_ state: String) throws -> [String] {
        try [["history", "--json"], ["status", "--json", "--holder", "bob"], ["bookings", "--json"], ["seats", "--json"]].map {
            let run = try SeatChartProcess.run([$0[0], arena, "--state", state] + $0.dropFirst(), environment: ["SEATCHART_NOW": "1800000100"])
            #expect(run.status == 0, "\($0): \(run.stderr)")
            return run.stdout
        }
    }

    @Test func aSQLiteStateMovesToPostgreSQLAndBackWithItsHistory() throws {
        let file = SeatChartProcess.temporaryDirectory().appendingPathComponent("sale.sqlite").path
        let sell = { (arguments: [String], seconds: Int) in
            let run = try SeatChartProcess.run(
                [arguments[0], Self.arena, "--state", file] + arguments.dropFirst(), environment: ["SEATCHART_NOW": String(1_800_000_000 + seconds)])
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        try sell(["select", "101-A-1", "101-A-2", "--holder", "bob"], 0)
        try sell(["book", "--holder", "bob"], 1)
        try sell(["select", "101-B-1", "--holder", "bob", "--ttl", "30"], 2)
        try sell(["select", "101-C-1", "--holder", "ann lee", "--ttl", "5000"], 3)
        try sell(["block", "102-A-1", "--by", "eve"], 4)
        try sell(["release", "101-A-2", "--by", "eve"], 5)
        let database = try ThrowawayPostgres.shared.newDatabase()
        let copy = try SeatChartProcess.run(["state", "copy", file, database, "--stadium", Self.arena])
        #expect(copy.status == 0, "\(copy.stderr)")
        #expect(copy.stdout.contains("4 stored seats, 8 events, 2 holders") && copy.stdout.contains("check: ok"), "\(copy.stdout)")
        #expect(try Self.readings(database) == Self.readings(file), "the copy reads as the original")
        // The sale goes on in PostgreSQL: new ids follow the copied ones.
        let later = ["SEATCHART_NOW": "1800000010"]
        #expect(try SeatChartProcess.run(["select", Self.arena, "101-A-2", "--holder", "amy", "--state", database], environment: later).status == 0)
        let feed = try SeatChartProcess.run(["history", Self.arena, "--state", database, "--limit", "1"], environment: later)
        #expect(feed.stdout.hasSuffix("amy\tselect\t101-A-2\tamy\n"), "\(feed.stdout)")
        // And back into a new file.
        let back = SeatChartProcess.temporaryDirectory().appendingPathComponent("back.sqlite").path
        #expect(try SeatChartProcess.run(["state", "copy", database, back, "--stadium", Self.arena]).status == 0)
        #expect(try Self.readings(back) == Self.readings(database))
        #expect(try SeatChartProcess.run(["status", Self.arena, "--state", back, "--check"]).status == 0)
        // A copy never mixes two sales.
        let again = try SeatChartProcess.run(["state", "copy", file, database])
        #expect(again.status == 2 && again.stderr.contains("holds a state already"), "\(again.stderr)")
        let overFile = try SeatChartProcess.run(["state", "copy", database, back])
        #expect(overFile.status == 2 && overFile.stderr.contains("the file exists"), "\(overFile.stderr)")
        let missing = try SeatChartProcess.run(["state", "copy", file + ".nope", back + ".new"])
        #expect(missing.status == 2 && !FileManager.default.fileExists(atPath: back + ".new"))
    }

    @Test func aBadURLIsNamed() throws {
        let run = try SeatChartProcess.run(["state", "copy", "postgres://nobody/", "x.sqlite"])
        #expect(run.status == 2 && run.stderr.contains("from") && run.stderr.contains("expected postgres://USER@HOST:PORT/DATABASE"), "\(run.stderr)")
    }
}
