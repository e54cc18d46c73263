import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart export STADIUM --format pretix [-o FILE]`, end to end.
@Suite(.onWaitingThreads) struct ExportCommandTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test func writesOutputStemByDefault() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let result = try SeatChartProcess.run(["export", Self.arena, "--format", "pretix"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote Output/arena.pretix.json: 1956 seats in 33 zones, 20 px per unit\n")
        let written = directory.appendingPathComponent("Output/arena.pretix.json")
        let plan = try JSONSerialization.jsonObject(with: Data(contentsOf: written)) as? [String: Any]
        #expect(plan?["name"] as? String == "Harbourside Arena")
        #expect((plan?["zones"] as? [Any])?.count == 33)
    }

    @Test func theSameStadiumGivesTheSameBytes() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let a = directory.appendingPathComponent("a.json").path, b = directory.appendingPathComponent("b.json").path
        #expect(try SeatChartProcess.run(["export", Self.arena, "--format", "pretix", "-o", a]).status == 0)
        #expect(try SeatChartProcess.run(["export", Self.arena, "--format=pretix", "--output", b]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }

    @Test func theExportedPlanReadsBackWithTheSameSeats() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let plan = directory.appendingPathComponent("arena.pretix.json").path
        #expect(try SeatChartProcess.run(["export", Self.arena, "--format", "pretix", "-o", plan, "--scale", "10"]).status == 0)
        let original = try PretixPlanCommandTests.seats(of: Self.arena)
        let imported = try SeatChartProcess.run(["seats", plan, "--json"])
        #expect(imported.status == 0)
        #expect(imported.stderrBesidesStateNotice.isEmpty)
        let again = try PretixPlanCommandTests.seats(of: plan)
        #expect(again.map(\.id) == original.map(\.id))
        #expect(again.map(\.row) == original.map(\.row))
        #expect(again.map(\.number) == original.map(\.number))
        // 10 pixels a metre: every offset between two seats is ten times the original one.
        guard let a0 = again.first, let o0 = original.first else { return }
        let worst = zip(again, original).map { a, o in
            max(abs((a.x - a0.x) / 10 - (o.x - o0.x)), abs((a.y - a0.y) / 10 - (o.y - o0.y)))
        }.max() ?? 0
        #expect(worst <= 0.01)
    }

    @Test func aPretixPlanKeepsItsPixelsAndGUIDs() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let out = directory.appendingPathComponent("again.json").path
        let result = try SeatChartProcess.run(["export", PretixPlanCommandTests.plan, "--format", "pretix", "-o", out])
        #expect(result.status == 0)
        // Its two zones, and the stage and balcony areas in a zone of their own.
        #expect(result.stdout == "wrote \(out): 1057 seats in 3 zones, 1 px per unit\n")
        #expect(result.stderr.split(separator: "\n").filter { $0.contains("duplicate seat guid") }.count == 84)
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.contains(#"{"seat_guid": "1-1", "seat_number": "1_1", "position": {"x": 0, "y": 0}, "radius": 10, "category": "Parkett vorne"}"#))
        #expect(text.contains(#""name": "Areas""#))
        #expect(text.contains(#""seat_guid": "Balcony-17-17_1""#))
        let again = try SeatChartProcess.run(["info", out])
        #expect(again.status == 0 && again.stderrBesidesStateNotice.isEmpty)
    }

    @Test func badInputExitsTwo() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let unknown = try SeatChartProcess.run(["export", Self.arena, "--format", "seatsio"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--format"))
        let scale = try SeatChartProcess.run(["export", Self.arena, "--format", "pretix", "--scale", "0"], in: directory)
        #expect(scale.status == 2)
        #expect(scale.stderr.contains("--scale"))
        let nowhere = directory.appendingPathComponent("no/such/dir/plan.json").path
        let unwritable = try SeatChartProcess.run(["export", Self.arena, "--format", "pretix", "-o", nowhere])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains(nowhere))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Output").path))
    }

    @Test func aFailedExportLeavesTheEarlierFile() throws {
        let directory = SeatChartProcess.temporaryDirectory()
        let plan = directory.appendingPathComponent("plan.json").path
        #expect(try SeatChartProcess.run(["export", Self.arena, "--format", "pretix", "-o", plan]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: plan))
        let broken = directory.appendingPathComponent("broken.json").path
        try Data("{\"schema\": 1,".utf8).write(to: URL(fileURLWithPath: broken))
        let result = try SeatChartProcess.run(["export", broken, "--format", "pretix", "-o", plan])
        #expect(result.status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: plan)) == before)
    }

    @Test func pretixIsTheDefaultFormat() throws {
        let dir = SeatChartProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("arena.pretix.json")
        let result = try SeatChartProcess.run(["export", SeatChartProcess.path("Stadiums/arena.json"), "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote \(out.path): 1956 seats"))
    }
}

