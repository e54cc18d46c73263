import Foundation
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `GET /api/status` (the `Status` schema). Without a token `{"byState"}` and the areas'
/// public counts; with one, also `"holder"`, `"held"`, `"booked"`, `"expiresAt"`,
/// `"extensionsLeft"` and `"now"`, and each area with the token's own places. Never another
/// holder's token.
struct StatusDocument: APIDocument {
    /// The token's part; nil without a token.
    struct Holder {
        var token: String
        var held: [String]
        var booked: [String]
        var expiresAt: Date
        var extensionsLeft: Int
        var now: Date
    }

    /// Every state's count, in ``SeatState`` order.
    var countsByState: [SeatStateCount]
    var holder: Holder?
    /// The standing areas' counts (the token's own places are written only with a holder).
    var areas: [AreaCount]

    /// Every state's count from counts by state (a state without one counts 0).
    static func counts(_ counts: [SeatState: Int]) -> [SeatStateCount] {
        SeatState.allCases.map { SeatStateCount(state: $0, count: counts[$0] ?? 0) }
    }

    var json: JSONValue {
        var members = [JSONMember("byState", SaleJSON.counts(countsByState))]
        if let holder {
            members += [
                JSONMember("holder", .string(holder.token)),
                JSONMember("held", .array(holder.held.map { .string($0) })),
                JSONMember("booked", .array(holder.booked.map { .string($0) })),
                JSONMember("expiresAt", .string(SaleJSON.time(holder.expiresAt))),
                JSONMember("extensionsLeft", SaleJSON.integer(holder.extensionsLeft)),
                JSONMember("now", .string(SaleJSON.time(holder.now))),
            ]
            if !areas.isEmpty { members.append(JSONMember("areas", SaleJSON.areas(areas))) }
        } else if !areas.isEmpty {
            members.append(JSONMember("areas", .array(areas.map(SaleJSON.areaCount))))
        }
        return .object(members)
    }
}
