import Foundation
import SeatChartTestSupport
import Testing

/// Writes name the state they changed on standard error, and the first one says it created it;
/// reading commands say when there is no state to read.
@Suite(.onWaitingThreads) struct StateNoticeTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test func writesNameTheirStateAndTheFirstSaysItCreatedIt() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let first = try SeatChartProcess.run(["select", Self.arena, "101-A-1", "--holder", "ann"], in: folder)
        #expect(first.stderr == "created state Output/arena.sqlite\n", "\(first.stderr)")
        let second = try SeatChartProcess.run(["book", Self.arena, "--holder", "ann"], in: folder)
        #expect(second.stderr == "state Output/arena.sqlite\n", "\(second.stderr)")
        let reading = try SeatChartProcess.run(["status", Self.arena], in: folder)
        #expect(!reading.stderr.contains("state Output"), "a reading command changes nothing: \(reading.stderr)")
        let script = try SeatChartProcess.run(["script", Self.arena], input: "select 101-A-2\nselect 101-A-3\n", in: folder)
        #expect(script.stderr == "state Output/arena.sqlite\n", "once for the whole script: \(script.stderr)")
        let refused = try SeatChartProcess.run(["select", Self.arena, "101-A-1", "--holder", "bob"], in: folder)
        #expect(refused.status == 1 && !refused.stderr.contains("state Output"), "a refusal changed nothing: \(refused.stderr)")
    }

    @Test func readingCommandsSayWhenThereIsNoState() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let notice = "no state at Output/arena.sqlite: every seat is shown available\n"
        for arguments in [["status"], ["seats"], ["info"], ["history"], ["bookings"], ["hit", "-14.582", "-10.4", "--json"],
                          ["render", "-o", "x.svg"], ["area", "--rect", "-100,-100,100,100", "--available"]] {
            let result = try SeatChartProcess.run([arguments[0], Self.arena] + arguments.dropFirst(), in: folder)
            #expect(result.stderr.hasPrefix(notice), "\(arguments): \(result.stderr)")
        }
        // Once for a whole script, and --quiet silences it.
        let script = try SeatChartProcess.run(["script", Self.arena], input: "status\nseats\n", in: folder)
        #expect(script.stderr == notice, "\(script.stderr)")
        let quiet = try SeatChartProcess.run(["status", Self.arena, "--quiet"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        // With a state there is nothing to say.
        #expect(try SeatChartProcess.run(["select", Self.arena, "101-A-1"], in: folder).status == 0)
        let reading = try SeatChartProcess.run(["status", Self.arena], in: folder)
        #expect(reading.status == 0 && reading.stderr.isEmpty, "\(reading.stderr)")
    }
}
