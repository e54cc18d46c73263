import Foundation
import SeatChartTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The built server against clients that hold connections: twice its open-file limit in idle
/// connections, too many from one address, HTTP/1.0 clients. All on loopback, bounded.
@Suite(.serialized, .onWaitingThreads) struct ServeConnectionTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// Raises this test process's own open-file limit (it holds many sockets).
    static func raiseOwnLimit() {
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        limit.rlim_cur = limit.rlim_max
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }

    /// With its own descriptors, and with 200 of its 256 taken by a parent that leaked them
    /// (the runtime would stop the process if it ran out: libdispatch reads `/proc` to watch
    /// its threads).
    @Test(arguments: [0, 200])
    func twiceTheDescriptorLimitInIdleConnectionsNeitherCrashesNorSpinsTheServer(inherited: Int) async throws {
        Self.raiseOwnLimit()
        let limit = 256
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            // Idle connections stay for the whole test, however long a busy machine makes it.
            arguments: [Self.arena, "--state", StateFiles.newPath(), "--max-connections", "0", "--idle-timeout", "3600"],
            environment: ["LOG_LEVEL": "warning"], descriptorLimit: limit, inheritedDescriptors: inherited)
        defer { server.stop() }
        var connections: [TCPConnection] = []
        for _ in 0..<(2 * limit) { connections.append(try TCPConnection(port: server.port, timeout: 10)) }
        // Each connection is served (and waits, idle) or refused with a 503. On a busy machine
        // the server reaches the last of them seconds later: the answers are gathered until at
        // least the expected number came, or 30 s.
        let expected = 2 * limit - limit * 8 / 10
        var answered = Set<Int>()
        let deadline = Date().addingTimeInterval(30)
        repeat {
            for (index, connection) in connections.enumerated() where !answered.contains(index) {
                let (text, closed) = connection.receiveAvailable(timeout: 0.01)
                if closed || !text.isEmpty {
                    #expect(text.hasPrefix("HTTP/1.1 503 ") && text.contains("Retry-After: 1"), "\(text.prefix(120))")
                    answered.insert(index)
                }
            }
        } while answered.count < expected && Date() < deadline
        let refused = answered.count
        #expect(server.process.isRunning, "the server is alive")
        #expect(refused >= expected, "at most 80 % of the limit are served: \(refused) refused")
        // While they stay open the server waits; it does not spin on accept: at most a fifth of
        // a core (20 ticks a second), over however long the second of sleep took on this machine.
        let (before, started) = (server.cpuTicks, Date())
        try await Task.sleep(for: .seconds(1))
        let (used, seconds) = (server.cpuTicks - before, Date().timeIntervalSince(started))
        #expect(Double(used) < 20 * seconds, "\(used) ticks of CPU in \(seconds) s with every connection idle")
        // A new client waits behind the connections still in the listen queue, each refused in
        // turn (seconds on a busy machine); the served ones being all there, it is refused too.
        let refusal = try TCPConnection(port: server.port, timeout: 30).receiveAvailable(timeout: 30)
        #expect(refusal.text.hasPrefix("HTTP/1.1 503 "), "a new client is told to come back: \(refusal.text.prefix(80))")
        // Once they close, it serves again.
        connections.removeAll()
        let client = APIClient(baseURL: server.baseURL)
        let start = Date()
        var status = 0
        while status != 200 && Date().timeIntervalSince(start) < 10 { status = (try? await client.call("GET", "/api/chart").status) ?? 0 }
        #expect(status == 200, "served again within 10 s of the connections closing")
        #expect(server.process.isRunning)
    }

    @Test func oneAddressGetsAtMostItsConnectionsAndStreams() async throws {
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [Self.arena, "--state", StateFiles.newPath(), "--max-connections", "4", "--max-streams", "2"])
        defer { server.stop() }
        var held = try (0..<4).map { _ in try TCPConnection(port: server.port) }
        let fifth = try TCPConnection(port: server.port).receiveAvailable(timeout: 5)
        #expect(fifth.text.hasPrefix("HTTP/1.1 429 ") && fifth.closed, "\(fifth.text.prefix(80))")
        // The API's one error document, the message escaped as JSON.
        #expect(fifth.text.hasSuffix(
            #"{"error":{"message":"this address has 4 connections open, the most this server allows one; close one first","place":""}}"#),
            "\(fifth.text)")
        // Another address is another client.
        let other = try TCPConnection(port: server.port, from: "127.0.0.2")
        try other.send("GET /api/chart HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(other.receiveAvailable(timeout: 5).text.hasPrefix("HTTP/1.1 200 "))
        held.removeAll()
        // Two streams of one address; a third is refused until one closes.
        func openStream() throws -> (TCPConnection, String) {
            let connection = try TCPConnection(port: server.port)
            try connection.send("GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
            return (connection, connection.receiveAvailable(timeout: 5).text)
        }
        // The four connections closed above leave as soon as the server sees them go.
        var streams: [TCPConnection] = []
        let closing = Date().addingTimeInterval(10)
        while streams.count < 2 {
            let (stream, opening) = try openStream()
            if opening.hasPrefix("HTTP/1.1 429 ") && Date() < closing { continue }
            #expect(opening.hasPrefix("HTTP/1.1 200 ") && opening.contains("event: ready"), "\(opening.prefix(200))")
            streams.append(stream)
        }
        #expect(try openStream().1.hasPrefix("HTTP/1.1 429 "))
        streams.removeFirst()
        var third = ""
        let deadline = Date().addingTimeInterval(10)
        while !third.hasPrefix("HTTP/1.1 200 ") && Date() < deadline { (_, third) = try openStream() }
        #expect(third.hasPrefix("HTTP/1.1 200 "), "a stream whose client went leaves at once: \(third.prefix(200))")
    }

    @Test func anHTTP10ConnectionIsClosedAfterItsAnswer() throws {
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", StateFiles.newPath()])
        defer { server.stop() }
        let connection = try TCPConnection(port: server.port)
        try connection.send("GET /api/chart HTTP/1.0\r\n\r\n")
        let start = Date()
        let answer = connection.receiveUntilClosed(timeout: 10)
        #expect(answer.contains("Harbourside Arena"))
        #expect(Date().timeIntervalSince(start) < 5, "closed after the answer, not by the idle timeout")
        // HTTP/1.0 asking to keep the connection keeps it.
        let kept = try TCPConnection(port: server.port)
        try kept.send("GET /api/chart HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        let first = kept.receiveAvailable(timeout: 5)
        #expect(first.text.contains("Harbourside Arena") && !first.closed)
    }

    @Test func metricsOnTheirOwnAddressAreNotOnThePublicPort() async throws {
        let metricsPort = try Self.freePort()
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [Self.arena, "--state", StateFiles.newPath(), "--metrics-host", "127.0.0.1:\(metricsPort)"],
            environment: ["SEATCHART_ADMIN_TOKEN": "box"])
        defer { server.stop() }
        let publicPort = APIClient(baseURL: server.baseURL)
        #expect(try await publicPort.call("GET", "/metrics", token: "box").status == 404)
        let metrics = try TCPConnection(port: metricsPort)
        try metrics.send("GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let answer = metrics.receiveUntilClosed(timeout: 10)
        #expect(answer.hasPrefix("HTTP/1.1 200 ") && answer.contains("seatchart_http_requests_total"), "\(answer.prefix(200))")
    }

    /// A port free now on 127.0.0.1.
    static func freePort() throws -> Int {
        let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw ServerProcessError(message: "no free port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
