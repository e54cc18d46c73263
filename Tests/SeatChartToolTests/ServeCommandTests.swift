import Foundation
import SeatChartTestSupport
import Testing

/// `seatchart serve` as built: a purchase, live events from other processes, shutdown,
/// a port in use and a client that never finishes its request.
@Suite(.serialized, .onWaitingThreads) struct ServeCommandTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    static func start(state: String, _ extra: [String] = [], environment: [String: String] = [:]) throws -> ServerProcess {
        try ServerProcess(executable: SeatChartProcess.executable, arguments: [arena, "--state", state] + extra, environment: environment)
    }

    @Test func aPurchaseWorksAndTheCommandLineSeesIt() async throws {
        let state = StateFiles.newPath()
        let server = try Self.start(state: state)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        #expect(try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-2"]}"#).status == 200)
        #expect(try await client.call("POST", "/api/bookings", token: token).status == 200)
        let status = try SeatChartProcess.run(["status", Self.arena, "--state", state, "--holder", token, "--json"])
        #expect(status.stdout.contains(#""booked":["101-A-1","101-A-2"]"#), "\(status.stdout)")
        #expect(server.stop() == 0)
        #expect(server.log.contains("POST /api/bookings 200"), "one log line per request")
        #expect(!server.log.contains(token), "tokens are never logged")
    }

    @Test func eventsReportChangesMadeByTheCommandLine() async throws {
        let state = StateFiles.newPath()
        let server = try Self.start(state: state)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        _ = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
        // A client that saw nothing resumes from 0 and gets the server's change from the log,
        // then the command line's change as it happens.
        let stream = try EventStreamReader(url: server.baseURL + "/api/events", headers: ["Last-Event-ID: 0"])
        defer { stream.stop() }
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let select = try SeatChartProcess.run(["select", Self.arena, "101-B-2", "--state", state, "--holder", "clerk"])
        #expect(select.status == 0, "\(select.stderr)")
        let heldByServer = #"data: {"seq":1,"seat":"101-A-1","state":"held"}"#
        let heldByCommandLine = #""seat":"101-B-2","state":"held""#
        #expect(await stream.waitFor([heldByServer, heldByCommandLine]), "\(stream.text)")
        #expect(!stream.text.contains(token) && !stream.text.contains("clerk"), "events never name a holder")
    }

    @Test func sigtermStopsTheServerWithAnEventStreamOpen() async throws {
        let server = try Self.start(state: StateFiles.newPath())
        let stream = try EventStreamReader(url: server.baseURL + "/api/events")
        #expect(await stream.waitFor(["event: ready"]), "\(stream.text)")
        let start = Date()
        #expect(server.stop(signal: SIGTERM, timeout: 10) == 0)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(await stream.waitForEnd(timeout: 10), "the stream ends with the server")
    }

    @Test func aServerWhoseStandardOutputIsClosedServesOn() throws {
        // A free port: bound, read and let go.
        let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) == 0 && getsockname(probe, $0, &length) == 0 }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        close(probe)
        // Standard output a pipe nobody reads: the banner's write fails (EPIPE).
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let server = try ChildProcess(
            SeatChartProcess.executable.path, ["serve", Self.arena, "--state", StateFiles.newPath(), "--port", String(port)],
            stdout: .descriptor(ends[1]))
        close(ends[1])
        defer {
            server.send(SIGTERM)
            _ = server.waitUntilExit(timeout: 20)
        }
        let deadline = Date().addingTimeInterval(60)
        var answer = ""
        while Date() < deadline, server.isRunning, !answer.hasPrefix("HTTP/1.1 200") {
            if let connection = try? TCPConnection(port: port, timeout: 1) {
                try connection.send("GET /api/chart HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                answer = connection.receiveUntilClosed(timeout: 10)
            } else {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        #expect(server.isRunning, "the server ended when its banner could not be written")
        #expect(answer.hasPrefix("HTTP/1.1 200"), "\(answer.prefix(80))")
    }

    @Test func aPortInUseExitsTwoNamingIt() throws {
        let server = try Self.start(state: StateFiles.newPath())
        defer { server.stop() }
        let second = try SeatChartProcess.run(["serve", Self.arena, "--state", StateFiles.newPath(), "--port", String(server.port)])
        #expect(second.status == 2)
        #expect(second.stderr.contains("--port"))
        #expect(second.stderr.contains("in use"))
    }

    @Test(arguments: [
        ["--render-queue", "0"], ["--render-queue", "10001"], ["--hold-ttl", "0"], ["--max-streams=-1"],
        ["--idle-timeout", "0"], ["--hold-extend", "101"],
    ])
    func anOptionOutOfItsRangeExitsTwoNamingIt(_ option: [String]) throws {
        let run = try SeatChartProcess.run(["serve", Self.arena, "--state", StateFiles.newPath()] + option)
        #expect(run.status == 2)
        let name = option[0].split(separator: "=")[0]
        #expect(run.stderr.contains("\(name) must be"), "\(run.stderr)")
    }

    @Test func aClientThatNeverFinishesItsRequestIsCutOffAndOthersAreServed() async throws {
        let server = try Self.start(state: StateFiles.newPath(), ["--idle-timeout", "1"])
        defer { server.stop() }
        let socket = try TCPConnection(port: server.port)
        try socket.send("POST /api/holds HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nContent-Type: application/json\r\n\r\n{\"seats\"")
        let client = APIClient(baseURL: server.baseURL)
        #expect(try await client.call("GET", "/api/chart").status == 200)
        let start = Date()
        let answer = socket.receiveUntilClosed(timeout: 15)
        #expect(Date().timeIntervalSince(start) < 12, "closed after the idle timeout")
        #expect(answer.isEmpty || answer.contains(" 408 ") || answer.contains(" 401 "), "\(answer)")
        #expect(try await client.call("GET", "/api/chart").status == 200)
    }

    /// The README's curl lines, run against a server on a free port instead of 8080.
    @Test func theReadmeCurlExampleBuysTwoSeats() async throws {
        let readme = try String(contentsOfFile: SeatChartProcess.path("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "Selling over HTTP").dropFirst().first?
            .components(separatedBy: "From Swift").first)
        let lines = block.split(separator: "\n").filter { $0.hasPrefix("    ") }.map { $0.dropFirst(4) }
        #expect(lines.first?.hasPrefix("seatchart serve Stadiums/arena.json &") == true)
        let state = StateFiles.newPath()
        let server = try Self.start(state: state)
        defer { server.stop() }
        let script = lines.dropFirst().map {
            $0.replacingOccurrences(of: "localhost:8080", with: "127.0.0.1:\(server.port)")
                // The feed reads the log every 50 ms: a person typing the stream's line is
                // slower than that, a script is not.
                .replacingOccurrences(of: "curl -s -N", with: "sleep 0.5; curl -s -N --max-time 1")
        }
        let run = try CapturedRun.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script.joined(separator: "\n") + "\ntrue"])
        #expect(run.stdout.contains(#""seats":["101-A-1","101-A-2"],"unchanged":[],"expiresAt":null"#), "\(run.stdout)")
        #expect(run.stdout.contains(#"data: {"seq":3,"seat":"101-A-1","state":"booked"}"#) == false, "a new stream starts at the latest change")
        let status = try SeatChartProcess.run(["status", Self.arena, "--state", state, "--json"])
        #expect(status.stdout.contains(#""booked":2"#), "\(status.stdout)")
    }
}
