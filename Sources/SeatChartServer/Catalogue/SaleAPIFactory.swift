import Foundation
import Logging
import SeatChart
import SeatChartSale

/// What makes the API of one sale a server serves, at its start or later (an event made while
/// it runs): the sale's feed over its chart's shared seat states, its token key read, and its
/// webhook deliveries, with the server's settings, metrics and pools.
struct SaleAPIFactory: Sendable {
    let settings: ServeSettings
    let metrics: ServerMetrics
    let pools: SalePools
    /// Each chart's own seat states, once: the feeds of its sales keep what differs from them.
    let bases: [[SeatState]]
    /// Who this server is to the other servers of a state delivering webhooks (their lease).
    let owner: String
    let logger: Logger

    init(charts: [ServedChart], settings: ServeSettings, metrics: ServerMetrics, pools: SalePools, logger: Logger) {
        self.settings = settings
        self.metrics = metrics
        self.pools = pools
        bases = charts.map { SeatStateTable(initialStatesOf: $0.sale.chart).states }
        owner = UUID().uuidString
        self.logger = logger
    }

    /// The API of `sale`, a sale of chart number `index`; its state is read now.
    func api(_ sale: Sale, chart index: Int) throws -> SaleAPI {
        let base = bases.indices.contains(index) && bases[index].count == sale.chart.seats.count ? bases[index] : nil
        let feed = try ChangeFeed(sale: sale, settings: settings, base: base, offload: pools.reads, logger: logger)
        _ = try sale.tokenSigner()
        return SaleAPI(sale: sale, settings: settings, feed: feed, metrics: metrics, pools: pools)
    }

    /// One delivery of `api`'s changes to each webhook URL; `event` is the event's key (`nil`
    /// for the state without events).
    func webhooks(_ api: SaleAPI, event: String?) throws -> [WebhookDelivery] {
        try settings.webhooks.map { url in
            try WebhookDelivery(
                url: url, sale: api.sale, event: event, secret: settings.webhookSecret ?? "", feed: api.feed, settings: settings,
                offload: pools.reads, owner: owner, metrics: metrics, logger: logger)
        }
    }
}
