import Foundation
import SeatChartTestSupport
import Synchronization
import Testing

/// Many buyers at once through the API, with the command line on the same state, and a
/// server killed under load: no seat is ever held twice, every 2xx answer is in the state.
@Suite(.serialized, .onWaitingThreads) struct ServeContestTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// One answer to a hold: who asked, for what, and what came back.
    struct Answer: Sendable {
        var token: String
        var seats: [String]
        var status: Int
        var refused: [[String: String]]
        var message: String
    }

    /// The holds of each holder in `holders`, read by the command line: one `script --json` run
    /// of a `status --holder H --json` line each (the `status` command itself, without a process
    /// a holder). Fails unless every line ran and answered.
    static func held(state: String, holders: some Sequence<String>) throws -> [String: [String]] {
        let holders = Array(holders)
        let lines = holders.map { #"status --holder "\#($0)" --json"# }.joined(separator: "\n")
        let run = try SeatChartProcess.run(["script", arena, "-", "--state", state, "--json"], input: lines + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        var held: [String: [String]] = [:]
        for (holder, line) in zip(holders, run.stdout.split(separator: "\n")) {
            let json = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let status = json?["result"] as? [String: Any]
            #expect(json?["exit"] as? Int == 0 && status != nil, "\(line)")
            held[holder] = status?["held"] as? [String] ?? []
        }
        #expect(held.count == Set(holders).count, "a status line a holder: \(run.stdout.prefix(500))")
        return held
    }

    /// Who holds each seat, read by the command line from `state`, for `holders`; fails on a
    /// seat held twice.
    static func owners(state: String, holders: [String]) throws -> [String: String] {
        var owner: [String: String] = [:]
        let heldBy = try held(state: state, holders: holders)
        for holder in holders {
            for seat in heldBy[holder] ?? [] {
                #expect(owner[seat] == nil, "\(seat) held twice")
                owner[seat] = holder
            }
        }
        return owner
    }

    /// Fails for each of `holds` (a holder and a seat the server answered 200 for) that the
    /// state, read by the command line, does not have that holder holding; `what` ends the
    /// message ("\(seat) \(what)").
    static func expectHeld(state: String, _ holds: [(holder: String, seat: String)], _ what: String) throws {
        let heldBy = try held(state: state, holders: Set(holds.map(\.holder)))
        for (holder, seat) in holds {
            #expect(heldBy[holder]?.contains(seat) == true, "\(seat) \(what)")
        }
    }

    @Test func aHundredClientsAndAScriptRaceForThreeHundredSeats() async throws {
        let state = StateFiles.newPath()
        let seats = try SelectionConcurrencyTests.seatIDs(300)
        let server = try ServerProcess(
            executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state, "--max-per-holder", "1000"] + ServerProcess.manyClientsOfOneAddress)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        // The box office's script selects every seat, one line each, while the buyers race.
        let scratch = ScratchFolder.make()
        let scriptFile = scratch.appendingPathComponent("clerk.txt")
        try seats.reversed().map { "select \($0) --holder clerk" }.joined(separator: "\n").write(to: scriptFile, atomically: true, encoding: .utf8)
        let script = Task.detached {
            try SeatChartProcess.run(["script", Self.arena, scriptFile.path, "--state", state, "--keep-going"])
        }
        let answers = try await withThrowingTaskGroup(of: [Answer].self) { group in
            for k in 0..<100 {
                group.addTask {
                    var generator = SplitMix64(seed: UInt64(k))
                    let token = try await client.newToken()
                    var answers: [Answer] = []
                    for _ in 0..<8 {
                        let count = Int(generator.next() % 3) + 1
                        let asked = (0..<count).map { _ in seats[Int(generator.next() % UInt64(seats.count))] }
                        let body = #"{"seats": ["# + asked.map { "\"\($0)\"" }.joined(separator: ",") + "]}"
                        let (status, json) = try await client.call("POST", "/api/holds", token: token, body: body)
                        let refused = (json["refused"] as? [[String: Any]] ?? []).map { $0.mapValues { "\($0)" } }
                        answers.append(Answer(
                            token: token, seats: json["seats"] as? [String] ?? asked, status: status, refused: refused,
                            message: (json["error"] as? [String: Any])?["message"] as? String ?? ""))
                    }
                    return answers
                }
            }
            var all: [Answer] = []
            for try await answers in group { all += answers }
            return all
        }
        let scriptRun = try await script.value
        #expect(scriptRun.status == 0 || scriptRun.status == 1, "\(scriptRun.stderr)")
        #expect(server.stop() == 0)

        let owner = try Self.owners(state: state, holders: Set(answers.map(\.token)).sorted() + ["clerk"])
        #expect(owner.count == 300, "every seat ended up held by someone")
        for answer in answers {
            #expect(answer.status == 200 || answer.status == 409, "\(answer.status) \(answer.message)")
            if answer.status == 200 {
                for seat in answer.seats { #expect(owner[seat] == answer.token, "a 2xx hold of \(seat) is in the state") }
            } else {
                #expect(!answer.refused.isEmpty)
                for refusal in answer.refused {
                    #expect(Set(refusal.keys) == ["seat", "state", "yours"])
                    #expect(["held", "booked", "blocked"].contains(refusal["state"] ?? ""))
                }
                #expect(!answer.message.contains("hold_") && !answer.message.contains("clerk"), "a 409 names states only")
            }
        }
        // The script's successes are the clerk's.
        let clerkLines = scriptRun.stdout.split(separator: "\n").filter { $0.hasPrefix("held for clerk: ") }
        #expect(clerkLines.count == owner.values.filter { $0 == "clerk" }.count)
        #expect(try SeatChartProcess.run(["status", Self.arena, "--state", state, "--check"]).status == 0)
    }

    @Test func aServerKilledUnderLoadKeepsEveryAnsweredHold() async throws {
        let state = StateFiles.newPath()
        let seats = try SelectionConcurrencyTests.seatIDs(1200)
        let server = try ServerProcess(
            executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state, "--max-per-holder", "1000"] + ServerProcess.manyClientsOfOneAddress)
        let client = APIClient(baseURL: server.baseURL)
        // Killed mid-sale: once 100 holds were answered (at most 60 s from now), whatever the
        // machine's load.
        final class Count: Sendable { let value = Mutex(0) }
        let answeredSoFar = Count()
        let killer = Task.detached {
            let deadline = Date().addingTimeInterval(60)
            while answeredSoFar.value.withLock({ $0 }) < 100 && Date() < deadline { try await Task.sleep(for: .milliseconds(5)) }
            server.stop(signal: SIGKILL)
        }
        // 24 buyers each hold their own 50 seats one at a time until the server dies.
        let answered = await withTaskGroup(of: [(String, String)].self) { group in
            for k in 0..<24 {
                group.addTask {
                    guard let token = try? await client.newToken(), !token.isEmpty else { return [] }
                    var done: [(String, String)] = []
                    for seat in seats[(50 * k)..<(50 * k + 50)] {
                        guard let (status, _) = try? await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["\#(seat)"]}"#)
                        else { break }
                        if status == 200 {
                            done.append((token, seat))
                            answeredSoFar.value.withLock { $0 += 1 }
                        }
                    }
                    return done
                }
            }
            var all: [(String, String)] = []
            for await done in group { all += done }
            return all
        }
        try await killer.value
        #expect(!answered.isEmpty, "some holds were answered before the kill")
        let check = try SeatChartProcess.run(["status", Self.arena, "--state", state, "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        try Self.expectHeld(state: state, answered.map { (holder: $0.0, seat: $0.1) }, "answered 200 before the kill")
    }
}
