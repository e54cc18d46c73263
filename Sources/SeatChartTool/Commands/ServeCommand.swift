import ArgumentParser
import Foundation
import Logging
import SeatChart
import SeatChartSale
import SeatChartServer
import SeatChartStore

/// `seatchart serve STADIUM... [--state FILE]... [--host H] [--port P] [--hold-ttl S] [--max-per-holder N]`.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Sell seats over HTTP: the API, live events and the viewer.",
        discussion: """
        Serves one or more stadiums over the same selection states the other commands use (each \
        sees the other's changes): the first stadium's state without events at /, and every \
        event of every stadium's state (seatchart event) under /events/KEY/, with the same \
        routes below it; GET /api/catalogue lists them. Give --state once for each stadium, in \
        their order, or not at all (each its default). Buyers ask for a hold token (POST /api/holders) and hold, give back and \
        book seats with it; the box office's routes need SEATCHART_ADMIN_TOKEN. The web viewer is at /, \
        the API's document at /openapi.json; docs/serving.md describes it. Stops cleanly on SIGINT and SIGTERM. \
        A port in use exits 2.
        """
    )

    @Argument(help: ArgumentHelp("The stadium files (Stadiums/*.json), pretix seating plans or seats.io charts.", valueName: "stadium"),
              completion: .stadiumFile)
    var stadiums: [String]

    @Option(name: .customLong("state"), help: ArgumentHelp(
        "A stadium's selection state: a SQLite file, or postgres://USER@HOST:PORT/DB, once for each stadium in order. Default: $SEATCHART_STATE, else Output/<stadium stem>.sqlite.",
        valueName: "file"), completion: .stateFile)
    var states: [String] = []

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port, printed at start).", valueName: "port"))
    var port: Int = 8080

    @Option(name: .customLong("hold-ttl"), help: ArgumentHelp(
        "Seconds a hold token, and the holds taken with it, last.", valueName: "seconds"))
    var holdTTL: Double = 900

    @Option(name: .customLong("max-per-holder"), help: ArgumentHelp(
        "The most seats one hold token may hold and book.", valueName: "n"))
    var maxPerHolder: Int = 10

    @Option(name: .customLong("hold-extend"), help: ArgumentHelp(
        "How many times a buyer may keep their seats for another --hold-ttl (\"keep my seats\"); 0: never.", valueName: "n"))
    var holdExtend: Int = 1

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(
        "Seconds a connection may stay silent, between requests or inside one, before it is closed.", valueName: "seconds"))
    var idleTimeout: Double = 30

    @Option(name: .customLong("max-connections"), help: ArgumentHelp(
        "The most connections one client address may have open (0: no cap; raise it behind a proxy).", valueName: "n"))
    var maxConnections: Int = 64

    @Option(name: .customLong("max-streams"), help: ArgumentHelp(
        "The most event streams one client address may have open (0: no cap).", valueName: "n"))
    var maxStreams: Int = 8

    @Option(name: .customLong("token-rate"), help: ArgumentHelp(
        "New hold tokens one client address may get a minute (0: no limit).", valueName: "n"))
    var tokenRate: Int = 30

    @Option(name: .customLong("render-queue"), help: ArgumentHelp(
        "The most SVGs and seat lists being made or waiting at once; more are answered 503.", valueName: "n"))
    var renderQueue: Int = 16

    @Option(name: .customLong("trusted-proxy"), help: ArgumentHelp(
        "A proxy whose X-Forwarded-For names the client, by address (repeatable).", valueName: "address"))
    var trustedProxies: [String] = []

    @Option(name: .customLong("metrics-host"), help: ArgumentHelp(
        "Serve /metrics only on this address, to anyone who reaches it (default: on the public port, with the admin token).",
        valueName: "host:port"))
    var metricsHost: String?

    @Option(help: ArgumentHelp(
        "Who books held seats: buyer (with their token) or server (only the shop's server, POST /api/admin/orders).",
        valueName: "buyer|server"))
    var checkout: Checkout = .buyer

    @Option(name: .customLong("webhook"), help: ArgumentHelp(
        "POST every change, signed with SEATCHART_WEBHOOK_SECRET, to this http(s) URL (repeatable).", valueName: "url"))
    var webhooks: [String] = []

    @Option(name: .customLong("embed-origin"), help: ArgumentHelp(
        "A shop page's origin allowed to embed the picker: CORS for the API and frame-ancestors for the page (repeatable).",
        valueName: "https://host[:port]"))
    var embedOrigins: [String] = []

    func validate() throws {
        guard idleTimeout.isFinite, idleTimeout >= 0.1, idleTimeout <= 3600 else {
            throw ValidationError("--idle-timeout must be a number of seconds from 0.1 to 3600, found \(idleTimeout)")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, found \(port)") }
        guard holdTTL.isFinite, holdTTL >= 1, holdTTL <= 86_400 else {
            throw ValidationError("--hold-ttl must be a number of seconds from 1 to 86400, found \(holdTTL)")
        }
        guard (0...100).contains(holdExtend) else {
            throw ValidationError("--hold-extend must be a whole number from 0 to 100, found \(holdExtend)")
        }
        guard (1...1000).contains(maxPerHolder) else {
            throw ValidationError("--max-per-holder must be a whole number from 1 to 1000, found \(maxPerHolder)")
        }
        for (name, value) in [("--max-connections", maxConnections), ("--max-streams", maxStreams), ("--token-rate", tokenRate)] {
            guard (0...1_000_000).contains(value) else {
                throw ValidationError("\(name) must be a whole number from 0 (no cap) to 1000000, found \(value)")
            }
        }
        guard (1...10_000).contains(renderQueue) else {
            throw ValidationError("--render-queue must be a whole number from 1 to 10000, found \(renderQueue)")
        }
        if let metricsHost, Self.hostAndPort(metricsHost) == nil {
            throw ValidationError("--metrics-host must be HOST:PORT (such as 127.0.0.1:9100), found \(TerminalText.shortened(metricsHost))")
        }
    }

    /// The webhook URLs given, each once; bad input naming the first that is not http(s) with a host.
    static func webhookURLs(_ given: [String]) throws -> [String] {
        var seen = Set<String>()
        for url in given where !WebhookRules.isValidURL(url) {
            throw InputError(
                file: "command line", place: "--webhook",
                message: "expected an http or https URL with a host, found \(TerminalText.shortened(url))")
        }
        return given.filter { seen.insert($0).inserted }
    }

    /// The host and port of `text`, `HOST:PORT` (`[::1]:PORT` for IPv6).
    static func hostAndPort(_ text: String) -> (host: String, port: Int)? {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            return nil
        }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host.isEmpty ? nil : (host, port)
    }

    func run() async throws {
        let context = CommandContext()
        guard states.isEmpty || states.count == stadiums.count else {
            throw InputError(
                file: "command line", place: "--state",
                message: "expected one --state for each stadium (\(stadiums.count)), or none; found \(states.count)")
        }
        let statePaths = stadiums.enumerated().map { index, stadium in
            context.statePath(option: states.isEmpty ? nil : states[index], stadiumPath: stadium)
        }
        let charts = try zip(stadiums, statePaths).map { try Self.served($0, statePath: $1, context: context) }
        if let shared = ServedChart.sharedKeys(charts).first {
            throw InputError(
                file: "command line", place: "stadium",
                message: "event \(shared.key) is an event of \(shared.files.joined(separator: " and ")); "
                    + "expected each event key once among the stadiums served (its routes are /events/KEY/)")
        }
        let adminToken = ProcessInfo.processInfo.environment["SEATCHART_ADMIN_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        var settings = ServeSettings(host: host, port: port, holdTTL: holdTTL, maxPerHolder: maxPerHolder, adminToken: adminToken)
        settings.idleTimeout = idleTimeout
        settings.holdExtensions = holdExtend
        settings.checkout = checkout
        settings.webhooks = try Self.webhookURLs(webhooks)
        settings.embedOrigins = try embedOrigins.map { given in
            guard let origin = EmbedOrigins.origin(given) else {
                throw InputError(
                    file: "command line", place: "--embed-origin",
                    message: "expected an origin such as https://shop.example (http or https, a host, no path), found \(TerminalText.shortened(given))")
            }
            return origin
        }
        if !webhooks.isEmpty {
            guard let secret = ProcessInfo.processInfo.environment["SEATCHART_WEBHOOK_SECRET"], !secret.isEmpty else {
                throw InputError(
                    file: "environment", place: "SEATCHART_WEBHOOK_SECRET",
                    message: "expected the secret that signs webhook deliveries (--webhook needs it)")
            }
            settings.webhookSecret = secret
            // For a receiver's tests (docs/webhooks.md): shorter waits between retries, and for an answer.
            let environment = ProcessInfo.processInfo.environment
            if let scale = environment["SEATCHART_WEBHOOK_RETRY_SCALE"].flatMap(Double.init), scale > 0, scale <= 1 {
                settings.webhookRetryScale = scale
            }
            if let seconds = environment["SEATCHART_WEBHOOK_TIMEOUT"].flatMap(Double.init), seconds >= 0.1, seconds <= 10 {
                settings.webhookTimeout = .milliseconds(Int64(seconds * 1000))
            }
        }
        settings.bodyTimeout = min(settings.bodyTimeout, idleTimeout)
        settings.writeTimeout = idleTimeout
        settings.maxConnectionsPerAddress = maxConnections
        settings.maxStreamsPerAddress = maxStreams
        settings.tokensPerMinute = tokenRate
        settings.renderQueue = renderQueue
        settings.trustedProxies = trustedProxies
        settings.metricsAddress = metricsHost.flatMap(Self.hostAndPort)
        // As many connections as the system allows this process, less the files it has open
        // already (those a parent left open included), budgeted (docs/serving.md).
        settings.descriptorLimit = DescriptorLimit.available()
        if statePaths.contains(where: StateLocation.isDatabase) { settings.blockingThreads = 64 }
        var logger = Logger(label: "seatchart.serve")
        logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info
        let server = try SaleServer(charts: charts, settings: settings, logger: logger)
        let host = self.host
        do {
            try await server.run { port in
                let served = zip(charts, statePaths).map { chart, path in
                    let events = chart.events.isEmpty ? "" : "; \(chart.events.count) event\(chart.events.count == 1 ? "" : "s")"
                    return "\(chart.sale.chart.name) (\(chart.file), state \(StateLocation.name(path))\(events))"
                }
                StandardOutput.write(Array("serving \(served.joined(separator: ", ")) at http://\(host):\(port)/\n".utf8))
            }
        } catch where ListenFailure.isAddressInUse(error) {
            throw InputError(
                file: "command line", place: "--port",
                message: "cannot listen on \(host):\(port): the address is in use; expected a free port (or --port 0 for any)")
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: "command line", place: "--host", message: "cannot listen on \(host):\(port): \(error)")
        }
        if checkout == .server, adminToken == nil {
            logger.warning("--checkout server without SEATCHART_ADMIN_TOKEN: nothing can be booked on this server")
        }
        if adminToken == nil { logger.debug("no SEATCHART_ADMIN_TOKEN: the box office routes answered 403") }
    }

    /// The chart at `stadium` served over the state at `statePath`: its sale without events
    /// and each event's, all over one layout and hit index of the chart and one store's
    /// connections.
    static func served(_ stadium: String, statePath: String, context: CommandContext) throws -> ServedChart {
        let chart = try context.chart(stadium)
        // Every point a client asks about goes through the index, built before listening.
        let hitIndex = SharedHitIndex(chart: chart)
        _ = hitIndex.index
        let store = try StateLocation.source(statePath, chart: chart).openStore()
        let sale = Sale(chart: chart, chartFile: stadium, store: store, hitIndex: hitIndex)
        guard let catalogue = store as? any EventCatalogue, let writer = store as? any SeasonWriter else {
            return ServedChart(file: stadium, sale: sale)
        }
        let listing = try catalogue.listing()
        // One sale an event, for the events of the start and those made while serving.
        let eventSale: @Sendable (SaleEvent) -> Sale = { event in
            let priced = event.pricing(chart)
            return Sale(chart: priced, chartFile: stadium, store: writer.eventStore(event, chart: priced), hitIndex: hitIndex)
        }
        let events = listing.events.map { (event: $0, sale: eventSale($0)) }
        let file = StateLocation.name(statePath)
        let seasonSale: @Sendable (Season, EventListing) -> Sale = { season, listing in
            let store = SeasonStore(season: season, events: season.events.compactMap(listing.event), chart: chart, file: file, writer: writer)
            return Sale(chart: store.chart, chartFile: stadium, store: store, hitIndex: hitIndex)
        }
        let seasons = listing.seasons.map { (season: $0, sale: seasonSale($0, listing)) }
        let late = LateEvents(listing: { try catalogue.listing() }, sale: eventSale, seasonSale: seasonSale)
        return ServedChart(file: stadium, sale: sale, events: events, seasons: seasons, lateEvents: late)
    }
}

extension Checkout: ExpressibleByArgument {}
