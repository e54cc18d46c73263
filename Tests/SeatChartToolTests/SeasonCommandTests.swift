import Foundation
import SeatChartTestSupport
import Testing

/// Seasons on the built binary, both backends: `--event SEASON` sells the same seat in every
/// event of the season in one transaction, all or nothing.
@Suite(.onWaitingThreads) struct SeasonCommandTests: StateRuns {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// A state with `count` events (`game1`...) and the season `home` over the first two.
    func season(_ backend: StateBackend, events count: Int = 3, race: Bool = false) throws -> String {
        let state = race ? try backend.newLocationForRace() : try backend.newLocation()
        for n in 1...count { try ok(["event", "create", Self.arena, "game\(n)"], state: state) }
        try ok(["season", "create", Self.arena, "home", "--events", "game1,game2"], state: state)
        return state
    }

    /// The state of `seat` in `event` as `seats` prints it.
    func state(of seat: String, in event: String, state: String) throws -> String {
        let lines = try ok(["seats", Self.arena, "--event", event], state: state).split(separator: "\n")
        return lines.first { $0.hasPrefix(seat + "\t") }.map { String($0.split(separator: "\t").last ?? "") } ?? "none"
    }

    @Test(arguments: StateBackend.allCases) func aSeasonSeatIsSoldInEveryEventOrNone(_ backend: StateBackend) throws {
        let state = try season(backend)
        try ok(["select", Self.arena, "101-A-5", "--holder", "ann", "--event", "game2"], state: state)
        // 101-A-5 is taken in game2: the season hold is refused, naming the event and the seat, and holds nothing.
        let refused = try run(["select", Self.arena, "101-A-4", "101-A-5", "--holder", "bob", "--event", "home"], state: state)
        #expect(refused.status == 1 && refused.stderr.contains("event game2") && refused.stderr.contains("101-A-5"), "\(refused.stderr)")
        #expect(try self.state(of: "101-A-4", in: "game1", state: state) == "available", "nothing half-written in game1")
        try ok(["select", Self.arena, "101-A-3", "101-A-4", "--holder", "bob", "--event", "home"], state: state)
        let booked = try ok(["book", Self.arena, "--holder", "bob", "--event", "home"], state: state)
        #expect(booked.contains("101-A-3") && booked.contains("101-A-4"), "\(booked)")
        for event in ["game1", "game2"] {
            #expect(try self.state(of: "101-A-3", in: event, state: state) == "booked", "\(event)")
        }
        #expect(try self.state(of: "101-A-3", in: "game3", state: state) == "available", "game3 is not in the season")
        // Each event says the seat is a season seat.
        let status = try ok(["status", Self.arena, "--event", "game1"], state: state)
        #expect(status.contains("season seats (seat, season, holder): 101-A-3 home bob, 101-A-4 home bob"), "\(status)")
        let json = try ok(["status", Self.arena, "--json", "--event", "game2"], state: state)
        #expect(json.contains(#""seasonSeats":[{"seat":"101-A-3","season":"home","holder":"bob"}"#), "\(json)")
        // A season reads through its events.
        let read = try run(["status", Self.arena, "--event", "home"], state: state)
        #expect(read.status == 2 && read.stderr.contains("name one of its events (game1, game2)"), "\(read.stderr)")
        // Released for the season: free in every event again.
        try ok(["release", Self.arena, "101-A-3", "--event", "home"], state: state)
        for event in ["game1", "game2"] {
            #expect(try self.state(of: "101-A-3", in: event, state: state) == "available", "\(event)")
        }
        #expect(!(try ok(["status", Self.arena, "--event", "game1"], state: state)).contains("101-A-3 home"))
    }

    @Test(arguments: StateBackend.allCases) func bestPicksSeatsFreeInEveryEvent(_ backend: StateBackend) throws {
        let state = try season(backend)
        // Row A of 101 is broken up: 101-A-3 in game1, 101-A-6 in game2.
        try ok(["select", Self.arena, "101-A-3", "--holder", "x", "--event", "game1"], state: state)
        try ok(["select", Self.arena, "101-A-6", "--holder", "y", "--event", "game2"], state: state)
        let single = try ok(["best", Self.arena, "--count", "4", "--holder", "one", "--event", "game1", "--dry-run"], state: state)
        let picked = try ok(["best", Self.arena, "--count", "4", "--holder", "cy", "--event", "home"], state: state)
        let seats = picked.split(separator: ":").last.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
        #expect(seats.count == 4, "\(picked)")
        for seat in seats {
            #expect(try self.state(of: seat, in: "game1", state: state) == "held")
            #expect(try self.state(of: seat, in: "game2", state: state) == "held")
        }
        #expect(!seats.contains("101-A-3") && !seats.contains("101-A-6"), "\(picked) (one event alone would give \(single))")
    }

