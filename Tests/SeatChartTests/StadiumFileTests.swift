import Foundation
import SeatChartJSON
@testable import SeatChart
import SeatChartTestSupport
import Testing

/// Whole files: the example of docs/stadium-file.md, the shipped stadiums, and inputs that must never trap.
@Suite struct StadiumFileTests {
    typealias F = StadiumFileFixtures

    @Test func specExampleHasItsStatedCounts() throws {
        let chart = try StadiumFile.chart(from: SpecExample.data, file: "example.json")
        #expect(chart.seats.count == 14_800)
        #expect(chart.tribunes.count == 26)
        #expect(chart.name == "Riverside Arena")
        #expect(chart.categories.map(\.id) == ["A", "B"])
        #expect(chart.tribunes.map(\.id).prefix(3) == ["101", "102", "103"])
        #expect(chart.tribunes.map(\.id).suffix(2) == ["VIP", "K1"])
    }

    @Test func anAlreadyParsedFileGivesTheSameChart() throws {
        let data = try SpecExample.data
        let parsed = try StadiumFile.chart(from: try JSONParser.parse(data), file: "example.json")
        #expect(parsed == (try StadiumFile.chart(from: data, file: "example.json")))
        #expect(throws: InputError.self) { try StadiumFile.chart(from: JSONValue.array([]), file: "x.json") }
    }

    @Test func specExampleMarksBlockedAndAccessibleSeats() throws {
        let chart = try StadiumFile.chart(from: SpecExample.data, file: "example.json")
        let blocked = chart.seats.indices.filter { chart.seats[$0].isBlocked }.map(chart.seatID)
        let accessible = chart.seats.indices.filter { chart.seats[$0].isAccessible }.map(chart.seatID)
        #expect(blocked == ["101-A-1"])
        #expect(accessible == ["104-A-1", "104-A-2"])
    }

    @Test func readerKeepsEveryField() throws {
        let spec = try StadiumFileReader.read(SpecExample.data, file: "example.json")
        #expect(spec.field.size.width == 105 && spec.field.size.height == 68)
        #expect(spec.seatSize == 0.5 && spec.seatSpacing == 0.05 && spec.seatShape == .classic)
        #expect(spec.categories.map(\.price) == [120, 60])
        #expect(spec.rings == [RingSpec(rows: 20, offset: 4, tribunesLong: 6, tribunesShort: 4, aisle: 1.2, cornerArcs: true, category: "B")])
        #expect(spec.sections.map(\.id) == ["VIP", "K1"])
        #expect(spec.blocked == ["101-A-1"] && spec.accessible == ["104-A-1", "104-A-2"])
    }

    @Test func defaultsOfOptionalFields() throws {
        let spec = try StadiumFileReader.read(Data(F.minimal.utf8), file: "minimal.json")
        #expect(spec.field.shape == .rect)
        #expect(spec.seatSpacing == 0 && spec.seatShape == .classic)
        #expect(spec.rings.first?.offset == 0 && spec.rings.first?.aisle == 0 && spec.rings.first?.cornerArcs == true)
        #expect(spec.categories.isEmpty && spec.sections.isEmpty && spec.focalPoint == .zero)
    }

    @Test(arguments: ShippedStadiums.names)
    func shippedStadiumValidates(_ name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        #expect(!chart.seats.isEmpty)
        #expect(chart.seats.contains { $0.isBlocked })
        #expect(chart.seats.contains { $0.isAccessible })
        #expect(chart.categories.count >= 2)
        #expect(chart.categories.allSatisfy { $0.price != nil })
    }

    @Test func shippedStadiumSizes() throws {
        let seats = try Dictionary(uniqueKeysWithValues: ShippedStadiums.names.map { ($0, try ShippedStadiums.chart($0).seats.count) })
        #expect((1_800...2_200).contains(seats["arena.json"] ?? 0))
        #expect((55_000...65_000).contains(seats["football.json"] ?? 0))
        #expect((seats["mega.json"] ?? 0) >= 132_000)
        let theatre = try StadiumFileReader.read(path: ShippedStadiums.path("theatre.json"))
        #expect(theatre.rings.isEmpty)
        #expect(Set(theatre.sections.map { if case .rect = $0.kind { "rect" } else { "arc" } }) == ["rect", "arc"])
    }

    @Test func missingFileAndDirectory() {
        #expect(throws: InputError(file: "/nonexistent/x.json", place: "", message: "no such file; expected a stadium file or a seating plan")) {
            try StadiumFile.load(path: "/nonexistent/x.json")
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: InputError.self) { try StadiumFile.load(path: directory) }
    }

    // MARK: - Nothing traps or hangs

    @Test func everyTruncationIsReported() throws {
        let bytes = Array(try SpecExample.text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        for length in 0..<bytes.count {
            let problems = F.problems(Data(bytes[0..<length]))
            #expect(problems.count == 1 && problems[0].place.hasPrefix("line "), "prefix of \(length) bytes: \(problems)")
        }
    }

    @Test func randomBytesAndMutationsNeverTrap() throws {
        var generator = SplitMix64(seed: 0x5EA7)
        let bytes = Array(try SpecExample.data)
        let alphabet = Array("{}[],:\"0123456789-.eE truefalsnul\\u".utf8) + [0x00, 0xFF, 0x0A]
        for _ in 0..<300 {
            let random = (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(!F.problems(Data(random)).isEmpty, "seed \(generator.seed): \(random)")
            var mutated = bytes
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<mutated.count, using: &generator)
                mutated[at] = alphabet.randomElement(using: &generator)!
            }
            // Either a valid file or a list of problems; never a trap.
            _ = F.problems(Data(mutated))
        }
    }

    @Test func deepNestingIsRefused() {
        let deep = String(repeating: "[", count: 100_000)
        let problems = F.problems(deep)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("nested deeper than 64 levels") == true)
    }

    @Test func manyOverlappingSectionsGetAShortReport() throws {
        let sections = (0..<400).map { k in
            #"{ "id": "S\#(k)", "type": "rect", "center": [0, 60], "rows": 2, "seatsPerRow": 4 }"#
        }
        let text = #"{ "schema": 1, "name": "Pile", "field": { "width": 20, "height": 10 }, "seat": { "size": 0.5 }, "sections": ["#
            + sections.joined(separator: ", ") + "] }"
        let problems = StadiumFileFixtures.problems(text)
        #expect(problems.count == StadiumFile.maximumOverlapProblems + 1)
        #expect(problems.dropLast().allSatisfy { $0.message.contains("overlaps") })
        let last = try #require(problems.last)
        #expect(last.place == "sections" && last.message.contains("more tribunes overlap"))
    }

    @Test func specialFilesAreRefusedBeforeTheyAreRead() throws {
        let fifo = ScratchFolder.make().appendingPathComponent("plan.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // With no writer, reading would wait forever: the type is checked first.
        let error = try #require(throws: InputError.self) { try InputFile.read(path: fifo) }
        #expect(error.problems.first?.message.contains("not a regular file") == true)
        #expect(error.problems.first?.file == fifo)
        #expect(throws: InputError.self) { try InputFile.read(path: "/dev/zero") }
    }

    @Test func aFileTooLargeIsRefusedByItsSize() throws {
        let big = ScratchFolder.make().appendingPathComponent("big.json").path
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: 64 * 1024 * 1024)  // sparse: no bytes written
        try handle.close()
        let error = try #require(throws: InputError.self) { try InputFile.read(path: big, limit: 1024 * 1024) }
        #expect(error.problems.first?.message.contains("larger than 1 MiB") == true)
    }
}
