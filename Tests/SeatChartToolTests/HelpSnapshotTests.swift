import ArgumentParser
import Foundation
@testable import SeatChartTool
import SeatChartTestSupport
import Testing

/// `seatchart --help` and `seatchart VERB --help` for every subcommand must print exactly
/// their snapshot in `HelpSnapshots/` (`seatchart.txt`, `seatchart-VERB.txt`).
///
/// The binary runs with `COLUMNS=80`, so ArgumentParser wraps at 80 columns whatever the
/// terminal the tests are started from. After an intended change to a command's options,
/// abstract or discussion, rewrite the snapshots and review the diff:
///
///     SEATCHART_UPDATE_SNAPSHOTS=1 swift test --filter HelpSnapshotTests
///
/// (the files are then written into `Tests/SeatChartToolTests/HelpSnapshots/`, snapshots of
/// commands that no longer exist are removed, and the tests pass).
@Suite(.onWaitingThreads) struct HelpSnapshotTests {
    /// The folder of snapshots, in the source tree.
    static let folder = RepositoryFiles.testTarget("SeatChartToolTests").appendingPathComponent("HelpSnapshots")
    /// The terminal width the help is printed at.
    static let columns = 80
    /// Whether this run rewrites the snapshots instead of comparing with them.
    static let updating = ProcessInfo.processInfo.environment["SEATCHART_UPDATE_SNAPSHOTS"] == "1"

    /// The root command (no words) and each subcommand (its verb), in the order `--help` lists them.
    static let commands: [[String]] = [[]] + SeatChartCommand.configuration.subcommands.map { [$0._commandName] }

    /// The snapshot file of `command`.
    static func fileName(_ command: [String]) -> String {
        (["seatchart"] + command).joined(separator: "-") + ".txt"
    }

    @Test(arguments: commands)
    func helpMatchesItsSnapshot(_ command: [String]) throws {
        let result = try SeatChartProcess.run(command + ["--help"], environment: ["COLUMNS": String(Self.columns)])
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(command): \(result.stderr)")
        let url = Self.folder.appendingPathComponent(Self.fileName(command))
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(result.stdout.utf8).write(to: url)
            return
        }
        guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no snapshot \(url.path); write it with SEATCHART_UPDATE_SNAPSHOTS=1")
            return
        }
        if let difference = FirstDifferingLine(got: result.stdout, expected: stored) {
            Issue.record("`seatchart \((command + ["--help"]).joined(separator: " "))` differs from \(Self.fileName(command)) at \(difference)")
        }
    }

    @Test func everySnapshotBelongsToACommand() throws {
        let expected = Set(Self.commands.map(Self.fileName))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
        let stale = Set(files).subtracting(expected)
        if Self.updating {
            for name in stale { try FileManager.default.removeItem(at: Self.folder.appendingPathComponent(name)) }
            return
        }
        #expect(stale.isEmpty, "snapshots of no command: \(stale.sorted())")
        #expect(expected.count == SeatChartCommand.configuration.subcommands.count + 1, "two commands share a snapshot file")
    }

    @Test func helpIsWrappedAtTheGivenWidthWhateverTheTerminal() throws {
        let narrow = try SeatChartProcess.run(["render", "--help"], environment: ["COLUMNS": String(Self.columns)])
        let wide = try SeatChartProcess.run(["render", "--help"], environment: ["COLUMNS": "200"])
        #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= Self.columns || $0.hasPrefix("USAGE:") })
        #expect(narrow.stdout != wide.stdout, "COLUMNS must reach ArgumentParser, or the snapshots depend on the terminal")
    }
}
