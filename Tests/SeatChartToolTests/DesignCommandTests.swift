import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart design`: what it refuses before it serves (exit 2, naming the file and place).
@Suite(.onWaitingThreads) struct DesignCommandTests {
    @Test func aMissingFileIsRefused() throws {
        let run = try SeatChartProcess.run(["design", "no-such-stadium.json", "--port", "0"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no-such-stadium.json"), "\(run.stderr)")
    }

    @Test func aFileThatIsNotJSONIsRefusedWithItsPlace() throws {
        let file = SeatChartProcess.temporaryDirectory().appendingPathComponent("broken.json")
        try "{\n  \"schema\": 1,\n  \"name\": \n}\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try SeatChartProcess.run(["design", file.path, "--port", "0"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("broken.json: line 4, column 1"), "\(run.stderr)")
    }

    @Test func anAddressOtherThanLoopbackIsRefused() throws {
        let run = try SeatChartProcess.run(["design", "Stadiums/arena.json", "--port", "0", "--host", "0.0.0.0"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--host: expected a loopback address"), "\(run.stderr)")
    }

    @Test func aPortOutOfRangeIsAUsageError() throws {
        let run = try SeatChartProcess.run(["design", "Stadiums/arena.json", "--port", "70000"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--port must be from 0 to 65535"), "\(run.stderr)")
    }
}
