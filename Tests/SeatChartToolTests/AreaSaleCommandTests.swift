import Foundation
import SeatChartTestSupport
import Testing

/// The sale of standing areas and tables from the command line, on the concert hall: eight
/// `seatchart` processes racing for one area's places on each backend (and for a seats.io
/// chart's general-admission area), and the commands'
/// answers (`select`/`deselect`/`release`/`book` with areas and `--quantity`, `status`,
/// `history`, tables sold whole).
@Suite(.onWaitingThreads) struct AreaSaleCommandTests {
    /// A standing area eight processes race for: the hall's 600-place floor, and a seats.io
    /// chart's 100-place general-admission area.
    struct RaceArea: Sendable, CustomTestStringConvertible {
        let stadium: String, area: String, capacity: Int
        var testDescription: String { "\(area) of \(stadium.split(separator: "/").last ?? "")" }
        static let all = [
            RaceArea(stadium: "Stadiums/hall.json", area: "FLOOR", capacity: 600),
            RaceArea(stadium: "Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChart.json", area: "GA2", capacity: 100),
        ]
    }

    /// Eight processes take random quantities (1 to 6, then single places) of one area at
    /// once, each line its own transaction: together they get exactly its capacity, each
    /// process's successes are its places, and the log replays.
    @Test(arguments: StateBackend.allCases, RaceArea.all)
    func eightProcessesTakeExactlyTheCapacity(_ backend: StateBackend, _ race: RaceArea) throws {
        let f = StateCommandFixture(state: try backend.newLocationForRace(), stadium: race.stadium)
        var random = SplitMix64(seed: 27)
        var files: [String] = []
        // Enough lines that the area runs out: 8 × (n × 3.5 + 30) places asked.
        let quantityLines = race.capacity / 16
        for k in 0..<8 {
            let lines = (0..<quantityLines).map { _ in "select \(race.area) --quantity \(Int.random(in: 1...6, using: &random)) --holder p\(k)" }
                + Array(repeating: "select \(race.area) --quantity 1 --holder p\(k)", count: 30)
            files.append(try f.file("p\(k).txt", contents: lines.joined(separator: "\n") + "\n"))
        }
        let results = try runConcurrently(files.map { file in { try f.run("script", ["--keep-going", file]) } })
        var total = 0
        for (k, result) in results.enumerated() {
            #expect(result.status == 0 || result.status == 1, "p\(k): \(result.stderr)")
            // `held for pK: AREA (n places)` per success.
            let taken = result.stdout.split(separator: "\n").compactMap { line -> Int? in
                guard let open = line.lastIndex(of: "("), let space = line[open...].firstIndex(of: " ") else { return nil }
                return Int(line[line.index(after: open)..<space])
            }.reduce(0, +)
            #expect(try f.status(holder: "p\(k)").area(race.area).yourHeld == taken, "p\(k)")
            total += taken
            let refusals = result.stderr.split(separator: "\n").filter { $0.contains("cannot be held") }
            #expect(refusals.allSatisfy { $0.contains("places left") || $0.contains("place left") }, "p\(k): \(result.stderr)")
        }
        #expect(total == race.capacity)
        let area = try f.status().area(race.area)
        #expect((area.held, area.left) == (race.capacity, 0))
        let check = try f.run("status", ["--check"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func placesAreSoldFromTheCommandLine() throws {
        let f = StateCommandFixture(stadium: "Stadiums/hall.json")
        let select = try f.run("select", ["FLOOR", "--quantity", "4", "--holder", "ann", "--ttl", "600"])
        #expect(select.status == 0, "\(select.stderr)")
        #expect(select.stdout == "held for ann: FLOOR (4 places) (for 600 s)\n")
        let json = try f.run("select", ["BOX1", "--holder", "bob", "--json"])
        #expect(json.stdout.contains(#""places":[{"area":"BOX1","quantity":6}]"#), "\(json.stdout)")
        let taken = try f.run("select", ["BOX1", "--holder", "cy"])
        #expect(taken.status == 1)
        #expect(taken.stderr.contains("area BOX1 is sold whole and is taken: 0 places left"))
        #expect(try f.run("deselect", ["FLOOR", "--quantity", "1", "--holder", "ann"]).stdout == "released by ann: FLOOR (1 place)\n")
        #expect(try f.run("book", ["--holder", "ann"]).stdout == "booked for ann: FLOOR (3 places)\n")
        let status = try f.run("status", ["--holder", "ann"])
        #expect(status.stdout.contains("area FLOOR: capacity 600, held 0, booked 3, left 597; ann: 0 held, 3 booked"), "\(status.stdout)")
        #expect(status.stdout.contains("area BOX1: capacity 6, held 6, booked 0, left 0"))
        // The revenue counts places as places, not seats.
        #expect(status.stdout.contains(" (3 places), held ") && status.stdout.contains(" (6 places)\n"), "\(status.stdout)")
        let statusJSON = try f.run("status", ["--json"])
        #expect(statusJSON.stdout.contains(#""bookedSeats":0,"heldSeats":0,"bookedPlaces":3,"heldPlaces":6"#), "\(statusJSON.stdout)")
        let document = try f.status(holder: "bob")
        #expect(try document.area("BOX1").yourHeld == 6)
        let history = try f.run("history", ["--holder", "ann"])
        #expect(history.stdout.split(separator: "\n").map { $0.split(separator: "\t")[2...3].joined(separator: " ") }
            == ["book FLOOR (3 places)", "deselect FLOOR (1 place)", "select FLOOR (4 places)"])
        let historyJSON = try f.run("history", ["--holder", "ann", "--json", "--limit", "1"])
        #expect(historyJSON.stdout.contains(#""action":"book","area":"FLOOR","quantity":3,"actor":"ann""#), "\(historyJSON.stdout)")
        #expect(try f.run("release", ["FLOOR", "--quantity", "2"]).stdout == "released: FLOOR (2 places)\n")
        #expect(try f.status().area("FLOOR").booked == 1)
        #expect(try f.run("status", ["--check"]).status == 0)
    }

    @Test func badQuantitiesAreBadInput() throws {
        let f = StateCommandFixture(stadium: "Stadiums/hall.json")
        let zero = try f.run("select", ["FLOOR", "--quantity", "0"])
        #expect(zero.status == 2 && zero.stderr.contains("--quantity: expected a whole number of places of at least 1, found 0"))
        let noArea = try f.run("select", ["T1-1", "--quantity", "2"])
        #expect(noArea.status == 2 && noArea.stderr.contains("a quantity applies to a standing area"), "\(noArea.stderr)")
        let over = try f.run("select", ["FLOOR", "--quantity", "601"])
        #expect(over.status == 1 && over.stderr.contains("area FLOOR has 600 places left: 601 cannot be held"))
        // The largest whole number, twice: refused, not a crash.
        let huge = try f.run("select", ["FLOOR", "FLOOR", "--quantity", String(Int.max)])
        #expect(huge.status == 1 && huge.stderr.contains("cannot be held"), "\(huge.status) \(huge.stderr.prefix(300))")
        let ticket = try f.run("ticket", ["FLOOR", "FLOOR", "--quantity", String(Int.max), "-o", f.directory.appendingPathComponent("t.svg").path])
        #expect(ticket.status == 2 && ticket.stderr.contains("cannot be held"), "\(ticket.status) \(ticket.stderr.prefix(300))")
    }

    @Test func tablesSoldWholeGoWithEveryChair() throws {
        let f = StateCommandFixture(stadium: "Stadiums/hall.json")
        let one = try f.run("select", ["VIP-1", "--holder", "ann"])
        #expect(one.status == 1 && one.stderr.contains("table VIP is sold whole: all 14 chairs or none"), "\(one.stderr)")
        let whole = try f.run("select", ["VIP", "--holder", "ann"])
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(try f.status(holder: "ann").held.count == 14)
        let part = try f.run("deselect", ["VIP-3", "--holder", "ann"])
        #expect(part.status == 1)
        #expect(try f.run("deselect", ["VIP", "--holder", "ann"]).status == 0)
        // A table sold by the chair sells one chair; its id takes them all.
        #expect(try f.run("select", ["T1-2", "--holder", "bob"]).status == 0)
        #expect(try f.run("select", ["T2", "--holder", "bob"]).stdout.split(separator: " ").count == 3 + 6)
    }
}

extension AreaSaleCommandTests {
    @Test func bestTakesZoneLevelAndAccessible() throws {
        let f = StateCommandFixture(stadium: "Stadiums/hall.json")
        let zone = try f.run("best", ["--count", "2", "--zone", "balcony", "--level", "balcony", "--dry-run"])
        #expect(zone.status == 0, "\(zone.stderr)")
        #expect(zone.stdout.hasPrefix("best 2: BAL-"), "\(zone.stdout)")
        let unknown = try f.run("best", ["--count", "2", "--zone", "nowhere"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no zone nowhere (expected one of: balcony)"), "\(unknown.stderr)")
        let held = try f.run("best", ["--count", "1", "--accessible", "--holder", "ann"])
        #expect(held.status == 0, "\(held.stderr)")
    }
}
