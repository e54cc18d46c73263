import Foundation
import Hummingbird
import SeatChartJSON
import SeatChartSale
import SeatChart
import SeatChartStore

/// A buyer's sale: a hold token, holds, their return, the booking and the buyer's status.
/// Each calls the sale's operation the command line calls; the bearer token is the holder.
struct HoldRoutes {
    let api: SaleAPI

    func add(to router: Router<some RequestContext>) {
        router.post("api/holders") { _, _ in try await newHolder() }
        router.post("api/holds") { request, _ in try await hold(request) }
        router.delete("api/holds") { request, _ in try await giveBack(request) }
        router.post("api/bookings") { request, _ in try await book(request) }
        router.get("api/status") { request, _ in try await status(request) }
    }

    /// 201 `{"holder", "expiresAt", "extensionsLeft", "now"}`: a new token, valid for the
    /// server's hold time, how many times it may be extended, and the server's clock.
    func newHolder() async throws -> Response {
        let ttl = api.settings.holdTTL, now = api.settings.clock()
        let (token, expiresAt) = try await api.run { [sale = api.sale] in try sale.issueToken(lifetime: ttl, now: now) }
        return JSONResponse.make(
            .object([
                JSONMember("holder", .string(token.text)), JSONMember("expiresAt", .string(SaleJSON.time(expiresAt))),
                JSONMember("extensionsLeft", SaleJSON.integer(api.settings.holdExtensions)), api.clockMember(),
            ]),
            status: .created)
    }

    /// `{"seats": [ids]}` or `{"best": {"count", "category"}}`: all or nothing, until the
    /// token runs out, within the server's limit per holder.
    func hold(_ request: Request) async throws -> Response {
        let (token, timeLeft) = try await api.holder(of: request, live: true)
        let members = try await body(request).members(allowed: ["seats", "best"])
        let limit = api.settings.maxPerHolder
        let change: SelectionChange
        switch (members["seats"], members["best"]) {
        case (let seats?, nil):
            let ids = try JSONBody.strings(seats, at: "seats", maximumCount: api.settings.maximumSeatsPerRequest)
            guard !ids.isEmpty else { throw APIError.badRequest("expected at least one seat id", place: "seats") }
            change = try await api.run { [sale = api.sale] in
                try sale.select(SeatRequest(ids: ids), holder: token, ttl: timeLeft, limit: limit)
            }
        case (nil, let best?):
            let fields = try JSONBody.members(of: best, at: "best", allowed: ["count", "category", "accessible"])
            guard let countValue = fields["count"] else { throw APIError.badRequest("expected a number of seats", place: "best.count") }
            let count = try JSONBody.integer(countValue, at: "best.count", in: 1...api.settings.maximumSeatsPerRequest)
            let category = try fields["category"].map { try JSONBody.string($0, at: "best.category") }
            let accessible = try fields["accessible"].map { try JSONBody.bool($0, at: "best.accessible") } ?? false
            change = try await api.run { [sale = api.sale] in
                let id = try category.map { try sale.categoryID(named: $0) }
                if accessible { return try sale.bestAccessible(count: count, categoryID: id, holder: token, ttl: timeLeft, limit: limit) }
                return try sale.best(count: count, categoryID: id, holder: token, ttl: timeLeft, limit: limit)
            }
        default:
            throw APIError.badRequest("expected either seats or best, not both or neither", place: "body")
        }
        return JSONResponse.make(SaleJSON.change(change))
    }

    /// `{"seats": [ids]}` or `{"all": true}`: gives back the token's own holds.
    func giveBack(_ request: Request) async throws -> Response {
        let (token, _) = try await api.holder(of: request, live: false)
        let members = try await body(request).members(allowed: ["seats", "all"])
        let change: SelectionChange
        switch (members["seats"], members["all"]) {
        case (let seats?, nil):
            let ids = try JSONBody.strings(seats, at: "seats", maximumCount: api.settings.maximumSeatsPerRequest)
            guard !ids.isEmpty else { throw APIError.badRequest("expected at least one seat id", place: "seats") }
            change = try await api.run { [sale = api.sale] in try sale.deselect(SeatRequest(ids: ids), holder: token) }
        case (nil, .bool(true)?):
            change = try await api.run { [sale = api.sale] in try sale.deselectAll(holder: token) }
        case (nil, let all?):
            throw APIError.badRequest("expected true, found \(all.summary)", place: "all")
        default:
            throw APIError.badRequest("expected either seats or all, not both or neither", place: "body")
        }
        return JSONResponse.make(SaleJSON.change(change))
    }

    /// Books every live hold of the token.
    func book(_ request: Request) async throws -> Response {
        let (token, _) = try await api.holder(of: request, live: false)
        let change = try await api.run { [sale = api.sale] in try sale.book(holder: token) }
        return JSONResponse.make(SaleJSON.change(change))
    }

    /// With a token: `{"byState", "holder", "held", "booked", "expiresAt", "extensionsLeft",
    /// "now"}`; without one, `{"byState"}` only. Never another holder's token.
    func status(_ request: Request) async throws -> Response {
        guard api.optionalBearerToken(request) != nil else {
            return JSONResponse.make(.object([JSONMember("byState", SaleJSON.counts(counts(api.feed.states.countsByState)))]))
        }
        let (token, _) = try await api.holder(of: request, live: false)
        let allowed = api.settings.holdExtensions
        let (status, expiry, left) = try await api.run { [sale = api.sale] in
            (try sale.status(holder: token), try sale.tokenExpiry(token), try sale.extensionsLeft(token, maximumExtensions: allowed))
        }
        return JSONResponse.make(.object([
            JSONMember("byState", SaleJSON.counts(status.countsByState)),
            JSONMember("holder", .string(status.holder)),
            JSONMember("held", .array(status.held.map { .string($0) })),
            JSONMember("booked", .array(status.booked.map { .string($0) })),
            JSONMember("expiresAt", .string(SaleJSON.time(expiry))),
            JSONMember("extensionsLeft", SaleJSON.integer(left)),
            api.clockMember(),
        ]))
    }

    private func counts(_ counts: [SeatState: Int]) -> [SeatStateCount] {
        SeatState.allCases.map { SeatStateCount(state: $0, count: counts[$0] ?? 0) }
    }

    private func body(_ request: Request) async throws -> JSONBody {
        try await JSONBody.read(request, maximumBytes: api.settings.maximumBodyBytes, timeout: api.settings.bodyTimeout)
    }
}