    @Test(arguments: StateBackend.allCases) func anEventJoiningASeasonGetsItsSeatsOrIsRefused(_ backend: StateBackend) throws {
        let state = try season(backend)
        try ok(["select", Self.arena, "101-A-1", "101-A-2", "--holder", "bob", "--event", "home"], state: state)
        try ok(["book", Self.arena, "--holder", "bob", "--event", "home"], state: state)
        try ok(["select", Self.arena, "101-A-2", "--holder", "zed", "--event", "game3"], state: state)
        let refused = try run(["season", "add", Self.arena, "home", "game3"], state: state)
        #expect(refused.status == 1 && refused.stderr.contains("101-A-2 (held)") && !refused.stderr.contains("101-A-1 "), "\(refused.stderr)")
        #expect(try ok(["event", "list", Self.arena], state: state).contains("season home: game1 game2\n"), "nothing joined")
        #expect(try self.state(of: "101-A-1", in: "game3", state: state) == "available", "nothing booked")
        try ok(["deselect", Self.arena, "--all", "--holder", "zed", "--event", "game3"], state: state)
        try ok(["season", "add", Self.arena, "home", "game3"], state: state)
        for seat in ["101-A-1", "101-A-2"] { #expect(try self.state(of: seat, in: "game3", state: state) == "booked") }
        #expect(try ok(["status", Self.arena, "--event", "game3"], state: state).contains("101-A-1 home bob, 101-A-2 home bob"))
    }

    @Test(arguments: StateBackend.allCases) func badSeasonsAreRefusedNamingWhy(_ backend: StateBackend) throws {
        let state = try season(backend)
        let taken = try run(["season", "create", Self.arena, "game1", "--events", "game2"], state: state)
        #expect(taken.status == 2 && taken.stderr.contains("already taken"), "\(taken.stderr)")
        // An event of another chart is not one of this chart's state.
        let other = try backend.newLocation()
        try ok(["event", "create", SeatChartProcess.path("Stadiums/hall.json"), "recital"], state: other)
        let foreign = try run(["season", "create", Self.arena, "mixed", "--events", "game1,recital"], state: state)
        #expect(foreign.status == 2 && foreign.stderr.contains("\"recital\"") && foreign.stderr.contains("expected one of"), "\(foreign.stderr)")
        let block = try run(["block", Self.arena, "101-A-1", "--event", "home"], state: state)
        #expect(block.status == 2 && block.stderr.contains("blocking belongs to each event"), "\(block.stderr)")
    }

    @Test(arguments: StateBackend.allCases) func aSeasonHoldRacingSingleHoldsHasOneWinner(_ backend: StateBackend) throws {
        let state = try season(backend, race: true)
        let environment = ["SEATCHART_STATE": state]
        let results = try runConcurrently((0..<8).map { k in
            let event = k % 2 == 0 ? "home" : "game2"
            return { try SeatChartProcess.run(["select", Self.arena, "103-A-7", "--holder", "p\(k)", "--event", event], environment: environment) }
        })
        let winners = results.indices.filter { results[$0].status == 0 }
        #expect(winners.count == 1, "\(results.map { "\($0.status) \($0.stderr)" })")
        for loser in results.indices where results[loser].status != 0 {
            #expect(results[loser].status == 1, "\(results[loser].stderr)")
        }
        let game1 = try self.state(of: "103-A-7", in: "game1", state: state)
        let game2 = try self.state(of: "103-A-7", in: "game2", state: state)
        #expect(game2 == "held")
        if let winner = winners.first {
            // A season winner holds it in both events; a single-event winner in game2 only.
            #expect(game1 == (winner % 2 == 0 ? "held" : "available"), "winner p\(winner): game1 \(game1)")
        }
    }

    @Test(arguments: StateBackend.allCases) func aKilledSeasonSaleLeavesEveryEventOrNone(_ backend: StateBackend) throws {
        let state = try backend.newLocation()
        let events = (1...12).map { "night\($0)" }
        for event in events { try ok(["event", "create", Self.arena, event], state: state) }
        try ok(["season", "create", Self.arena, "run", "--events", events.joined(separator: ",")], state: state)
        let seats = try ok(["seats", Self.arena], state: state).split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: "\t")
            return fields.last == "available" ? String(fields[0]) : nil
        }.prefix(400)
        let script = SeatChartProcess.temporaryDirectory().appendingPathComponent("season.txt").path
        try seats.map { "select \($0) --holder h --event run" }.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        var pipe: [Int32] = [0, 0]
        #expect(makePipe(&pipe) == 0)
        let process = try ChildProcess(
            SeatChartProcess.executable.path, ["script", Self.arena, script, "--state", state], stdout: .descriptor(pipe[1]))
        close(pipe[1])
        // Wait until three season holds are done, then kill it in the middle of the next ones.
        var lines = 0
        var byte: UInt8 = 0
        while lines < 3, read(pipe[0], &byte, 1) == 1 { if byte == 0x0A { lines += 1 } }
        process.send(SIGKILL)
        _ = process.waitUntilExit()
        close(pipe[0])
        #expect(lines == 3, "the script ended before it could be killed")
        // Every seat is held in all twelve events, or in none.
        var held: [Set<String>] = []
        for event in events {
            let table = try ok(["seats", Self.arena, "--event", event], state: state).split(separator: "\n")
            held.append(Set(table.filter { $0.hasSuffix("\theld") }.map { String($0.split(separator: "\t")[0]) }))
        }
        #expect(held.allSatisfy { $0 == held[0] }, "\(held.map(\.count))")
        #expect(held[0].count >= 3)
        #expect(try run(["status", Self.arena, "--check", "--event", "night1"], state: state).status == 0)
    }
}

/// `pipe(2)` on an array of two descriptors: the read end, then the write end.
private func makePipe(_ fds: inout [Int32]) -> Int32 {
    fds.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
}
