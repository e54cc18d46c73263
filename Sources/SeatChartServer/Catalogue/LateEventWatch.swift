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
                // Which chart serves each key: an event or season key, once among the charts served.
                var owners: [String: Int] = [:]
                for (index, chart) in charts.enumerated() {
                    for key in chart.events.map(\.event.key) + chart.seasons.map(\.season.key) { owners[key] = index }
                }
                var refused: Set<String> = []
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
                        for event in listing.events where owners[event.key] != index && !refused.contains(event.key) {
                            if let owner = owners[event.key] {
                                refused.insert(event.key)
                                logger.warning("event \(event.key) of \(chart.file) is not served: \(charts[owner].file) has that key (its routes are /events/\(event.key)/)")
                                continue
                            }
                            do {
                                let api = try await factory.pools.reads.run { try factory.api(late.sale(event), chart: index) }
                                let deliveries = try factory.webhooks(api, event: event.key)
                                let served = ServedEvent(event: event, chart: index, api: api)
                                registry.add(served, responder: routes(served))
                                owners[event.key] = index
                                group.addTask { try? await api.feed.run() }
                                for delivery in deliveries { group.addTask { try? await delivery.run() } }
                                logger.info("serving event \(event.key) of \(chart.file) at /events/\(event.key)/ (made after the start)")
                            } catch {
                                refused.insert(event.key)
                                logger.warning("cannot serve event \(event.key) of \(chart.file): \(error)")
                            }
                        }
                        for season in listing.seasons where owners[season.key] != index && !refused.contains(season.key) {
                            if let owner = owners[season.key] {
                                refused.insert(season.key)
                                logger.warning("season \(season.key) of \(chart.file) is not served: \(charts[owner].file) has that key")
                                continue
                            }
                            // Its events first (an event this pass could not serve is tried again next time).
                            guard season.events.allSatisfy({ owners[$0] == index }) else { continue }
                            do {
                                let api = try await factory.pools.reads.run { try factory.api(late.seasonSale(season, listing), chart: index) }
                                registry.add(ServedSeason(season: season, api: api), chart: index, responder: seasonRoutes(ServedSeason(season: season, api: api)))
                                owners[season.key] = index
                                group.addTask { try? await api.feed.run() }
                                logger.info("serving season \(season.key) of \(chart.file) at /events/\(season.key)/api/ (made after the start)")
                            } catch {
                                refused.insert(season.key)
                                logger.warning("cannot serve season \(season.key) of \(chart.file): \(error)")
                            }
                        }
                    }
                    try? await Task.sleep(for: factory.settings.lateEventInterval)
                }
            }
        }
    }
}
