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

    /// A seats.io chart or a pretix plan cannot be designed: one with problems is refused
    /// with the list `validate` prints (seats.io's sample with errors: all three), after a
    /// note on making a stadium file of it; a valid one names the export.
    @Test func aChartOfAnotherFormatIsRefusedWithTheProblemsValidateNames() throws {
        let errors = SeatsioSamples.path(SeatsioSamples.withErrors)
        let design = try SeatChartProcess.run(["design", errors, "--port", "0"])
        let validate = try SeatChartProcess.run(["validate", errors])
        #expect(design.status == 2 && validate.status == 2)
        let lines = design.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("note: \(errors) is a seats.io chart: the designer edits stadium files") == true, "\(design.stderr)")
        #expect(lines.dropFirst().joined(separator: "\n") == validate.stderr)
        #expect(validate.stderr.split(separator: "\n").count == 3, "\(validate.stderr)")
        let plan = SeatChartProcess.path("Tests/SeatChartPretixTests/Fixtures/small-hall.json")
        let valid = try SeatChartProcess.run(["design", plan, "--port", "0"])
        #expect(valid.status == 2)
        #expect(valid.stderr == "error: \(plan): is a pretix seating plan, which the designer does not edit; expected a stadium file (seatchart export \(plan) --format stadium writes one)\n")
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
