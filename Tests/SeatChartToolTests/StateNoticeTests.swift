import Foundation
import SeatChartTestSupport
import Testing

/// Writes name the state they changed on standard error, and the first one says it created it.
@Suite struct StateNoticeTests {
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
}
