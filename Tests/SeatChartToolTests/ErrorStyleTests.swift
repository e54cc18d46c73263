import Foundation
import SeatChartTestSupport
import Testing

/// One error style: `error:` first, and a refused value is one line, without the usage.
@Suite(.onWaitingThreads) struct ErrorStyleTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test(arguments: [
        ["render", arena, "--width", "0"], ["best", arena, "--count", "0"], ["render", arena, "--scale", "9"],
        ["status", arena, "--limit=-2"],
    ])
    func aRefusedValueIsOneLine(_ arguments: [String]) throws {
        let run = try SeatChartProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("Usage:"))
    }

    @Test func aUsageErrorKeepsTheUsageInTheSameStyle() throws {
        let run = try SeatChartProcess.run(["render", Self.arena, "--nosuch"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: Unknown option '--nosuch'") && run.stderr.contains("Usage: seatchart render"), "\(run.stderr)")
    }
}
