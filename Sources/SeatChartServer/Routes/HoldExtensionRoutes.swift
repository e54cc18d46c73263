import Foundation
import Hummingbird
import SeatChartJSON
import SeatChartSale

/// `POST /api/holders/extend`: "keep my seats". The bearer's token, and every live hold
/// taken with it, last another hold time, as many times as the server allows
/// (`--hold-extend`); the rule is the sale's (``Sale/extendToken(_:by:maximumExtensions:)``).
struct HoldExtensionRoutes {
    let api: SaleAPI

    func add(to router: some RouterMethods) {
        router.post("api/holders/extend") { request, _ in try await extend(request) }
    }

    /// 200 `{"holder", "expiresAt", "extensionsLeft", "now"}`: `holder` is the buyer's new
    /// token, running out with its seats at `expiresAt` (the page keeps it in place of the
    /// old one, which still runs out when it said); 409 when the seats were kept longer as
    /// often as allowed, or none is held; 401 when the token is unknown or ran out.
    func extend(_ request: Request) async throws -> Response {
        let token = try api.bearerToken(request)
        let ttl = api.settings.holdTTL, allowed = api.settings.holdExtensions
        let extended = try await api.run { [sale = api.sale] in try sale.extendToken(token, by: ttl, maximumExtensions: allowed) }
        return JSONResponse.make(
            HolderDocument(token: extended.token.text, expiresAt: extended.expiresAt, extensionsLeft: extended.left, now: api.settings.clock()))
    }
}
