import Foundation
import Hummingbird
import Logging
import NIOCore
import SeatChart
import SeatChartSale
import ServiceLifecycle

/// `seatchart serve`: the sale of one stadium over HTTP.
///
/// The routes (``ChartRoutes``, ``HoldRoutes``, ``HoldExtensionRoutes``,
/// ``AvailabilityRoutes``, ``AdminRoutes``, ``EventRoutes``, ``OperationsRoutes``) call the sale's operations, the ones the command line calls, and
/// ``ViewerRoutes`` serves the web viewer that calls them from a browser; the
/// ``ChangeFeed`` follows the state's log, from this server and every other process on
/// the same state, for the event streams and the seat states read most. Connections are
/// budgeted against the open-file limit and capped per client address
/// (``ConnectionBudget``).
public struct SaleServer: Sendable {
    let api: SaleAPI
    let pools: SalePools
    let budget: ConnectionBudget
    let logger: Logger

    /// A server of `sale` with `settings`; the state is opened (and created when missing)
    /// now, and the key of its hold tokens read (made on first use), so that a state that
    /// cannot be used stops the server before it listens.
    ///
    /// - Throws: what opening the state throws (``InputError`` naming it).
    public init(sale: Sale, settings: ServeSettings, logger: Logger = Logger(label: "seatchart.serve")) throws {
        let metrics = ServerMetrics(logger: logger)
        pools = SalePools(settings: settings)
        let feed = try ChangeFeed(sale: sale, settings: settings, offload: pools.reads, logger: logger)
        _ = try sale.tokenSigner()
        api = SaleAPI(sale: sale, settings: settings, feed: feed, metrics: metrics, pools: pools)
        budget = ConnectionBudget(descriptors: settings.descriptorLimit, perAddress: settings.maxConnectionsPerAddress)
        self.logger = logger
    }

    /// The router with every route, for the application and for tests. `HEAD` answers as
    /// `GET` without the body.
    public func router() -> Router<SaleRequestContext> {
        let router = Router(context: SaleRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: SecurityHeadersMiddleware(throttle: api.throttle, logger: logger))
        router.add(middleware: RequestLogMiddleware(metrics: api.metrics))
        let routes = RouteMethods()
        router.add(middleware: MethodNotAllowedMiddleware(routes: routes))
        ChartRoutes(api: api).add(to: router)
        HoldRoutes(api: api).add(to: router)
        HoldExtensionRoutes(api: api).add(to: router)
        AvailabilityRoutes(api: api).add(to: router)
        AdminRoutes(api: api).add(to: router)
        EventRoutes(api: api).add(to: router)
        OperationsRoutes(api: api).add(to: router)
        ViewerRoutes().add(to: router)
        routes.learn(from: router)
        return router
    }

    /// The feed, run beside the application (a service of its own).
    public var services: [any Service] { [api.feed] }

    /// The application: the router, the feed, and the HTTP settings (idle timeout, the
    /// connection budget, the caps per address, the write timeout).
    ///
    /// - Parameter onServerRunning: told the port once the server listens.
    public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let settings = api.settings
        return Application(
            router: router(),
            server: GuardedHTTP1Channel.builder(
                configuration: .init(
                    additionalChannelHandlers: [StreamHangUpHandler()], idleTimeout: .milliseconds(Int64(settings.idleTimeout * 1000))),
                budget: budget,
                writeTimeout: .milliseconds(Int64(settings.writeTimeout * 1000))),
            configuration: .init(
                address: .hostname(settings.host, port: settings.port), serverName: "seatchart",
                availableConnectionsDelegate: budget.acceptGate),
            services: services,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? settings.port) },
            logger: logger)
    }

    /// The application of ``ServeSettings/metricsAddress``: `GET /metrics` alone.
    func metricsApplication(host: String, port: Int) -> some ApplicationProtocol {
        Application(
            router: OperationsRoutes.metricsRouter(api: api),
            configuration: .init(address: .hostname(host, port: port), serverName: "seatchart-metrics"),
            logger: logger)
    }

    /// Serves until SIGINT or SIGTERM; requests in flight finish first.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var services: [any Service] = [application(onServerRunning: onServerRunning)]
        if let address = api.settings.metricsAddress { services.append(metricsApplication(host: address.host, port: address.port)) }
        let group = ServiceGroup(
            configuration: .init(
                services: services.map { .init(service: $0) }, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch {
            await pools.shutdown()
            throw error
        }
        await pools.shutdown()
    }
}
