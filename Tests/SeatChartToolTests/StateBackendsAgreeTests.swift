import Foundation
import SeatChartTestSupport
import Testing

/// Every state command says the same on a PostgreSQL database as on a SQLite file: the same
/// output, messages and exit codes, refusals, expiry and scripts included (docs/postgres.md),
/// the state named where the file's path would be.
@Suite(.onWaitingThreads) struct StateBackendsAgreeTests {
    /// A sale through every command that reads or writes the state, each at its own second.
    static let sale: [[String]] = [
        ["status"],
        ["select", "101-A-1", "101-A-2", "--holder", "ann"],
        ["select", "101-A-2", "101-A-3", "--holder", "bob"],  // refused: 101-A-2 is ann's
        ["select", "101-A-3", "--holder", "bob", "--ttl", "30"],
        ["best", "--count", "2", "--holder", "cy"],
        ["best", "--count", "2", "--holder", "cy", "--dry-run"],
        ["best", "--count", "3", "--category", "P", "--holder", "dee", "--json"],
        ["deselect", "101-A-3", "--holder", "bob"],
        ["book", "--holder", "ann"],
        ["book", "--holder", "zed"],  // refused: nothing held
        ["release", "101-A-2", "--by", "eve"],
        ["block", "102-A-1", "102-A-2", "--by", "eve"],
        ["unblock", "102-A-2", "--by", "eve"],
        ["select", "102-A-1", "--holder", "ann"],  // refused: blocked
        ["select", "101-B-1", "--holder", "ann", "--json", "--ttl", "20"],
        ["status", "--holder", "ann"],
        ["status", "--json", "--holder", "ann"],
        ["history", "--json", "--limit", "4"],
        ["bookings", "--csv"],
        ["bookings", "--json"],
        ["seats", "--tribune", "101"],
        ["info"],
        ["hit", "-14.6", "-10.4", "--json"],
        ["area", "--rect", "-30,-20,0,0", "--available"],
        ["render", "-o", "-", "--width", "300", "--holder", "ann"],
        ["script", "SCRIPT"],
        ["script", "--json", "SCRIPT"],
        ["status", "--check"],
        ["history"],
    ]

    static let script = """
        select 103-A-1 103-A-2 --holder fay
        select 103-A-2 --holder gus
        book --holder fay
        status --holder fay

        """

    /// What each command of ``sale`` did on `state`, with the state's name as `STATE`.
    static func run(on state: String) throws -> [String] {
        let f = StateCommandFixture(state: state)
        let script = try f.file("sale.txt", contents: Self.script)
        return try sale.enumerated().map { second, command in
            // The last commands come after the 30 and 20 second holds ran out.
            let now = 1_800_000_000 + (second < sale.count - 2 ? second : 100 + second)
            let arguments = command.dropFirst().map { $0 == "SCRIPT" ? script : $0 }
            let run = try f.run(command[0], Array(arguments), environment: ["SEATCHART_NOW": String(now)])
            return "\(command.joined(separator: " ")) → \(run.status)\n\(run.stdout)\(run.stderr)"
                .replacingOccurrences(of: state, with: "STATE").replacingOccurrences(of: f.directory.path, with: "FOLDER")
        }
    }

    @Test func aSaleSaysTheSameOnPostgreSQLAsOnAFile() throws {
        let file = SeatChartProcess.temporaryDirectory().appendingPathComponent("sale.sqlite").path
        let onFile = try Self.run(on: file)
        let onDatabase = try Self.run(on: ThrowawayPostgres.shared.newDatabase())
        for (fileRun, databaseRun) in zip(onFile, onDatabase) {
            #expect(fileRun == databaseRun, "\(FirstDifferingLine(got: databaseRun, expected: fileRun).map { "\($0)" } ?? "")")
        }
        // The sale did what it says: refusals refused, the hold ran out and was logged.
        let exits = onFile.map { $0.split(separator: "\n")[0] }
        #expect(exits.filter { $0.hasSuffix("→ 1") }.count == 5, "three refusals and the two scripts: \(exits)")
        #expect(exits.allSatisfy { $0.hasSuffix("→ 0") || $0.hasSuffix("→ 1") }, "\(exits)")
        #expect(onFile.last?.contains("expire") == true, "\(onFile.last ?? "")")
    }
}

extension StateBackendsAgreeTests {
    /// A reading command given a state explicitly never reads "nothing sold" from a mistake:
    /// a file that does not exist, or a database no sale has written.
    @Test func anExplicitStateMustHoldOne() throws {
        let arena = SeatChartProcess.path("Stadiums/arena.json")
        let database = try ThrowawayPostgres.shared.newDatabase()
        let empty = try SeatChartProcess.run(["status", arena, "--state", database])
        #expect(empty.status == 2, "\(empty.stderr)")
        #expect(empty.stderr.contains("\(database): --state: this database holds no selection state; expected an existing one"), "\(empty.stderr)")
        let missing = try SeatChartProcess.run(["status", arena, "--state", database + "_none"])
        #expect(missing.status == 2 && missing.stderr.contains("does not exist"), "\(missing.stderr)")
        // Once a sale wrote to it, it reads.
        #expect(try SeatChartProcess.run(["select", arena, "101-A-1", "--state", database]).status == 0)
        #expect(try SeatChartProcess.run(["status", arena, "--state", database]).status == 0)
    }
}
