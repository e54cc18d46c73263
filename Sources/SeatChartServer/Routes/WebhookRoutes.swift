import Foundation
import Hummingbird
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `GET /api/admin/webhooks` (admin token): where each webhook's deliveries of this sale stand.
struct WebhookRoutes {
    let api: SaleAPI

    func add(to router: some RouterMethods<SaleRequestContext>) {
        router.get("api/admin/webhooks") { request, _ in
            try AdminRoutes(api: api).authorize(request)
            let urls = api.settings.webhooks
            let stored = try await api.read { [sale = api.sale] in try sale.webhookCursors() }
            let cursors = Dictionary(stored.map { ($0.url, $0) }, uniquingKeysWith: { a, _ in a })
            let rows = urls.map { url in (cursors[url], cursors[url].map(api.feed.undelivered), url) }
            return JSONResponse.make(.object([JSONMember("webhooks", .array(rows.map { cursor, pending, url in
                .object([
                    JSONMember("url", .string(url)),
                    JSONMember("position", cursor.map { SaleJSON.integer(Int($0.seatPosition) + 1) } ?? .null),
                    JSONMember("areaPosition", cursor.map { SaleJSON.integer(Int($0.areaPosition) + 1) } ?? .null),
                    JSONMember("pending", pending.map(SaleJSON.integer) ?? .null),
                    JSONMember("failures", SaleJSON.integer(cursor?.failures ?? 0)),
                    JSONMember("lastError", SaleJSON.text(cursor?.lastError)),
                    JSONMember("nextAttemptAt", SaleJSON.text(cursor?.nextAttemptAt.map { SaleJSON.time(Date(timeIntervalSince1970: $0)) })),
                    JSONMember("dropped", SaleJSON.integer(cursor?.dropped ?? 0)),
                ])
            }))]))
        }
    }
}
