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
/// the same state, for the event streams and the seat states read most.
public struct SaleServer: Sendable {
    let api: SaleAPI
    let logger: Logger

    /// A server of `sale` with `settings`; the state is opened (and created when missing)
    /// now, so that a state that cannot be used stops the server before it listens.
    ///
    /// - Throws: what opening the state throws (``InputError`` naming it).
    public init(sale: Sale, settings: ServeSettings, logger: Logger = Logger(label: "seatchart.serve")) throws {
        let metrics = ServerMetrics(logger: logger)
        let offload = Offload.pool(threads: settings.blockingThreads)
        let feed = try ChangeFeed(sale: sale, settings: settings, offload: offload, logger: logger)
        api = SaleAPI(sale: sale, settings: settings, feed: feed, metrics: metrics, offload: offload)
        self.logger = logger
    }

    /// The router with every route, for the application and for tests.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: RequestLogMiddleware(metrics: api.metrics))
        router.add(middleware: MethodNotAllowedMiddleware())
        ChartRoutes(api: api).add(to: router)
        HoldRoutes(api: api).add(to: router)
        HoldExtensionRoutes(api: api).add(to: router)
        AvailabilityRoutes(api: api).add(to: router)
        AdminRoutes(api: api).add(to: router)
        EventRoutes(api: api).add(to: router)
        OperationsRoutes(api: api).add(to: router)
        ViewerRoutes().add(to: router)
        return router
    }

    /// The feed, run beside the application (a service of its own).
    public var services: [any Service] { [api.feed] }

    /// The application: the router, the feed, and the HTTP settings (idle timeout).
    ///
    /// - Parameter onServerRunning: told the port once the server listens.
    public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let settings = api.settings
        return Application(
            router: router(),
            server: .http1(configuration: .init(idleTimeout: .milliseconds(Int64(settings.idleTimeout * 1000)))),
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "seatchart"),
            services: services,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? settings.port) },
            logger: logger)
    }

    /// Serves until SIGINT or SIGTERM; requests in flight finish first.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        do {
            try await application(onServerRunning: onServerRunning).runService(gracefulShutdownSignals: [.sigterm, .sigint])
        } catch {
            await api.offload.shutdown()
            throw error
        }
        await api.offload.shutdown()
    }
}
