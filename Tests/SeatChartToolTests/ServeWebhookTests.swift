import Crypto
import Foundation
import SeatChartTestSupport
import Testing

/// `serve --webhook`: every change POSTed signed, in log order, at least once, to a real
/// receiver on loopback (another port): a receiver that fails, answers slowly, closes mid-answer
/// or is away; a server SIGKILLed before delivering; two servers on one PostgreSQL database.
@Suite(.onWaitingThreads) struct ServeWebhookTests {
    static let secret = "whsec-test"
    static let admin = "admin-token"

    static func server(
        _ receiver: WebhookReceiver, state: String, extra: [String] = [], environment: [String: String] = [:]
    ) throws -> ServerProcess {
        try ServerProcess(
            executable: SeatChartProcess.executable,
            arguments: [SeatChartProcess.path("Stadiums/arena.json"), "--state", state, "--webhook", receiver.url] + extra,
            environment: [
                "SEATCHART_ADMIN_TOKEN": admin, "SEATCHART_WEBHOOK_SECRET": secret, "SEATCHART_WEBHOOK_RETRY_SCALE": "0.02",
                "SEATCHART_WEBHOOK_TIMEOUT": "1", "LOG_LEVEL": "error",
            ].merging(environment) { $1 })
    }

    /// The signature a receiver checks: v1 = HMAC-SHA256(secret, "t.body").
    static func verify(_ delivery: WebhookReceiver.Delivery) -> Bool {
        let parts = Dictionary(uniqueKeysWithValues: delivery.signature.split(separator: ",").compactMap { part -> (String, String)? in
            let pair = part.split(separator: "=", maxSplits: 1)
            return pair.count == 2 ? (String(pair[0]), String(pair[1])) : nil
        })
        guard let t = parts["t"], let v1 = parts["v1"] else { return false }
        let mac = HMAC<SHA256>.authenticationCode(for: Array("\(t).\(delivery.body)".utf8), using: SymmetricKey(data: Array(secret.utf8)))
        return mac.map { String(format: "%02x", $0) }.joined() == v1
    }

