import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct VersionTests {
    @Test func printsVersion() throws {
        let result = try SeatChartProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func unknownCommandIsUsageError() throws {
        let result = try SeatChartProcess.run(["frobnicate"])
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
    }
}
