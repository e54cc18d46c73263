import Foundation
import SeatChartTestSupport
import Testing

/// The built server on the mega stadium (148,000 seats) with clients of the costly reads:
/// holds go on while SVGs are drawn; a client that never reads an SVG is cut off; the whole
/// chart's seats come in pages.
@Suite(.serialized, .onWaitingThreads) struct ServeCostlyReadTests {
    static let mega = SeatChartProcess.path("Stadiums/mega.json")

    @Test func holdsAreAnsweredWhileSVGsAreDrawnAndAFullRenderQueueIsA503() async throws {
        // A render queue of 3: three SVGs being made or waiting, the rest told to come back.
        let server = try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [Self.mega, "--state", StateFiles.newPath(), "--render-queue", "3"] + ServerProcess.manyClientsOfOneAddress,
            environment: ["LOG_LEVEL": "warning"])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let page = try await client.call("GET", "/api/seats")
        let seats = (page.json["seats"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(seats.count == 10_000 && page.json["next"] as? Int == 10_000, "the whole chart's seats come in pages")
        #expect(try await client.call("GET", "/api/chart.svg?width=4001").status == 400)
        let token = try await client.newToken()
        // 8 SVGs of different widths (none answers another: each is drawn), all at once.
        let renders = Task {
            try await withThrowingTaskGroup(of: (Int, Date).self) { group in
                for k in 0..<8 { group.addTask { (try await client.call("GET", "/api/chart.svg?width=\(1000 + k)").status, Date()) } }
                var answers: [(Int, Date)] = []
                for try await answer in group { answers.append(answer) }
                return answers
            }
        }
        try await Task.sleep(for: .milliseconds(200))
        var holdsDone = Date.distantPast
        for seat in seats.prefix(10) {
            #expect(try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["\#(seat)"]}"#).status == 200)
            holdsDone = Date()
        }
        let answers = try await renders.value
        #expect(answers.contains { $0.0 == 200 }, "\(answers.map(\.0))")
        #expect(answers.contains { $0.0 == 503 }, "more than 3 at once: the rest are told to come back: \(answers.map(\.0))")
        #expect(Set(answers.map(\.0)).isSubset(of: [200, 503]))
        let lastRender = answers.filter { $0.0 == 200 }.map(\.1).max() ?? .distantPast
        #expect(holdsDone < lastRender, "every hold was answered before the SVGs queued ahead of it were drawn")
    }

    @Test func aClientThatNeverReadsItsSVGIsCutOffAfterTheWriteTimeout() async throws {
        let server = try ServerProcess(
            executable: SeatChartProcess.executable, arguments: [Self.mega, "--state", StateFiles.newPath(), "--idle-timeout", "2"],
            environment: ["LOG_LEVEL": "warning"])
        defer { server.stop() }
        let reader = try TCPConnection(port: server.port, receiveBuffer: 4096)
        try reader.send("GET /api/chart.svg?width=4000 HTTP/1.1\r\nHost: x\r\n\r\n")
        // A client that reads gets it all: the same SVG, made once for both, so that when it
        // has come the server has been writing to the other client (which reads nothing) too,
        // however long a busy machine took to draw it.
        let whole = try TCPConnection(port: server.port)
        try whole.send("GET /api/chart.svg?width=4000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(whole.countUntilClosed(timeout: 120).bytes > 20_000_000)
        // The full answer is about 22 MB; reading nothing for longer than the write timeout
        // (2 s, and a margin for a busy machine), the client finds it cut short and the
        // connection closed.
        try await Task.sleep(for: .seconds(6))
        let (bytes, closed) = reader.countUntilClosed(timeout: 60)
        #expect(closed)
        #expect(bytes < 15_000_000, "\(bytes) bytes arrived before the server gave up")
    }
}
