import Foundation
import HTTPTypes
import Hummingbird
import Logging
import SeatChart
import SeatChartSQLite
import SeatChartSale
import SeatChartServer
import SeatChartStore
import SeatChartTestSupport

/// A server of the arena over a new state file, and ways to talk to it in tests.
struct ServerFixture {
    let sale: Sale
    let settings: ServeSettings
    let server: SaleServer
    let statePath: String

    /// The server of `stadium` (a shipped one, the arena unless named) with `settings` (admin
    /// token `box-office-token` unless changed).
    init(
        stadium: String = "arena.json", settings: ServeSettings = ServeSettings(adminToken: ServerFixture.adminToken),
        clock: TestClock? = nil, statePath: String? = nil
    ) throws {
        let chart = try ShippedStadiums.chart(stadium)
        self.statePath = statePath ?? StateFiles.newPath()
        var now: @Sendable () -> Date = { Date() }
        if let clock { now = clock.function }
        let source = SelectionStateFile(path: self.statePath, chart: chart, clock: now)
        sale = Sale(chart: chart, chartFile: "Stadiums/" + stadium, source: source)
        self.settings = settings
        server = try SaleServer(sale: sale, settings: settings)
    }

    static let adminToken = "box-office-token"

    /// The applications' logger: warnings and errors only (a line for each of thousands of
    /// requests would bury the test run's own report).
    static let logger: Logger = {
        var logger = Logger(label: "seatchart.test-server")
        logger.logLevel = .warning
        return logger
    }()

    /// Runs `body` with a client of the router (no network, no feed running).
    func withRouter<T: Sendable>(_ body: @escaping @Sendable (RouterClient) async throws -> T) async throws -> T {
        try await Self.withRouterClient(server: server, services: false, body)
    }

    /// Runs `body` with a client of the router and the server's services (its change feed)
    /// running, as `serve` runs them.
    func withLiveServer<T: Sendable>(_ body: @escaping @Sendable (RouterClient) async throws -> T) async throws -> T {
        try await Self.withRouterClient(server: server, services: true, body)
    }
}

/// Requests of the API, answered as JSON.
extension RouterClient {
    /// Sends `body` (a JSON text) to `path` with `token` as the bearer; the status and the JSON answer.
    func call(
        _ method: HTTPRequest.Method, _ path: String, token: String? = nil, body: String? = nil
    ) async throws -> (status: HTTPResponse.Status, json: [String: Any]) {
        var headers: HTTPFields = [:]
        if let token { headers[.authorization] = "Bearer \(token)" }
        if body != nil { headers[.contentType] = "application/json" }
        return try await execute(uri: path, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }) { response in
            let data = Data(response.body.readableBytesView)
            let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            return (response.status, json)
        }
    }

    /// A new hold token.
    func newToken() async throws -> String {
        let (_, json) = try await call(.post, "/api/holders")
        return json["holder"] as? String ?? ""
    }
}

extension Dictionary where Key == String, Value == Any {
    /// `error.place` of an error answer.
    var errorPlace: String? { (self["error"] as? [String: Any])?["place"] as? String }
    /// `error.message` of an error answer.
    var errorMessage: String? { (self["error"] as? [String: Any])?["message"] as? String }
    /// The string array at `key`.
    func strings(_ key: String) -> [String] { self[key] as? [String] ?? [] }
}
