import Foundation
import SeatChartJSON
import SeatChartSale

/// A hold token as a buyer gets it (`POST /api/holders`, `POST /api/holders/extend`; the
/// `Holder` schema): `{"holder", "expiresAt", "extensionsLeft", "now"}`, `now` being the
/// server's clock, so a client counts the token's time down against the server's time.
struct HolderDocument: APIDocument {
    var token: String
    var expiresAt: Date
    var extensionsLeft: Int
    var now: Date

    var json: JSONValue {
        .object([
            JSONMember("holder", .string(token)), JSONMember("expiresAt", .string(SaleJSON.time(expiresAt))),
            JSONMember("extensionsLeft", SaleJSON.integer(extensionsLeft)), JSONMember("now", .string(SaleJSON.time(now))),
        ])
    }
}
