import Hummingbird
import Logging
import SeatChartStore
import ServiceLifecycle

/// Serves the events and seasons made after the server started (`seatchart event create`,
/// `season create` while it runs, from this machine or, on PostgreSQL, any other): every
/// ``ServeSettings/lateEventInterval`` it reads each chart's catalogue and, for an event it
/// does not serve yet, opens its sale, makes its feed and its routes under `/events/KEY/`
/// (answered through ``LateEventRegistry``), and runs its feed and webhook deliveries until
/// the server stops; a season, once all its events are served, gets its holders, holds and
/// bookings under `/events/KEY/api/`, as at the start.
struct LateEventWatch: Service {
    let charts: [ServedChart]
    let registry: LateEventRegistry
    let factory: SaleAPIFactory
    /// The responder of an event's routes.
    let routes: @Sendable (ServedEvent) -> RouterResponder<SaleRequestContext>
    /// The responder of a season's routes.
    let seasonRoutes: @Sendable (ServedSeason) -> RouterResponder<SaleRequestContext>
    let logger: Logger

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await withDiscardingTaskGroup { group in
                var keys = ServedKeys(charts: charts, logger: logger)
                while !Task.isCancelled {
                    for (index, chart) in charts.enumerated() {
                        guard let late = chart.lateEvents else { continue }
                        let listing: EventListing
                        do {
                            listing = try await factory.pools.reads.run { try late.listing() }
                        } catch {
                            logger.debug("cannot read the events of \(chart.file): \(error)")
                            continue
                        }
                        for event in listing.events where keys.isNew(event.key, "event", of: index) {
                            do {
                                let api = try await factory.pools.reads.run { try factory.api(late.sale(event), chart: index) }
                                let deliveries = try factory.webhooks(api, event: event.key)
                                let served = ServedEvent(event: event, chart: index, api: api)
                                registry.add(served, responder: routes(served))
                                keys.served(event.key, by: index)
                                group.addTask { try? await api.feed.run() }
                                for delivery in deliveries { group.addTask { try? await delivery.run() } }
                                logger.info("serving event \(event.key) of \(chart.file) at /events/\(event.key)/ (made after the start)")
                            } catch {
                                keys.refuse(event.key, "event", of: index, because: "\(error)")
                            }
                        }
                        // A season once its events are served (one this pass could not serve is tried again next time).
                        for season in listing.seasons where keys.isNew(season.key, "season", of: index) {
                            guard season.events.allSatisfy({ keys.owner(of: $0) == index }) else { continue }
                            do {
                                let api = try await factory.pools.reads.run { try factory.api(late.seasonSale(season, listing), chart: index) }
                                let served = ServedSeason(season: season, api: api)
                                registry.add(served, chart: index, responder: seasonRoutes(served))
                                keys.served(season.key, by: index)
                                group.addTask { try? await api.feed.run() }
                                logger.info("serving season \(season.key) of \(chart.file) at /events/\(season.key)/api/ (made after the start)")
                            } catch {
                                keys.refuse(season.key, "season", of: index, because: "\(error)")
                            }
                        }
                    }
                    try? await Task.sleep(for: factory.settings.lateEventInterval)
                }
            }
        }
    }
}

/// Which chart serves each event or season key (a key once among the charts served, its routes
/// being `/events/KEY/`), and the keys not to try again, each refusal logged once.
private struct ServedKeys {
    let charts: [ServedChart]
    let logger: Logger
    private var owners: [String: Int] = [:]
    private var refused: Set<String> = []

    init(charts: [ServedChart], logger: Logger) {
        self.charts = charts
        self.logger = logger
        for (index, chart) in charts.enumerated() {
            for key in chart.events.map(\.event.key) + chart.seasons.map(\.season.key) { owners[key] = index }
        }
    }

    func owner(of key: String) -> Int? { owners[key] }

    /// Whether `key` of chart `index` is still to be served; a key another chart serves is
    /// refused here.
    mutating func isNew(_ key: String, _ kind: String, of index: Int) -> Bool {
        guard owners[key] != index, !refused.contains(key) else { return false }
        guard let owner = owners[key] else { return true }
        refuse(key, kind, of: index, because: "\(charts[owner].file) has that key (its routes are /events/\(key)/)")
        return false
    }

    mutating func served(_ key: String, by index: Int) { owners[key] = index }

    mutating func refuse(_ key: String, _ kind: String, of index: Int, because reason: String) {
        refused.insert(key)
        logger.warning("\(kind) \(key) of \(charts[index].file) is not served: \(reason)")
    }
}
