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

    func add(to router: some RouterMethods<SaleRequestContext>) {
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
            HolderDocument(
                token: token.text, expiresAt: token.expiresAt, extensionsLeft: api.settings.holdExtensions, now: api.settings.clock()),
            status: .created)
    }

    /// `{"seats": [ids], "areas": [{"id", "quantity"}]}` (either or both) or `{"best":
    /// {"count", "category", "accessible"}}`: all or nothing, until the token runs out
    /// (checked again inside the change: a body that arrives after the token ran out holds
    /// nothing), within the server's limit per holder (seats and places together).
    func hold(_ request: Request) async throws -> Response {
        let token = try api.token(of: request, live: true)
        let members = try await body(request).members(allowed: ["seats", "areas", "best"])
        let limit = api.settings.maxPerHolder
        let change: SelectionChange
        if let best = members["best"] {
            guard members["seats"] == nil, members["areas"] == nil else {
                throw APIError.badRequest("expected either seats and areas, or best, not both", place: "body")
            }
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
        } else {
            let seatRequest = try places(members, or: "best")
            change = try await api.run { [sale = api.sale] in try sale.select(seatRequest, token: token, limit: limit) }
        }
        return answer(change, token: token)
    }

    /// The seats and standing areas a body names (`seats`, `areas`): at least one of either,
    /// unless the body says `alternative` instead.
    private func places(_ members: [String: JSONValue], or alternative: String) throws -> SeatRequest {
        let maximum = api.settings.maximumSeatsPerRequest
        let ids = try members["seats"].map { try JSONBody.strings($0, at: "seats", maximumCount: maximum) } ?? []
        let areas = try members["areas"].map { try JSONBody.areas($0, at: "areas", maximumCount: maximum) } ?? []
        guard !ids.isEmpty || !areas.isEmpty else {
            if members["seats"] != nil { throw APIError.badRequest("expected at least one seat id", place: "seats") }
            if members["areas"] != nil { throw APIError.badRequest("expected at least one area", place: "areas") }
            throw APIError.badRequest("expected seats, areas or \(alternative)", place: "body")
        }
        return SeatRequest(ids: ids, areas: areas)
    }

    /// `{"seats": [ids], "areas": [{"id", "quantity"}]}` (either or both; an area without a
    /// quantity gives back all of the holder's places there) or `{"all": true}`: gives back
    /// the token's own holds.
    func giveBack(_ request: Request) async throws -> Response {
        let token = try api.token(of: request, live: false)
        let members = try await body(request).members(allowed: ["seats", "areas", "all"])
        let change: SelectionChange
        if let all = members["all"] {
            guard members["seats"] == nil, members["areas"] == nil else {
                throw APIError.badRequest("expected either seats and areas, or all, not both", place: "body")
            }
            guard all == .bool(true) else { throw APIError.badRequest("expected true, found \(all.summary)", place: "all") }
            change = try await api.run { [sale = api.sale] in try sale.deselectAll(holder: token.holder) }
        } else {
            let seatRequest = try places(members, or: "all")
            change = try await api.run { [sale = api.sale] in try sale.deselect(seatRequest, holder: token.holder) }
        }
        return answer(change, token: token)
    }

    /// Books every live hold of the token, while the token has not run out (checked inside
    /// the change: 401 after).
    func book(_ request: Request) async throws -> Response {
        if api.settings.checkout == .server {
            throw APIError.forbidden(
                "this server books only from the shop's server after payment (serve --checkout server): "
                    + "the shop books the holds with POST /api/admin/orders", place: "Authorization")
        }
        let token = try api.token(of: request, live: true)
        let change = try await api.run { [sale = api.sale] in try sale.book(token: token) }
        return answer(change, token: token)
    }

    /// The change as the API answers it: its holder is the bearer's token, as the client knows
    /// it, and the log's position once it was made (the event stream's numbering), so that a
    /// client can tell the stream's events of its seats that the answer already covers.
    private func answer(_ change: SelectionChange, token: HoldToken) -> Response {
        var change = change
        change.holder = token.text
        return JSONResponse.make(SaleJSON.answer(change))
    }

    /// ``StatusDocument``: the token's own part when one is given (a token that ran out
    /// still reads), the counts alone without one.
    func status(_ request: Request) async throws -> Response {
        guard api.optionalBearerToken(request) != nil else {
            return JSONResponse.make(StatusDocument(countsByState: StatusDocument.counts(api.feed.states.countsByState), holder: nil, areas: api.feed.areas))
        }
        let token = try api.token(of: request, live: false)
        let allowed = api.settings.holdExtensions
        let hasAreas = api.sale.chart.hasStandingAreas
        let (status, left, areas) = try await api.read { [sale = api.sale] in
            (
                try sale.status(holder: token.holder), try sale.extensionsLeft(token, maximumExtensions: allowed),
                hasAreas ? try sale.areaCounts(holder: token.holder) : []
            )
        }
        let holder = StatusDocument.Holder(
            token: token.text, held: status.held, booked: status.booked, expiresAt: token.expiresAt, extensionsLeft: left,
            now: api.settings.clock())
        return JSONResponse.make(StatusDocument(countsByState: status.countsByState, holder: holder, areas: areas))
    }

    private func body(_ request: Request) async throws -> JSONBody {
        try await JSONBody.read(request, maximumBytes: api.settings.maximumBodyBytes, timeout: api.settings.bodyTimeout)
    }
}
