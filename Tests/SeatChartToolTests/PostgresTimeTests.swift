import Foundation
import SeatChartTestSupport
import Testing

/// On PostgreSQL the database's clock decides when a hold runs out, whatever the clock of the
/// `seatchart` process that writes; and a database that stops answering ends a request in 503
/// within the state's statement timeout.
@Suite(.serialized, .onWaitingThreads) struct PostgresTimeTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// Runs `seatchart arguments...` with its clock `offset` off (`+1h`, `-1h`), through
    /// Debian's `faketime` (installed by scripts/setup).
    static func runSkewed(_ offset: String, _ arguments: [String]) throws -> CapturedRun {
        let faketime = URL(fileURLWithPath: "/usr/bin/faketime")
        guard FileManager.default.isExecutableFile(atPath: faketime.path) else {
            throw ServerProcessError(message: "faketime is not installed: run scripts/setup, which installs Debian's faketime")
        }
        return try CapturedRun.run(faketime, ["-f", offset, SeatChartProcess.executable.path] + arguments, in: RepositoryFiles.root)
    }

    /// Seconds from the database's clock now to each held seat's expiry, by seat.
    static func secondsLeft(_ state: String) throws -> [String: Int] {
        let rows = try ThrowawayPostgres.shared.sql(
            state, "SELECT seat_id || ' ' || round(expires_at - extract(epoch FROM clock_timestamp())) FROM seat_state ORDER BY seat")
        var left: [String: Int] = [:]
        for line in rows.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let seconds = Int(parts[1]) { left[String(parts[0])] = seconds }
        }
        return left
    }

    /// The seconds a hold of `ttl` seconds made after `since` can have left now: from the
    /// hold's full time, less the seconds the commands since then took (each a process start
    /// and a database round trip, seconds on a busy machine), to its full time. A process that
    /// used its own clock, an hour off, would be an hour outside it.
    static func leftOfHold(_ ttl: Int, madeAfter since: Date) -> ClosedRange<Int> {
        let elapsed = Int(Date().timeIntervalSince(since).rounded(.up))
        return (ttl - elapsed - 1)...(ttl + 1)
    }

    @Test func aProcessWhoseClockIsAnHourOffHoldsByTheDatabasesClock() throws {
        let state = try ThrowawayPostgres.shared.newDatabase()
        let start = Date()
        let ahead = try Self.runSkewed("+1h", ["select", Self.arena, "101-A-1", "--holder", "ahead", "--ttl", "60", "--state", state])
        #expect(ahead.status == 0, "\(ahead.stderr)")
        let held = try SeatChartProcess.run(["select", Self.arena, "101-A-2", "--holder", "here", "--ttl", "600", "--state", state])
        #expect(held.status == 0, "\(held.stderr)")
        // A write by a process an hour ahead sweeps nothing early: the holds run out by the database's clock.
        let sweep = try Self.runSkewed("+1h", ["select", Self.arena, "101-A-3", "--holder", "ahead", "--ttl", "60", "--state", state])
        #expect(sweep.status == 0, "\(sweep.stderr)")
        let left = try Self.secondsLeft(state)
        let sixty = Self.leftOfHold(60, madeAfter: start), tenMinutes = Self.leftOfHold(600, madeAfter: start)
        #expect(sixty.contains(left["101-A-1"] ?? -1), "60 s from the database's time, not the process's: \(left), expected \(sixty)")
        #expect(tenMinutes.contains(left["101-A-2"] ?? -1), "not expired by the process an hour ahead: \(left), expected \(tenMinutes)")
        let beforeBehind = Date()
        let behind = try Self.runSkewed("-1h", ["select", Self.arena, "101-A-4", "--holder", "behind", "--ttl", "60", "--state", state])
        #expect(behind.status == 0, "\(behind.stderr)")
        let leftBehind = try Self.secondsLeft(state)["101-A-4"] ?? -1
        let expected = Self.leftOfHold(60, madeAfter: beforeBehind)
        #expect(expected.contains(leftBehind), "60 s from the database's time, not an hour behind: \(leftBehind), expected \(expected)")
        let check = try SeatChartProcess.run(["status", Self.arena, "--state", state, "--check"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func aStalledDatabaseEndsAHoldIn503WithinTheStatementTimeout() async throws {
        let database = try ThrowawayPostgres.shared.newDatabase()
        let proxy = try TCPProxy(to: ThrowawayPostgres.shared.port)
        defer { proxy.stop() }
        let name = String(database[database.index(after: database.lastIndex(of: "/")!)...])
        let state = "postgres://\(ThrowawayPostgres.user)@127.0.0.1:\(proxy.port)/\(name)?sslmode=disable&statement_timeout=1"
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        #expect(try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#).status == 200)
        proxy.stall()
        let start = Date()
        let (status, answer) = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-2"]}"#)
        let elapsed = Date().timeIntervalSince(start)
        #expect(status == 503, "\(answer)")
        #expect(elapsed < 30, "1 s of statement timeout and its margin (seconds on a busy machine), not for ever: \(elapsed) s")
        proxy.resume()
        // The broken connection was given up; the next hold gets a new one.
        var again = 0
        for _ in 0..<50 where again != 200 {
            again = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-3"]}"#).status
        }
        #expect(again == 200)
    }
}