    @Test func everyChangeIsDeliveredSignedInLogOrder() async throws {
        let receiver = try WebhookReceiver()
        let server = try Self.server(receiver, state: StateFiles.newPath())
        defer { _ = server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        _ = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-2", "101-A-3"]}"#)
        _ = try await client.call("DELETE", "/api/holds", token: token, body: #"{"seats": ["101-A-3"]}"#)
        let (booked, _) = try await client.call("POST", "/api/admin/orders", token: Self.admin, body: #"{"order": "ORD-W1", "holder": "\#(token)"}"#)
        #expect(booked == 201)
        _ = try await client.call("DELETE", "/api/admin/orders/ORD-W1", token: Self.admin)
        _ = try await client.call("POST", "/api/admin/block", token: Self.admin, body: #"{"seats": ["101-B-1"]}"#)
        _ = try await client.call("POST", "/api/admin/unblock", token: Self.admin, body: #"{"seats": ["101-B-1"]}"#)
        let deliveries = try receiver.waitForSuccesses(6)
        let bodies = deliveries.map(\.json)
        #expect(bodies.map { $0["type"] as? String } == ["held", "released", "booked", "refunded", "blocked", "unblocked"])
        #expect(bodies[0]["seats"] as? [String] == ["101-A-1", "101-A-2", "101-A-3"] && bodies[1]["seats"] as? [String] == ["101-A-3"])
        #expect(bodies[2]["order"] as? String == "ORD-W1" && bodies[3]["order"] as? String == "ORD-W1")
        #expect(bodies.allSatisfy { $0["event"] is NSNull && $0["at"] is String && $0["areas"] is [Any] })
        let positions = bodies.compactMap { $0["position"] as? Int }
        #expect(positions == positions.sorted() && Set(positions).count == 6, "\(positions)")
        #expect(Set(deliveries.map(\.id)).count == 6 && deliveries.map(\.id) == bodies.map { $0["id"] as? String ?? "" })
        #expect(deliveries.allSatisfy(Self.verify), "each delivery is signed with the secret")
        try await Self.waitUntilDelivered(client)
        let (status, webhooks) = try await client.call("GET", "/api/admin/webhooks", token: Self.admin)
        let row = (webhooks["webhooks"] as? [[String: Any]])?.first
        #expect(status == 200 && row?["url"] as? String == receiver.url && row?["failures"] as? Int == 0)
    }

    /// 500s, an answer cut off and a receiver that never answers are retried with backoff until a
    /// 2xx; nothing is skipped and the order holds.
    @Test func failuresAreRetriedUntilTheReceiverAnswers() async throws {
        let receiver = try WebhookReceiver()
        let server = try Self.server(receiver, state: StateFiles.newPath())
        defer { _ = server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        for (mode, seat) in [("fail", "101-A-1"), ("half", "101-A-2"), ("close", "101-A-3")] {
            try receiver.set(mode)
            let before = receiver.deliveries.count
            _ = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["\#(seat)"]}"#)
            try receiver.wait { $0.count >= before + 2 }
            let (_, webhooks) = try await client.call("GET", "/api/admin/webhooks", token: Self.admin)
            let row = (webhooks["webhooks"] as? [[String: Any]])?.first
            #expect((row?["failures"] as? Int ?? 0) >= 1 && row?["lastError"] is String, "\(mode): \(webhooks)")
            try receiver.set("ok")
            try receiver.waitForSuccesses(Int(seat.suffix(1))!)
        }
        let successes = receiver.deliveries.filter { (200..<300).contains($0.status) }.map(\.json)
        #expect(successes.map { ($0["seats"] as? [String])?.first } == ["101-A-1", "101-A-2", "101-A-3"])
        // A receiver that never answers: the delivery times out (after 1 s here) and is retried.
        try receiver.set("hang")
        let before = receiver.deliveries.count
        _ = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-4"]}"#)
        try receiver.wait { $0.count > before }
        try receiver.set("ok")
        let last = try receiver.waitForSuccesses(4)
        #expect((last.last?.json["seats"] as? [String]) == ["101-A-4"])
    }

    /// A receiver that is away gets every change afterwards, in order; a server SIGKILLed before it
    /// delivered delivers after its restart.
    @Test func changesMadeWhileTheReceiverIsAwayArriveAfterARestart() async throws {
        let state = StateFiles.newPath()
        let first = try WebhookReceiver()
        let port = first.port
        let server = try Self.server(first, state: state)
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        _ = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
        try first.waitForSuccesses(1)
        first.stop()
        for seat in ["101-A-2", "101-A-3", "101-A-4"] {
            _ = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["\#(seat)"]}"#)
        }
        _ = server.stop(signal: SIGKILL)
        let again = try WebhookReceiver(port: port)
        let restarted = try Self.server(again, state: state)
        defer { _ = restarted.stop() }
        let delivered = try again.waitForSuccesses(3).map { ($0.json["seats"] as? [String])?.first }
        #expect(delivered == ["101-A-2", "101-A-3", "101-A-4"], "every change made while away, in order, the first not again")
    }

    /// Holds are answered while a slow receiver holds up the deliveries.
    @Test func aSlowReceiverNeverSlowsHolds() async throws {
        let receiver = try WebhookReceiver()
        try receiver.set("slow:3")
        let server = try Self.server(receiver, state: StateFiles.newPath(), environment: ["SEATCHART_WEBHOOK_TIMEOUT": "10"])
        defer { _ = server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        let token = try await client.newToken()
        _ = try await client.call("POST", "/api/holds", token: try await client.newToken(), body: #"{"seats": ["101-B-1"]}"#)
        try receiver.wait { $0.contains { $0.status == -1 } }
        for number in 1...10 {
            let (status, _) = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-\#(number)"]}"#)
            #expect(status == 200)
        }
        #expect(receiver.deliveries.allSatisfy { $0.status == -1 }, "ten holds answered while the first delivery waits for its answer")
        try receiver.set("ok")
        #expect(try receiver.waitForSuccesses(11).count == 11)
    }

    /// Two servers on one PostgreSQL database: each change reaches the URL once, in order.
    @Test func twoServersOnOneDatabaseDeliverEachChangeOnce() async throws {
        let receiver = try WebhookReceiver()
        let database = try StateBackend.postgres.newLocation()
        let one = try Self.server(receiver, state: database), two = try Self.server(receiver, state: database)
        defer {
            _ = one.stop()
            _ = two.stop()
        }
        let clients = [APIClient(baseURL: one.baseURL), APIClient(baseURL: two.baseURL)]
        for number in 1...8 {
            let client = clients[number % 2]
            let token = try await client.newToken()
            let (status, _) = try await client.call("POST", "/api/holds", token: token, body: #"{"seats": ["101-A-\#(number)"]}"#)
            #expect(status == 200)
        }
        let deliveries = try receiver.waitForSuccesses(8)
        // Once the cursor is past every change, every delivery was made: none came twice.
        for client in clients { try await Self.waitUntilDelivered(client) }
        let all = receiver.deliveries.filter { (200..<300).contains($0.status) }
        #expect(all.count == 8 && Set(all.map(\.id)).count == 8, "\(all.map(\.id))")
        #expect(deliveries.map { ($0.json["seats"] as? [String])?.first } == (1...8).map { "101-A-\($0)" })
    }

    /// An event's changes carry its key; standing areas' places come with their quantities.
    @Test func anEventsChangesNameItAndTheirPlaces() async throws {
        let receiver = try WebhookReceiver()
        let state = StateFiles.newPath()
        let hall = SeatChartProcess.path("Stadiums/hall.json")
        #expect(try SeatChartProcess.run(["event", "create", hall, "gala", "--state", state]).status == 0)
        let server = try ServerProcess(
            executable: SeatChartProcess.executable, arguments: [hall, "--state", state, "--webhook", receiver.url],
            environment: ["SEATCHART_WEBHOOK_SECRET": Self.secret, "LOG_LEVEL": "error"])
        defer { _ = server.stop() }
        let client = APIClient(baseURL: server.baseURL + "/events/gala")
        let token = try await client.newToken()
        let (held, _) = try await client.call("POST", "/api/holds", token: token, body: #"{"areas": [{"id": "FLOOR", "quantity": 3}]}"#)
        #expect(held == 200)
        let body = try receiver.waitForSuccesses(1)[0].json
        #expect(body["event"] as? String == "gala" && body["type"] as? String == "held" && (body["id"] as? String)?.hasPrefix("gala:") == true)
        let areas = body["areas"] as? [[String: Any]]
        #expect(areas?.first?["area"] as? String == "FLOOR" && areas?.first?["quantity"] as? Int == 3 && (body["seats"] as? [String])?.isEmpty == true)
    }

    /// Waits (at most 10 s) until the state's cursor is past every change: the receiver answered
    /// and the server recorded it.
    static func waitUntilDelivered(_ client: APIClient) async throws {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let (_, webhooks) = try await client.call("GET", "/api/admin/webhooks", token: admin)
            if (webhooks["webhooks"] as? [[String: Any]])?.first?["pending"] as? Int == 0 { return }
            guard Date() < deadline else { throw ServerProcessError(message: "deliveries still pending: \(webhooks)") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func badWebhookSettingsAreRefusedNamingThem() throws {
        let stadium = SeatChartProcess.path("Stadiums/arena.json")
        let ftp = try SeatChartProcess.run(["serve", stadium, "--webhook", "ftp://example.org/x", "--port", "0"], environment: ["SEATCHART_WEBHOOK_SECRET": "s"])
        #expect(ftp.status == 2 && ftp.stderr.contains("--webhook: expected an http or https URL"))
        let secretless = try SeatChartProcess.run(["serve", stadium, "--webhook", "http://127.0.0.1:9/x", "--port", "0"], environment: ["SEATCHART_WEBHOOK_SECRET": ""])
        #expect(secretless.status == 2 && secretless.stderr.contains("SEATCHART_WEBHOOK_SECRET"))
    }
}
