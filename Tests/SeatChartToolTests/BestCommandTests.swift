import Foundation
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct BestCommandTests {
    struct BestDocument: Decodable {
        var holder: String
        var seats: [String]
    }

    @Test func holdsAdjacentSeatsOfOneRow() throws {
        let f = StateCommandFixture()
        let result = try f.run("best", ["--count", "4", "--holder", "bob", "--json"])
        #expect(result.status == 0)
        let best = try JSONDecoder().decode(BestDocument.self, from: Data(result.stdout.utf8))
        #expect(best.seats.count == 4)
        let parts = best.seats.map { $0.split(separator: "-") }
        #expect(Set(parts.map { "\($0[0])-\($0[1])" }).count == 1)
        let numbers = parts.compactMap { Int($0[2]) }
        #expect(numbers == Array(numbers[0]..<numbers[0] + 4))
        #expect(try f.status(holder: "bob").held == best.seats)
        // The next group never overlaps the first.
        let again = try JSONDecoder().decode(
            BestDocument.self, from: Data(try f.run("best", ["--count", "4", "--holder", "amy", "--json"]).stdout.utf8))
        #expect(Set(again.seats).isDisjoint(with: best.seats))
    }

    @Test func categoryIsRespected() throws {
        let f = StateCommandFixture()
        let result = try f.run("best", ["--count", "2", "--category", "U", "--json"])
        #expect(result.status == 0)
        let best = try JSONDecoder().decode(BestDocument.self, from: Data(result.stdout.utf8))
        // Ring 3 (tribunes 3xx) is the upper tier.
        #expect(best.seats.allSatisfy { $0.hasPrefix("3") })
    }

    @Test func refusalsAndBadInput() throws {
        let f = StateCommandFixture()
        let none = try f.run("best", ["--count", "500"])
        #expect(none.status == 1)
        #expect(none.stderr.contains("no 500 adjacent free seats"))
        #expect(try f.run("best", ["--count", "0"]).status == 2)
        let category = try f.run("best", ["--count", "2", "--category", "Z"])
        #expect(category.status == 2)
        #expect(category.stderr.contains("--category"))
    }
}

/// `best --dry-run` and categories by name.
@Suite(.onWaitingThreads) struct BestPreviewTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test func aDryRunShowsTheGroupAndItsPriceAndHoldsNothing() throws {
        let folder = SeatChartProcess.temporaryDirectory()
        let state = folder.appendingPathComponent("state.sqlite").path
        // The default state (SEATCHART_STATE) may not exist yet: a dry run reads it as all free.
        let preview = try SeatChartProcess.run(
            ["best", Self.arena, "--count", "2", "--category", "Upper Tier", "--dry-run"], environment: ["SEATCHART_STATE": state])
        #expect(preview.status == 0 && preview.stdout == "best 2: 302-A-5 302-A-6, price £60; nothing held\n", "\(preview.stdout)\(preview.stderr)")
        #expect(!FileManager.default.fileExists(atPath: state), "a dry run creates no state")
        let held = try SeatChartProcess.run(["best", Self.arena, "--count", "2", "--category", "upper tier", "--holder", "ann", "--state", state])
        #expect(held.stdout == "held for ann: 302-A-5 302-A-6\n", "the same group, by name in any case: \(held.stdout)")
        let json = try SeatChartProcess.run(["best", Self.arena, "--count", "3", "--dry-run", "--json", "--state", state])
        #expect(json.stdout == #"{"seats":["102-A-5","102-A-6","102-A-7"],"price":285}"# + "\n", "\(json.stdout)")
    }

    @Test func anUnknownCategoryListsIdsAndNames() throws {
        let run = try SeatChartProcess.run(["best", Self.arena, "--count", "2", "--category", "Nope", "--dry-run"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--category: no category Nope (expected one of: P (Courtside), L (Lower Tier), U (Upper Tier))"), "\(run.stderr)")
    }
}
