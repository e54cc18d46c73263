import Foundation
import SeatChartTestSupport
import Testing

/// A hold token's expiry is checked when the change is made, not when the request began:
/// a body that arrives after the token ran out holds nothing, and a booking after it books
/// nothing.
@Suite(.serialized, .onWaitingThreads) struct ServeExpiryTests {
    static let arena = SeatChartProcess.path("Stadiums/arena.json")

    /// Waits until `time` has passed (and a margin for the server's clock).
    static func wait(until time: String) async throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let end = try #require(formatter.date(from: time)).addingTimeInterval(0.3)
        while Date() < end { try await Task.sleep(for: .milliseconds(50)) }
    }

    @Test func aBodyFinishedAfterTheTokenRanOutHoldsNothing() async throws {
        let state = StateFiles.newPath()
        let server = try ServerProcess(
            executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state, "--hold-ttl", "2", "--idle-timeout", "30"])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let answer = try await client.call("POST", "/api/holders")
        let token = try #require(answer.json["holder"] as? String), expiry = try #require(answer.json["expiresAt"] as? String)
        let body = #"{"seats": ["101-A-1"]}"#
        let slow = try TCPConnection(port: server.port)
        try slow.send(
            "POST /api/holds HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(token)\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n" + body.prefix(5))
        try await Self.wait(until: expiry)
        try slow.send(String(body.dropFirst(5)))
        let reply = slow.receiveAvailable(timeout: 10).text
        #expect(reply.hasPrefix("HTTP/1.1 401 ") && reply.contains("expired"), "\(reply.prefix(300))")
        let status = try await client.call("GET", "/api/status", token: token)
        #expect((status.json["held"] as? [String]) == [])
    }

    @Test func aBookingAfterTheTokenRanOutBooksNothing() async throws {
        let state = StateFiles.newPath()
        let server = try ServerProcess(executable: SeatChartProcess.executable, arguments: [Self.arena, "--state", state, "--hold-ttl", "12"])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        // The hold must come before the token runs out (12 s: on a busy machine two requests
        // in a row have taken more than 4): if it did not, the test takes a new token (at most
        // three times).
        var holder: (token: String, expiry: String)?
        for _ in 0..<3 where holder == nil {
            let answer = try await client.call("POST", "/api/holders")
            let token = try #require(answer.json["holder"] as? String), expiry = try #require(answer.json["expiresAt"] as? String)
            let held = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
            if held.status == 200 {
                #expect(held.json["expiresAt"] as? String == expiry, "the hold runs out with its token: \(held.json)")
                holder = (token, expiry)
            } else {
                #expect(held.status == 401, "only a token that ran out refuses the hold: \(held.status) \(held.json)")
            }
        }
        let (token, expiry) = try #require(holder, "no hold came within its token's 12 s in three tries")
        try await Self.wait(until: expiry)
        let booking = try await client.call("POST", "/api/bookings", token: token)
        #expect(booking.status == 401, "\(booking.json)")
        let check = try SeatChartProcess.run(["status", Self.arena, "--state", state, "--json"])
        #expect(check.stdout.contains(#""booked":0"#), "\(check.stdout.prefix(200))")
    }
}
