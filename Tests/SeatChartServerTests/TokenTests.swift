import Foundation
import HTTPTypes
import Hummingbird
import SeatChart
import SeatChartPostgres
import SeatChartSQLite
import SeatChartSale
@testable import SeatChartServer
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Hold tokens cost the state nothing: signed, not recorded; a flood of them is refused per
/// client address; a token is good on every server of the state and nowhere else.
@Suite(.onWaitingThreads) struct TokenTests {
    /// The bytes of the state file and its write-ahead log.
    static func stateBytes(_ path: String) -> Int {
        [path, path + "-wal"].reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    }

    @Test func aFloodOfTokensWritesNothingToTheState() async throws {
        var settings = ServeSettings()
        settings.tokensPerMinute = 0
        let fixture = try ServerFixture(settings: settings)
        try await fixture.withRouter { client in
            let before = Self.stateBytes(fixture.statePath)
            var tokens = Set<String>()
            for _ in 0..<2000 { tokens.insert(try await client.newToken()) }
            #expect(tokens.count == 2000)
            #expect(Self.stateBytes(fixture.statePath) == before, "no token is recorded")
            #expect(try fixture.sale.status(holder: "").holders.isEmpty)
            // A token's holder gets its row with its first hold.
            let (held, _) = try await client.call(.post, "/api/holds", token: tokens.first!, body: #"{"seats": ["101-A-1"]}"#)
            #expect(held == .ok)
            #expect(try fixture.sale.status(holder: "").holders.map(\.holder) == [HoldToken.holder(in: tokens.first!)])
        }
    }

    @Test func aClientAddressGetsAtMostItsRateOfTokens() async throws {
        var settings = ServeSettings()
        settings.tokensPerMinute = 5
        // The time stands still: however slowly the requests run, no token comes back.
        let start = ContinuousClock.now
        settings.rateClock = { start }
        let fixture = try ServerFixture(settings: settings)
        try await fixture.withRouter { client in
            for _ in 0..<5 { #expect(try await client.call(.post, "/api/holders").status == .created) }
            try await client.execute(uri: "/api/holders", method: .post) { response in
                #expect(response.status == .tooManyRequests)
                #expect(Int(response.headers[.retryAfter] ?? "") ?? 0 >= 1)
            }
        }
    }

    @Test func aRateLimiterRefillsWithTimeAndForgetsQuietAddresses() {
        let start = ContinuousClock.now
        let elapsed = ManualDuration()
        let limiter = RateLimiter(rate: 60) { start + elapsed.value }
        for _ in 0..<60 { #expect(limiter.take("a") == nil) }
        #expect(limiter.take("a") == 1, "one a second")
        #expect(limiter.take("b") == nil, "another address has its own")
        elapsed.value = .seconds(1)
        #expect(limiter.take("a") == nil)
        #expect(limiter.take("a") != nil)
    }

    @Test func aTamperedTokenOrOneOfAnotherStateIsA401() async throws {
        let fixture = try ServerFixture(), other = try ServerFixture()
        let foreign = try await other.withRouter { try await $0.newToken() }
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let parts = token.split(separator: ".").map(String.init)
            let later = "\(parts[0]).\(Int64(parts[1])! + 3_600_000).\(parts[2])"
            let otherHolder = "hold_\(String(repeating: "0", count: 32)).\(parts[1]).\(parts[2])"
            for bad in [foreign, later, otherHolder, parts[0]] {
                let (status, error) = try await client.call(.post, "/api/holds", token: bad, body: #"{"seats": ["101-A-1"]}"#)
                #expect(status == .unauthorized, "\(bad)")
                #expect(error.errorPlace == "Authorization")
            }
        }
    }

    @Test(arguments: StateBackend.allCases) func twoServersOnOneStateTakeEachOthersTokens(_ backend: StateBackend) async throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let location = try backend.newLocation()
        func server() throws -> SaleServer {
            let source: any SelectionStateSource = backend == .sqlite
                ? SelectionStateFile(path: location, chart: chart) : PostgresStateSource(url: try PostgresURL(location), chart: chart)
            return try SaleServer(sale: Sale(chart: chart, chartFile: "arena", source: source), settings: ServeSettings())
        }
        let first = try server(), second = try server()
        let token = try await ServerFixture.withRouterClient(server: first, services: false) { try await $0.newToken() }
        try await ServerFixture.withRouterClient(server: second, services: false) { client in
            let (status, change) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
            #expect(status == .ok, "\(change)")
            #expect(try await client.call(.post, "/api/bookings", token: token).status == .ok)
        }
    }
}

/// A duration tests set by hand, for clocks built on it.
final class ManualDuration: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Duration.zero
    var value: Duration {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
