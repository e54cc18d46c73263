import Foundation
import Hummingbird
import Logging
import NIOCore
import SeatChart
import SeatChartSale
import SeatChartStore

/// What every route of the API shares: the sale (whose rules every route calls), the
/// server's settings, the live feed of changes, the metrics, the pools the blocking work
/// runs on, and the limits kept per client address.
struct SaleAPI: Sendable {
    let sale: Sale
    let settings: ServeSettings
    let feed: ChangeFeed
    let metrics: ServerMetrics
    /// The pool the sale's changes run on.
    let offload: Offload
    /// The pool of the reads that are not changes (the feed, stream backlogs, a buyer's status).
    let reads: Offload
    /// The bounded pool of the costly reads (SVGs, seat lists): holds never wait behind them.
    let renders: Offload
    /// The costly reads' bodies, per state version.
    let cache: RenderCache
    /// The event streams open per client address.
    let streams: AddressCounter
    /// New hold tokens per client address.
    let tokenRate: RateLimiter
    /// Repeated failures are logged once a second.
    let throttle: LogThrottle

    init(sale: Sale, settings: ServeSettings, feed: ChangeFeed, metrics: ServerMetrics, pools: SalePools) {
        self.sale = sale
        self.settings = settings
        self.feed = feed
        self.metrics = metrics
        offload = pools.changes
        reads = pools.reads
        renders = pools.renders
        cache = RenderCache(maximumBytes: settings.cacheBytes, position: { [feed] in feed.sequence })
        streams = AddressCounter(cap: settings.maxStreamsPerAddress)
        tokenRate = RateLimiter(rate: settings.tokensPerMinute, clock: settings.rateClock)
        throttle = LogThrottle()
    }

    /// The hold token of `request`'s `Authorization: Bearer TOKEN` header, as given.
    ///
    /// - Throws: ``APIError`` 401 when the header is missing or not a bearer token.
    func bearerToken(_ request: Request) throws -> String {
        guard let token = optionalBearerToken(request) else {
            throw APIError.unauthorized("expected the header Authorization: Bearer TOKEN, with a hold token from POST /api/holders")
        }
        return token
    }

    /// The bearer token of `request`, if it sends one.
    func optionalBearerToken(_ request: Request) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }

    /// The hold token `request` carries, signed by a server on this state and, when `live`,
    /// not run out by the server's clock (the state checks again inside each change).
    func token(of request: Request, live: Bool) throws -> HoldToken {
        let text = try bearerToken(request)
        do {
            return live ? try sale.liveToken(text, now: settings.clock()) : try sale.token(text)
        } catch {
            throw APIError.from(error, throttle: throttle, logger: metrics.logger)
        }
    }

    /// The address the limits of `request` count against (``ClientAddress``).
    func clientAddress(_ request: Request, context: SaleRequestContext) -> String {
        ClientAddress(trustedProxies: Set(settings.trustedProxies)).of(request, peer: context.remoteAddress)
    }

    /// Runs the sale's blocking `body` off the connection threads, turning what it throws
    /// into the API's answers (``APIError/from(_:throttle:logger:)``).
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await run(on: offload, body)
    }

    /// Runs a read that changes nothing on the reads' pool.
    func read<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await run(on: reads, body)
    }

    /// Runs a costly read on the renders' bounded pool (503 when too many wait).
    func render<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await run(on: renders, body)
    }

    private func run<T: Sendable>(on pool: Offload, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        do {
            return try await pool.run(body)
        } catch {
            throw APIError.from(error, throttle: throttle, logger: metrics.logger)
        }
    }
}
