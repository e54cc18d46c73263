import Foundation
import SeatChartTestSupport
import Testing

/// The built server with an event stream whose client never reads, while the box office
/// changes tens of thousands of seats: the stream is closed once it falls behind (10,000
/// changes or 1 MiB waiting), long before the write timeout; a reading stream stays open.
@Suite(.serialized, .onWaitingThreads) struct ServeSlowStreamTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    @Test func aStreamThatNeverReadsIsClosedOnceItFallsBehind() async throws {
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            // A write timeout far beyond the test: only falling behind can close the stream.
            arguments: [Self.arena, "--state", StateFiles.newPath(), "--idle-timeout", "600"],
            environment: ["LOG_LEVEL": "warning", "SEATCHART_ADMIN_TOKEN": "box"])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let seats = (try await client.call("GET", "/api/seats").json["seats"] as? [[String: Any]] ?? [])
            .filter { $0["state"] as? String == "available" }.compactMap { $0["id"] as? String }.prefix(1000)
        #expect(seats.count == 1000)
        let body = #"{"seats": [\#(seats.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        let stalled = try TCPConnection(port: server.port, receiveBuffer: 4096)
        try stalled.send("GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
        let reading = try TCPConnection(port: server.port)
        try reading.send("GET /api/events HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(reading.receiveAvailable(timeout: 5).text.hasPrefix("HTTP/1.1 200 "))
        // 120 block/unblock rounds of 1,000 seats: 120,000 changes, about 8 MB of events, more
        // than the kernel's send buffer (at most 4 MB) and the stream's bound (1 MiB) together.
        var readBytes = 0
        for round in 0..<120 {
            let answer = try await client.call("POST", round % 2 == 0 ? "/api/admin/block" : "/api/admin/unblock", token: "box", body: body)
            #expect(answer.status == 200)
            readBytes += reading.receiveAvailable(timeout: 0.05).text.utf8.count
        }
        let (bytes, closed) = stalled.countUntilClosed(timeout: 30)
        #expect(closed, "the stream that fell behind was closed (\(bytes) bytes sent before)")
        #expect(bytes < 6_500_000, "\(bytes) bytes: the rest was dropped, not queued")
        // The stream that reads kept up and is still open.
        let rest = reading.receiveAvailable(timeout: 2)
        #expect(!rest.closed)
        #expect(readBytes + rest.text.utf8.count > 7_000_000, "the reading stream got every change: \(readBytes + rest.text.utf8.count) bytes")
        #expect(server.process.isRunning)
    }
}
