import Foundation
import SeatChartTestSupport
import Testing

/// Several `seatchart` processes on one state (a file, or a database of the tests' PostgreSQL
/// server): no seat is ever held twice, every reported success is in the state, and a killed
/// process leaves a sound file.
@Suite(.onWaitingThreads) struct SelectionConcurrencyTests {
    /// The ids of the mega-free arena's first `count` seats of ring 1 and 2, in chart order.
    static func seatIDs(_ count: Int) throws -> [String] {
        let result = try SeatChartProcess.run(["seats", SeatChartProcess.path("Stadiums/arena.json"), "--json"])
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let seats = (document?["seats"] as? [[String: Any]]) ?? []
        let free = seats.filter { $0["state"] as? String == "available" }.compactMap { $0["id"] as? String }
        return Array(free.prefix(count))
    }

    @Test(arguments: StateBackend.allCases) func eightProcessesNeverHoldASeatTwice(_ backend: StateBackend) throws {
        let f = StateCommandFixture(state: try backend.newLocationForRace())
        let ids = try Self.seatIDs(900)
        #expect(ids.count == 900)
        // Process k selects 200 seats one line at a time, starting at 100 k: each set
        // overlaps its neighbours' by 100 seats; the lines run in different orders.
        var scripts: [String] = []
        for k in 0..<8 {
            var set = Array(ids[(100 * k)..<(100 * k + 200)])
            if k % 2 == 1 { set.reverse() }
            scripts.append(set.map { "select \($0) --holder p\(k)" }.joined(separator: "\n") + "\n")
        }
        let files = try scripts.enumerated().map { k, script in try f.file("p\(k).txt", contents: script) }
        let results = try runConcurrently(files.map { file in { try f.run("script", ["--keep-going", file]) } })
        var owner: [String: String] = [:]
        for (k, result) in results.enumerated() {
            #expect(result.status == 0 || result.status == 1, "p\(k): \(result.stderr)")
            let held = try f.status(holder: "p\(k)").held
            // Every success printed is in the file, held by this process's holder.
            let reported = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
            #expect(Set(reported) == Set(held), "p\(k)")
            for id in held {
                #expect(owner[id] == nil, "\(id) held by \(owner[id] ?? "") and p\(k)")
                owner[id] = "p\(k)"
            }
        }
        // Every seat asked for by anyone ended up held by exactly one process.
        #expect(owner.count == 900)
        #expect(try f.status().byState["held"] == 900)
        #expect(try f.run("status", ["--check"]).status == 0)
    }

    @Test(arguments: StateBackend.allCases) func wholeSelectionsOverlapAllOrNothing(_ backend: StateBackend) throws {
        let f = StateCommandFixture(state: try backend.newLocationForRace())
        let ids = try Self.seatIDs(900)
        let results = try runConcurrently((0..<8).map { k in
            let seats = Array(ids[(100 * k)..<(100 * k + 200)])
            return { try f.run("select", seats + ["--holder", "p\(k)"]) }
        })
        var taken = Set<String>()
        for (k, result) in results.enumerated() {
            let held = try f.status(holder: "p\(k)").held
            if result.status == 0 {
                #expect(held.count == 200)
                #expect(taken.isDisjoint(with: held))
                taken.formUnion(held)
            } else {
                #expect(result.status == 1, "p\(k): \(result.stderr)")
                #expect(held.isEmpty)
            }
        }
        #expect(!taken.isEmpty)
        #expect(try f.status().byState["held"] == taken.count)
    }

    @Test func killedScriptLeavesASoundFile() throws {
        let f = StateCommandFixture()
        let ids = try Self.seatIDs(1000)
        var lines: [String] = []
        // A hundred rounds: far more than the script can do before it is killed, even when
        // this test's thread waits seconds for a core.
        for round in 0..<100 {
            for (i, id) in ids.enumerated() {
                lines.append(round % 2 == 0 ? "select \(id) --holder h\(i % 5)" : "deselect \(id) --holder h\(i % 5)")
            }
        }
        let script = try f.file("long.txt", contents: lines.joined(separator: "\n") + "\n")
        let process = try ChildProcess(SeatChartProcess.executable.path, ["script", f.stadium, script, "--state", f.state])
        // Wait until the script has written, then kill it mid-run.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && !FileManager.default.fileExists(atPath: f.state + "-wal") { usleep(20_000) }
        usleep(300_000)
        let wasRunning = process.isRunning
        process.send(SIGKILL)
        process.waitUntilExit()
        #expect(wasRunning, "the script finished before it could be killed")
        // The file opens, passes the integrity check, and its log replays to its states.
        let check = try f.run("status", ["--check", "--json"])
        #expect(check.status == 0, "\(check.stderr)")
        let status = try JSONDecoder().decode(StatusDocument.self, from: Data(check.stdout.utf8))
        #expect(status.byState.values.reduce(0, +) == 1956)
        var held = 0
        for h in 0..<5 { held += try f.status(holder: "h\(h)").held.count }
        #expect(held == status.byState["held"])
        // And it takes new work.
        #expect(try f.run("release", [ids[0]]).status == 0)
    }
}
