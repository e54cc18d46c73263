import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `seatchart design`: the editor of one stadium file over HTTP, on the server stack of
/// `seatchart serve` (Hummingbird, the same security headers and content security policy, the
/// same error answers), with the viewer's modules for viewing and drawing.
public struct DesignServer: Sendable {
    let files: DesignFiles
    let settings: DesignSettings
    let logger: Logger

    /// The editor of the stadium file at `path`.
    public init(path: String, settings: DesignSettings, logger: Logger = Logger(label: "seatchart.design")) {
        files = DesignFiles(path: path, maximumFileBytes: settings.maximumFileBytes)
        self.settings = settings
        self.logger = logger
    }

    /// The router with every route, for the application and for tests.
    public func router() -> Router<SaleRequestContext> {
        let router = Router(context: SaleRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: SecurityHeadersMiddleware(throttle: LogThrottle(), logger: logger))
        router.add(middleware: LocalOriginMiddleware())
        let routes = RouteMethods()
        router.add(middleware: MethodNotAllowedMiddleware(routes: routes))
        DesignRoutes(files: files, settings: settings).add(to: router)
        DesignerPageRoutes().add(to: router)
        routes.learn(from: router)
        return router
    }

    /// Serves until SIGINT or SIGTERM; requests in flight finish first.
    ///
    /// - Parameter onServerRunning: told the port once the server listens.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = Application(
            router: router(),
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "seatchart-design"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? settings.port) },
            logger: logger)
        let group = ServiceGroup(
            configuration: .init(
                services: [.init(service: application)], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}
