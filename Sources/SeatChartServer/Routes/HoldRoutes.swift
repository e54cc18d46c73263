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

    func add(to router: Router<SaleRequestContext>) {
        router.post("api/holders") { request, context in try await newHolder(request, context: context) }
        router.post("api/holds") { request, _ in try await hold(request) }
        router.delete("api/holds") { request, _ in try await giveBack(request) }
        router.post("api/bookings") { request, _ in try await book(request) }
        router.get("api/status") { request, _ in try await status(request) }
    }

    /// 201 `{"holder", "expiresAt", "extensionsLeft", "now"}`: a new token, valid for the
    /// server's hold time, how many times its seats may be kept longer, and the server's
    /// clock; 429 with `Retry-After` when the client address asked for more than
    /// ``ServeSettings/tokensPerMinute``. Nothing is written: the token is signed (``HoldTokenSigner``).
    func newHolder(_ request: Request, context: SaleRequestContext) async throws -> Response {
        if let wait = api.tokenRate.take(api.clientAddress(request, context: context)) {
            throw APIError.tooManyRequests(
                "this address asked for more than \(api.settings.tokensPerMinute) hold tokens a minute; keep the one you have",
                retryAfter: wait)
        }
        // The key was read from the state when the server started: no I/O here.
        let token = try api.sale.issueToken(lifetime: api.settings.holdTTL, now: api.settings.clock())
        return JSONResponse.make(
            .object([
                JSONMember("holder", .string(token.text)), JSONMember("expiresAt", .string(SaleJSON.time(token.expiresAt))),
                JSONMember("extensionsLeft", SaleJSON.integer(api.settings.holdExtensions)), api.clockMember(),
            ]),
            status: .created)
    }

    /// `{"seats": [ids]}` or `{"best": {"count", "category"}}`: all or nothing, until the
    /// token runs out (checked again inside the change: a body that arrives after the token
    /// ran out holds nothing), within the server's limit per holder.
    func hold(_ request: Request) async throws -> Response {
        let token = try api.token(of: request, live: true)
        let members = try await body(request).members(allowed: ["seats", "best"])
        let limit = api.settings.maxPerHolder
        let change: SelectionChange
        switch (members["seats"], members["best"]) {
        case (let seats?, nil):
            let ids = try JSONBody.strings(seats, at: "seats", maximumCount: api.settings.maximumSeatsPerRequest)
            guard !ids.isEmpty else { throw APIError.badRequest("expected at least one seat id", place: "seats") }
            change = try await api.run { [sale = api.sale] in try sale.select(SeatRequest(ids: ids), token: token, limit: limit) }
        case (nil, let best?):
            let fields = try JSONBody.members(of: best, at: "best", allowed: ["count", "category", "accessible"])
            guard let countValue = fields["count"] else { throw APIError.badRequest("expected a number of seats", place: "best.count") }
            let count = try JSONBody.integer(countValue, at: "best.count", in: 1...api.settings.maximumSeatsPerRequest)
            let category = try fields["category"].map { try JSONBody.string($0, at: "best.category") }
            let accessible = try fields["accessible"].map { try JSONBody.bool($0, at: "best.accessible") } ?? false
            change = try await api.run { [sale = api.sale] in
                let id = try category.map { try sale.categoryID(named: $0) }
                if accessible { return try sale.bestAccessible(count: count, categoryID: id, token: token, limit: limit) }
                return try sale.best(count: count, categoryID: id, token: token, limit: limit)
            }
        default:
            throw APIError.badRequest("expected either seats or best, not both or neither", place: "body")
        }
        return answer(change, token: token)
    }

    /// `{"seats": [ids]}` or `{"all": true}`: gives back the token's own holds.
    func giveBack(_ request: Request) async throws -> Response {
        let token = try api.token(of: request, live: false)
        let members = try await body(request).members(allowed: ["seats", "all"])
        let change: SelectionChange
        switch (members["seats"], members["all"]) {
        case (let seats?, nil):
            let ids = try JSONBody.strings(seats, at: "seats", maximumCount: api.settings.maximumSeatsPerRequest)
            guard !ids.isEmpty else { throw APIError.badRequest("expected at least one seat id", place: "seats") }
            change = try await api.run { [sale = api.sale] in try sale.deselect(SeatRequest(ids: ids), holder: token.holder) }
        case (nil, .bool(true)?):
            change = try await api.run { [sale = api.sale] in try sale.deselectAll(holder: token.holder) }
        case (nil, let all?):
            throw APIError.badRequest("expected true, found \(all.summary)", place: "all")
        default:
            throw APIError.badRequest("expected either seats or all, not both or neither", place: "body")
        }
        return answer(change, token: token)
    }

    /// Books every live hold of the token, while the token has not run out (checked inside
    /// the change: 401 after).
    func book(_ request: Request) async throws -> Response {
        let token = try api.token(of: request, live: true)
        let change = try await api.run { [sale = api.sale] in try sale.book(token: token) }
        return answer(change, token: token)
    }

    /// The change as the API answers it: its holder is the bearer's token, as the client knows it.
    private func answer(_ change: SelectionChange, token: HoldToken) -> Response {
        var change = change
        change.holder = token.text
        return JSONResponse.make(SaleJSON.change(change))
    }

    /// With a token: `{"byState", "holder", "held", "booked", "expiresAt", "extensionsLeft",
    /// "now"}`; without one, `{"byState"}` only. Never another holder's token.
    func status(_ request: Request) async throws -> Response {
        guard api.optionalBearerToken(request) != nil else {
            return JSONResponse.make(.object([JSONMember("byState", SaleJSON.counts(counts(api.feed.states.countsByState)))]))
        }
        let token = try api.token(of: request, live: false)
        let allowed = api.settings.holdExtensions
        let (status, left) = try await api.read { [sale = api.sale] in
            (try sale.status(holder: token.holder), try sale.extensionsLeft(token, maximumExtensions: allowed))
        }
        return JSONResponse.make(.object([
            JSONMember("byState", SaleJSON.counts(status.countsByState)),
            JSONMember("holder", .string(token.text)),
            JSONMember("held", .array(status.held.map { .string($0) })),
            JSONMember("booked", .array(status.booked.map { .string($0) })),
            JSONMember("expiresAt", .string(SaleJSON.time(token.expiresAt))),
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
