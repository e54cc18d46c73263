import Hummingbird
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// The box office: release, block and unblock seats, with the admin token
/// (`SEATCHART_ADMIN_TOKEN`) as `Authorization: Bearer TOKEN`, compared in constant time.
/// Every admin change may carry an `Idempotency-Key` (``IdempotentRequest``).
struct AdminRoutes {
    let api: SaleAPI

    func add(to router: some RouterMethods<SaleRequestContext>) {
        router.post("api/admin/release") { request, _ in try await change(request) { try await act($0) { try $0.release($1, by: $2) } } }
        router.post("api/admin/block") { request, _ in try await change(request) { try await act($0) { try $0.block($1, by: $2) } } }
        router.post("api/admin/unblock") { request, _ in try await change(request) { try await act($0) { try $0.unblock($1, by: $2) } } }
    }

    /// Checks the admin token, then runs `body` once per `Idempotency-Key`.
    func change(
        _ request: Request, _ body: @escaping @Sendable (Request) async throws -> (status: HTTPResponse.Status, document: JSONValue)
    ) async throws -> Response {
        try authorize(request)
        return try await IdempotentRequest(api: api).run(request, body)
    }

    /// Checks the admin token, reads `{"seats": [ids], "by": clerk}` (`by` optional: who
    /// does it, as the log records it) and runs `operation` on them.
    private func act(
        _ request: Request, _ operation: @escaping @Sendable (Sale, SeatRequest, String?) throws -> SelectionChange
    ) async throws -> (status: HTTPResponse.Status, document: JSONValue) {
        let body = try await JSONBody.read(request, maximumBytes: api.settings.maximumBodyBytes, timeout: api.settings.bodyTimeout)
        let members = try body.members(allowed: ["seats", "by"])
        let clerk = try members["by"].map { try Self.clerk(try JSONBody.string($0, at: "by")) }
        guard let seats = members["seats"] else { throw APIError.badRequest("expected the seats to act on", place: "seats") }
        let ids = try JSONBody.strings(seats, at: "seats", maximumCount: api.settings.maximumSeatsPerRequest)
        guard !ids.isEmpty else { throw APIError.badRequest("expected at least one seat id", place: "seats") }
        let change = try await api.run { [sale = api.sale] in try operation(sale, SeatRequest(ids: ids), clerk) }
        return (.ok, SaleJSON.change(change))
    }

    /// `name` as the clerk a change names (`by`): 1 to 200 characters, not only spaces.
    static func clerk(_ name: String) throws -> String {
        guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, name.unicodeScalars.count <= 200 else {
            throw APIError.badRequest("expected the clerk's name, 1 to 200 characters, not only spaces", place: "by")
        }
        return name
    }

    /// Throws unless `request` carries the admin token (403 when the box office is closed or
    /// the token is another, 401 without one).
    func authorize(_ request: Request) throws {
        guard let expected = api.settings.adminToken else {
            throw APIError.forbidden("the box office is closed on this server: start it with SEATCHART_ADMIN_TOKEN set")
        }
        let given = try api.bearerToken(request)
        guard ConstantTime.equal(given, expected) else {
            throw APIError.forbidden("this token does not open the box office")
        }
    }
}
