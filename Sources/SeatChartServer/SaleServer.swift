import Foundation
import Hummingbird
import Logging
import NIOCore
import SeatChart
import SeatChartJSON
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
    /// The sale at the root of the routes: the first chart's state used without events.
    let api: SaleAPI
    /// Every event of every chart, its routes under `/events/KEY/`.
    let events: [ServedEvent]
    /// Every season, its holders, holds and bookings under `/events/KEY/api/`.
    let seasons: [ServedSeason]
    let charts: [ServedChart]
    /// `/api/chart`'s document of each distinct pricing of each chart, written once: the
    /// chart does not change while serving, and events without prices of their own share it.
    let chartDocuments: [String: ByteBuffer]
    let pools: SalePools
    /// One delivery of each sale's changes to each webhook URL (``WebhookDelivery``).
    let webhooks: [WebhookDelivery]
    /// The events made after the start, served as they come (``LateEventWatch``).
    let lateEvents = LateEventRegistry()
    let factory: SaleAPIFactory
    let budget: ConnectionBudget
    let logger: Logger

    /// A server of `sale` with `settings`; the state is opened (and created when missing)
    /// now, and the key of its hold tokens read (made on first use), so that a state that
    /// cannot be used stops the server before it listens.
    ///
    /// - Throws: what opening the state throws (``InputError`` naming it).
    public init(sale: Sale, settings: ServeSettings, logger: Logger = Logger(label: "seatchart.serve")) throws {
        try self.init(charts: [ServedChart(file: sale.chartFile, sale: sale)], settings: settings, logger: logger)
    }

    /// A server of every sale of `charts` (at least one): the first chart's state without
    /// events at the root, each event under `/events/KEY/` with the same routes below it.
    /// Each sale's state is opened and its token key read now. The pools of threads, the
    /// metrics and the connection budget are shared; each sale has its own feed and tokens.
    ///
    /// - Throws: what opening a state throws (``InputError`` naming it).
    public init(charts: [ServedChart], settings: ServeSettings, logger: Logger = Logger(label: "seatchart.serve")) throws {
        precondition(!charts.isEmpty, "a server serves at least one chart")
        let metrics = ServerMetrics(logger: logger)
        let pools = SalePools(settings: settings)
        let factory = SaleAPIFactory(charts: charts, settings: settings, metrics: metrics, pools: pools, logger: logger)
        api = try factory.api(charts[0].sale, chart: 0)
        var events: [ServedEvent] = []
        var seasons: [ServedSeason] = []
        var documents: [String: ByteBuffer] = [:]
        for (index, chart) in charts.enumerated() {
            documents[Self.documentKey(chart: index, chart.sale.chart)] = Self.chartDocument(chart.sale.chart)
            for (event, sale) in chart.events {
                events.append(ServedEvent(event: event, chart: index, api: try factory.api(sale, chart: index)))
                let key = Self.documentKey(chart: index, sale.chart)
                if documents[key] == nil { documents[key] = Self.chartDocument(sale.chart) }
            }
            for (season, sale) in chart.seasons { seasons.append(ServedSeason(season: season, api: try factory.api(sale, chart: index))) }
        }
        self.events = events
        self.seasons = seasons
        self.charts = charts
        self.pools = pools
        self.factory = factory
        // A season's changes are logged in each of its events: each event's deliveries carry them.
        let sales = [(api, String?.none)] + events.map { ($0.api, Optional($0.event.key)) }
        webhooks = try sales.flatMap { api, key in try factory.webhooks(api, event: key) }
        chartDocuments = documents
        budget = ConnectionBudget(descriptors: settings.descriptorLimit, perAddress: settings.maxConnectionsPerAddress)
        self.logger = logger
    }

    /// Which `/api/chart` document a sale of chart `index` with `chart`'s prices reads.
    static func documentKey(chart index: Int, _ chart: Chart) -> String {
        "\(index)" + chart.categories.map { "|\($0.id)=\($0.price.map { "\($0)" } ?? "-")" }.joined()
    }

    static func chartDocument(_ chart: Chart) -> ByteBuffer {
        ByteBuffer(string: SaleJSON.line(ChartDocument.document(of: chart)))
    }

    /// The router with every route, for the application and for tests. `HEAD` answers as
    /// `GET` without the body.
    public func router() -> Router<SaleRequestContext> {
        let router = Router(context: SaleRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: SecurityHeadersMiddleware(throttle: api.throttle, logger: logger))
        router.add(middleware: RequestLogMiddleware(metrics: api.metrics))
        router.add(middleware: EmbedOriginMiddleware(origins: Set(api.settings.embedOrigins)))
        let routes = RouteMethods()
        router.add(middleware: MethodNotAllowedMiddleware(routes: routes))
        addSaleRoutes(api, document: chartDocuments[Self.documentKey(chart: 0, api.sale.chart)], to: router)
        OperationsRoutes(api: api).add(to: router)
        ViewerRoutes(embedOrigins: api.settings.embedOrigins).add(to: router)
        CatalogueRoutes(charts: charts, events: events, lateEvents: lateEvents).add(to: router)
        for served in events { addEventRoutes(served, to: router.group(RouterPath("events/\(served.event.key)"))) }
        // The events made after the start: their keys are not known yet, their routers are.
        let late = lateEvents
        for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete] {
            for path in ["events/{event}", "events/{event}/**"] {
                router.on(RouterPath(path), method: method) { request, context in
                    let key = context.parameters.get("event") ?? ""
                    guard let responder = late.responder(for: key) else {
                        throw APIError.notFound("no event \(TerminalText.shortened(key)) is served here", place: "path")
                    }
                    return try await responder.respond(to: request, context: context)
                }
            }
        }
        // A season sells through its events: its tokens, holds and bookings (each change in
        // every event of it); what it is read by is each event's.
        for served in seasons { addSeasonRoutes(served, to: router.group(RouterPath("events/\(served.season.key)"))) }
        routes.learn(from: router)
        return router
    }

    /// An event's routes: its sale's and its viewer page, under its prefix.
    private func addEventRoutes(_ served: ServedEvent, to group: some RouterMethods<SaleRequestContext>) {
        addSaleRoutes(served.api, document: chartDocuments[Self.documentKey(chart: served.chart, served.api.sale.chart)], to: group)
        ViewerRoutes(embedOrigins: api.settings.embedOrigins).addPage(to: group)
    }

    /// A season's routes: its tokens, holds and bookings (each change in every event of it);
    /// what it is read by is each event's.
    private func addSeasonRoutes(_ served: ServedSeason, to group: some RouterMethods<SaleRequestContext>) {
        HoldRoutes(api: served.api).add(to: group)
    }

    /// The router of one event or season made after the start, its routes under
    /// `/events/KEY/` made by `add`, with the methods each path takes.
    func lateResponder(
        _ key: String, _ add: (RouterGroup<SaleRequestContext>) -> Void
    ) -> RouterResponder<SaleRequestContext> {
        let router = Router(context: SaleRequestContext.self, options: .autoGenerateHeadEndpoints)
        let routes = RouteMethods()
        router.add(middleware: MethodNotAllowedMiddleware(routes: routes))
        add(router.group(RouterPath("events/\(key)")))
        routes.learn(from: router)
        return router.buildResponder()
    }

    /// The routes of one sale, the same at the root and under an event's prefix.
    private func addSaleRoutes(_ api: SaleAPI, document: ByteBuffer?, to router: some RouterMethods<SaleRequestContext>) {
        ChartRoutes(api: api, chartDocument: document ?? Self.chartDocument(api.sale.chart)).add(to: router)
        HoldRoutes(api: api).add(to: router)
        HoldExtensionRoutes(api: api).add(to: router)
        AvailabilityRoutes(api: api).add(to: router)
        AdminRoutes(api: api).add(to: router)
        OrderRoutes(api: api).add(to: router)
        WebhookRoutes(api: api).add(to: router)
        EventRoutes(api: api).add(to: router)
    }

    /// The feed, run beside the application (a service of its own).
    public var services: [any Service] {
        let feeds: [any Service] = [api.feed] + events.map(\.api.feed) + seasons.map(\.api.feed) + webhooks
        guard charts.contains(where: { $0.lateEvents != nil }) else { return feeds }
        let watch = LateEventWatch(
            charts: charts, registry: lateEvents, factory: factory,
            routes: { [self] served in lateResponder(served.event.key) { addEventRoutes(served, to: $0) } },
            seasonRoutes: { [self] served in lateResponder(served.season.key) { addSeasonRoutes(served, to: $0) } },
            logger: logger)
        return feeds + [watch]
    }

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
