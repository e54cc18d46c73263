import Foundation
import SeatChart
import SeatChartJSON
import SeatChartPretix
import SeatChartSeatsio
import SeatChartTestSupport
import Testing

/// Thousands of mutants of the shipped stadiums and the sample plans, read as the command
/// line reads a chart file: each is either a chart or bad input whose every problem names
/// the file and carries no raw control character. A crash or a hang fails the run.
@Suite("Mutated stadium files and plans")
struct InputFuzzTests {
    /// The files mutated: the small shipped stadiums (the large ones only a little: their
    /// layouts cost more), the concert hall (levels, rows sections, standing areas, tables,
    /// access lists), the example stadium, and the pretix and seats.io samples (the 2.6 MB
    /// Race Track only a little).
    static let sources: [(name: String, weight: Int)] = [
        ("Stadiums/arena.json", 8), ("Stadiums/theatre.json", 8), ("Stadiums/hall.json", 12), ("Tests/Fixtures/spec-example.json", 4),
        ("Stadiums/football.json", 1), ("Stadiums/mega.json", 1),
        ("Tests/SeatChartPretixTests/Fixtures/small-hall.json", 8),
        ("Tests/SeatChartPretixTests/Fixtures/pretix-screenshots_plan.en.json", 1),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChart.json", 4),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithTables.json", 4),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithSections.json", 4),
        ("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithZones.json", 1),
    ]

    /// What a mutation may put in place of a number.
    static let oddValues = ["-1", "0", "1e308", "-1e308", "1e-308", "99999999", "2000001", "null", "\"x\"", "[]", "{}",
                            "true", "\"\\u001b[2J\"", "\"a\\nerror: forged\"", "0.5", "-0"]

    @Test func mutantsAreChartsOrNamedBadInput() throws {
        let files = try Self.sources.map { (Array(try Data(contentsOf: RepositoryFiles.url($0.name))), $0.weight) }
        let pool = files.flatMap { Array(repeating: $0.0, count: $0.1) }
        var rng = SplitMix64(seed: 3000)
        var charts = 0, refused = 0
        for n in 0..<3000 {
            var bytes = pool[Int.random(in: 0..<pool.count, using: &rng)]
            for _ in 0..<Int.random(in: 1...2, using: &rng) { Self.mutate(&bytes, using: &rng) }
            let name = "mutant-\(n).json"
            switch Self.read(Data(bytes), file: name) {
            case .success:
                charts += 1
            case .failure(let error):
                refused += 1
                #expect(!error.problems.isEmpty, "mutant \(n) (seed 3000): an error with no problem")
                for problem in error.problems {
                    #expect(problem.file == name, "mutant \(n) (seed 3000): \(problem)")
                    #expect(!problem.description.unicodeScalars.contains(where: TerminalText.isControl),
                            "mutant \(n) (seed 3000): a raw control character in \(problem.description.debugDescription)")
                }
            }
        }
        // Both kinds of outcome occur, so the mutants are neither all broken nor all harmless.
        #expect(charts > 100 && refused > 1000, "\(charts) charts, \(refused) refused")
    }

    /// Reads `data` as `ChartLoader` does: parsed once, then a pretix plan, a seats.io chart
    /// or a stadium file, as ``SeatingDocumentKind`` says.
    static func read(_ data: Data, file: String) -> Result<Chart, InputError> {
        do {
            let document: JSONValue
            do { document = try JSONParser.parse(data) } catch { throw InputError(file: file, invalidJSON: error) }
            switch SeatingDocumentKind(of: document) {
            case .pretixPlan: return .success(try PretixPlanReader.read(document, file: file).chart)
            case .seatsIOChart: return .success(try SeatsioChartReader.read(document, file: file).chart)
            case .stadium: return .success(try StadiumFile.chart(from: document, file: file))
            }
        } catch let error as InputError {
            return .failure(error)
        } catch {
            return .failure(InputError(file: file, place: "", message: "unexpected error \(error)"))
        }
    }

    /// One random change: a byte changed, a span removed or repeated, a number replaced by
    /// an odd value, a control character put in, or the end cut off.
    static func mutate(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
        guard !bytes.isEmpty else { bytes = Array("{".utf8); return }
        let at = Int.random(in: 0..<bytes.count, using: &rng)
        // Numbers are replaced most often: such mutants stay JSON and reach the checks.
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:
            bytes[at] = UInt8.random(in: 0...255, using: &rng)
        case 1:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &rng)))
        case 2:
            let span = bytes[at..<min(bytes.count, at + Int.random(in: 1...40, using: &rng))]
            bytes.insert(contentsOf: span, at: at)
        case 3, 6, 7, 8:
            // The number that starts at or after `at`, replaced whole.
            guard let start = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) else { return }
            let end = bytes[start...].firstIndex { !(0x30...0x39).contains($0) && $0 != 0x2E && $0 != 0x65 } ?? bytes.count
            bytes.replaceSubrange(start..<end, with: Array(oddValues[Int.random(in: 0..<oddValues.count, using: &rng)].utf8))
        case 4:
            let controls: [[UInt8]] = [[0x1B, 0x5B, 0x32, 0x4A], [0x0A], [0x0D], [0x00], [0x07], [0xC2, 0x9B]]
            bytes.insert(contentsOf: controls[Int.random(in: 0..<controls.count, using: &rng)], at: at)
        default:
            bytes.removeSubrange(at...)
        }
    }
}
