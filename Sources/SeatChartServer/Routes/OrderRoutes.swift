import Foundation
import Hummingbird
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// The shop's server's checkout, with the admin token: a holder's live holds booked under the
/// shop's order id after the payment, the order read back, and refunded. The rules are the
/// sale's (``Sale/bookOrder(_:holder:request:)``), as the command line's `book --order`.
struct OrderRoutes {
    let api: SaleAPI

    func add(to router: some RouterMethods<SaleRequestContext>) {
        let admin = AdminRoutes(api: api)
        router.post("api/admin/orders") { request, _ in try await admin.change(request) { try await book($0) } }
        router.get("api/admin/orders") { request, _ in
            try admin.authorize(request)
            let orders = try await api.read { [sale = api.sale] in try sale.orders() }
            return JSONResponse.make(.object([JSONMember("orders", .array(orders.map(SaleJSON.order)))]))
        }
        router.get("api/admin/report") { request, _ in
            try admin.authorize(request)
            let report = try await api.read { [sale = api.sale] in try sale.report(now: api.settings.clock()) }
            return JSONResponse.make(SaleJSON.report(report))
        }
        router.get("api/admin/orders/:order") { request, context in
            try admin.authorize(request)
            let id = try orderID(context)
            let order = try await api.read { [sale = api.sale] in try sale.existingOrder(id) }
            return JSONResponse.make(SaleJSON.order(order))
        }
        router.delete("api/admin/orders/:order") { request, context in
            let asked = Result { try orderID(context) }
            return try await admin.change(request) { request in
                let id = try asked.get()
                let clerk = try request.uri.queryParameters.get("by").map { try AdminRoutes.clerk(String($0)) }
                let change = try await api.run { [sale = api.sale] in try sale.refundOrder(id, by: clerk) }
                return (.ok, SaleJSON.orderAnswer(change))
            }
        }
    }

    /// `{"order", "holder", "seats"?, "areas"?}`: 201 with the order booked; 200 with the
    /// order as it was when the same order was booked before.
    private func book(_ request: Request) async throws -> (status: HTTPResponse.Status, document: JSONValue) {
        let members = try await JSONBody.read(request, maximumBytes: api.settings.maximumBodyBytes, timeout: api.settings.bodyTimeout)
            .members(allowed: ["order", "holder", "seats", "areas"])
        guard let orderValue = members["order"] else { throw APIError.badRequest("expected the shop's order id", place: "order") }
        let id = try JSONBody.string(orderValue, at: "order")
        guard OrderID.isValid(id) else {
            throw APIError.badRequest("expected \(OrderID.expected)", place: "order")
        }
        guard let holderValue = members["holder"] else { throw APIError.badRequest("expected the buyer's hold token", place: "holder") }
        let text = try JSONBody.string(holderValue, at: "holder")
        let token: HoldToken
        do {
            token = try await api.read { [sale = api.sale] in try sale.token(text) }
        } catch let error as APIError where error.status == .unauthorized {
            throw APIError.notFound("no holder with this token: expected a hold token this sale issued (POST /api/holders)", place: "holder")
        }
        let maximum = api.settings.maximumSeatsPerRequest
        var seatRequest: SeatRequest?
        if members["seats"] != nil || members["areas"] != nil {
            let ids = try members["seats"].map { try JSONBody.strings($0, at: "seats", maximumCount: maximum) } ?? []
            let areas = try members["areas"].map { try JSONBody.areas($0, at: "areas", maximumCount: maximum) } ?? []
            guard !ids.isEmpty || !areas.isEmpty else {
                throw APIError.badRequest("expected at least one seat or area to book, or neither member for all the holds", place: "seats")
            }
            seatRequest = SeatRequest(ids: ids, areas: areas)
        }
        let change = try await api.run { [sale = api.sale, seatRequest] in
            try sale.bookOrder(id, holder: token.holder, request: seatRequest)
        }
        return (change.existed ? .ok : .created, SaleJSON.orderAnswer(change))
    }

    private func orderID(_ context: SaleRequestContext) throws -> String {
        let given = context.parameters.get("order") ?? ""
        let id = given.removingPercentEncoding ?? given
        guard OrderID.isValid(id) else {
            throw APIError.badRequest("expected \(OrderID.expected)", place: "path")
        }
        return id
    }
}
