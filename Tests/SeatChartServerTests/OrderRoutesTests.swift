import Foundation
import HTTPTypes
import NIOCore
import SeatChart
import SeatChartSale
import SeatChartServer
import SeatChartTestSupport
import Testing

/// The shop's checkout through the API: `--checkout server` refuses a buyer's booking, the shop's
/// server books the buyer's holds under its order id, reads the order back and refunds it.
@Suite(.onWaitingThreads) struct OrderRoutesTests {
    static var serverCheckout: ServeSettings {
        var settings = ServeSettings(adminToken: ServerFixture.adminToken)
        settings.checkout = .server
        return settings
    }

    @Test func withServerCheckoutOnlyTheShopsServerBooks() async throws {
        let fixture = try ServerFixture(settings: Self.serverCheckout)
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-2"]}"#)
            let (refused, error) = try await client.call(.post, "/api/bookings", token: token)
            #expect(refused == .forbidden)
            #expect(error.errorMessage?.contains("--checkout server") == true)

            let body = #"{"order": "ORD-1001", "holder": "\#(token)"}"#
            let (withoutAdmin, _) = try await client.call(.post, "/api/admin/orders", token: token, body: body)
            #expect(withoutAdmin == .forbidden, "a buyer's token does not book orders")
            let (created, order) = try await client.call(.post, "/api/admin/orders", token: ServerFixture.adminToken, body: body)
            #expect(created == .created)
            #expect(order["order"] as? String == "ORD-1001")
            #expect(order.strings("seats") == ["101-A-1", "101-A-2"])
            #expect(order["total"] as? Int == 19_000 && order["currency"] as? String == "GBP")
            #expect(order["position"] as? Int != nil && order["state"] as? String == "booked")

            let (again, same) = try await client.call(.post, "/api/admin/orders", token: ServerFixture.adminToken, body: body)
            #expect(again == .ok && same["time"] as? String == order["time"] as? String, "the same order answers as it was")

            let (read, stored) = try await client.call(.get, "/api/admin/orders/ORD-1001", token: ServerFixture.adminToken)
            #expect(read == .ok && stored.strings("seats") == ["101-A-1", "101-A-2"] && stored["total"] as? Int == 19_000)
            let (_, status) = try await client.call(.get, "/api/status", token: token)
            #expect(status.strings("booked") == ["101-A-1", "101-A-2"])
            let (listed, list) = try await client.call(.get, "/api/admin/orders", token: ServerFixture.adminToken)
            #expect(listed == .ok && (list["orders"] as? [[String: Any]])?.count == 1)
            let (reported, report) = try await client.call(.get, "/api/admin/report", token: ServerFixture.adminToken)
            let total = report["total"] as? [String: Any]
            #expect(reported == .ok && total?["booked"] as? Int == 2 && total?["revenue"] as? Int == 19_000)
            #expect((report["orders"] as? [[String: Any]])?.first?["order"] as? String == "ORD-1001")
            let (anonymous, _) = try await client.call(.get, "/api/admin/report", token: token)
            #expect(anonymous == .forbidden)
        }
        #expect(try fixture.sale.check().isEmpty)
    }

    @Test func anOrderNamesWhatStandsInItsWay() async throws {
        let fixture = try ServerFixture()
        let admin = ServerFixture.adminToken
        try await fixture.withRouter { client in
            let ann = try await client.newToken(), bob = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: ann, body: #"{"seats": ["101-A-1", "101-A-2"]}"#)
            _ = try await client.call(.post, "/api/holds", token: bob, body: #"{"seats": ["101-A-3"]}"#)
            // Another holder's seat: refused, naming it, nothing booked.
            let (conflict, refusal) = try await client.call(
                .post, "/api/admin/orders", token: admin, body: #"{"order": "ORD-1", "holder": "\#(ann)", "seats": ["101-A-1", "101-A-3"]}"#)
            #expect(conflict == .conflict)
            #expect(refusal.errorMessage?.contains("101-A-3") == true)
            // Only the seats named.
            let (created, one) = try await client.call(
                .post, "/api/admin/orders", token: admin, body: #"{"order": "ORD-1", "holder": "\#(ann)", "seats": ["101-A-1"]}"#)
            #expect(created == .created && one.strings("seats") == ["101-A-1"] && one["total"] as? Int == 9_500)
            // The same id for other seats: 409.
            let (duplicate, _) = try await client.call(
                .post, "/api/admin/orders", token: admin, body: #"{"order": "ORD-1", "holder": "\#(ann)", "seats": ["101-A-2"]}"#)
            #expect(duplicate == .conflict)
            // Bad input names its field.
            let (badID, bad) = try await client.call(.post, "/api/admin/orders", token: admin, body: #"{"order": "no spaces", "holder": "\#(ann)"}"#)
            #expect(badID == .badRequest && bad.errorPlace == "order")
            let (badHolder, holder) = try await client.call(.post, "/api/admin/orders", token: admin, body: #"{"order": "ORD-2", "holder": "someone"}"#)
            #expect(badHolder == .notFound && holder.errorPlace == "holder")
            let (unknownSeat, _) = try await client.call(
                .post, "/api/admin/orders", token: admin, body: #"{"order": "ORD-2", "holder": "\#(ann)", "seats": ["999-Z-1"]}"#)
            #expect(unknownSeat == .notFound)
            let (unknown, missing) = try await client.call(.get, "/api/admin/orders/ORD-404", token: admin)
            #expect(unknown == .notFound && missing.errorMessage?.contains("ORD-404") == true)
            let large = String(repeating: "x", count: 70 * 1024)
            let (tooLarge, _) = try await client.call(.post, "/api/admin/orders", token: admin, body: #"{"order": "\#(large)"}"#)
            #expect(tooLarge == .contentTooLarge)
        }
    }

    @Test func aRefundFreesTheSeatsOnce() async throws {
        let fixture = try ServerFixture()
        let admin = ServerFixture.adminToken
        try await fixture.withRouter { client in
            let ann = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: ann, body: #"{"seats": ["101-A-1", "101-A-2"]}"#)
            _ = try await client.call(.post, "/api/admin/orders", token: admin, body: #"{"order": "ORD-7", "holder": "\#(ann)"}"#)
            let (refunded, refund) = try await client.call(.delete, "/api/admin/orders/ORD-7?by=desk", token: admin)
            #expect(refunded == .ok && refund["state"] as? String == "refunded" && refund["refundedBy"] as? String == "desk")
            let (_, status) = try await client.call(.get, "/api/status", token: ann)
            #expect(status.strings("booked").isEmpty)
            let (twice, _) = try await client.call(.delete, "/api/admin/orders/ORD-7", token: admin)
            #expect(twice == .conflict)
            let (unknown, _) = try await client.call(.delete, "/api/admin/orders/ORD-8", token: admin)
            #expect(unknown == .notFound)
        }
        let history = try fixture.sale.history(holder: nil, limit: 2)
        #expect(history.map(\.action) == [.release, .release] && history.first?.actor == "desk")
    }

    /// The same key and body answer the first answer again, changing nothing, also from a server
    /// started anew on the state; the key with another body is 422.
    @Test func anIdempotencyKeyAnswersTheFirstAnswerAgain() async throws {
        let fixture = try ServerFixture()
        let admin = ServerFixture.adminToken
        let (token, first) = try await fixture.withRouter { client in
            let ann = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: ann, body: #"{"seats": ["101-A-1"]}"#)
            let body = #"{"order": "ORD-K", "holder": "\#(ann)"}"#
            let first = try await client.idempotent(.post, "/api/admin/orders", key: "key-1", token: admin, body: body)
            #expect(first.status == .created && first.replayed == nil)
            let again = try await client.idempotent(.post, "/api/admin/orders", key: "key-1", token: admin, body: body)
            #expect(again.status == .created && again.replayed == "true" && again.body == first.body)
            let other = try await client.idempotent(.post, "/api/admin/orders", key: "key-1", token: admin, body: #"{"order": "ORD-L", "holder": "\#(ann)"}"#)
            #expect(other.status == .unprocessableContent)
            // A refusal is kept too: the same request answers it again.
            let refused = try await client.idempotent(.post, "/api/admin/release", key: "key-2", token: admin, body: #"{"seats": ["202-A-1"]}"#)
            let refusedAgain = try await client.idempotent(.post, "/api/admin/release", key: "key-2", token: admin, body: #"{"seats": ["202-A-1"]}"#)
            #expect(refused.status == .conflict && refusedAgain.status == .conflict && refusedAgain.replayed == "true")
            let badKey = try await client.idempotent(.post, "/api/admin/release", key: String(repeating: "k", count: 300), token: admin, body: #"{"seats": ["101-A-9"]}"#)
            #expect(badKey.status == .badRequest)
            let unauthorized = try await client.idempotent(.post, "/api/admin/orders", key: "key-3", token: ann, body: body)
            #expect(unauthorized.status == .forbidden)
            return (ann, first.body)
        }
        // A new server on the same state: the refund is made once, the booking answered as it was.
        let restarted = try ServerFixture(statePath: fixture.statePath)
        try await restarted.withRouter { client in
            let again = try await client.idempotent(.post, "/api/admin/orders", key: "key-1", token: admin, body: #"{"order": "ORD-K", "holder": "\#(token)"}"#)
            #expect(again.status == .created && again.body == first)
            let refund = try await client.idempotent(.delete, "/api/admin/orders/ORD-K", key: "refund-1", token: admin, body: nil)
            let refundAgain = try await client.idempotent(.delete, "/api/admin/orders/ORD-K", key: "refund-1", token: admin, body: nil)
            #expect(refund.status == .ok && refundAgain.status == .ok && refundAgain.body == refund.body)
        }
        #expect(try restarted.sale.history(holder: nil, limit: nil).filter { $0.action == .release }.count == 1, "refunded once")
    }
}

extension RouterClient {
    /// Sends `body` to `path` with an `Idempotency-Key`; the status, the body's text and the
    /// `Idempotent-Replayed` header.
    func idempotent(
        _ method: HTTPRequest.Method, _ path: String, key: String, token: String, body: String?
    ) async throws -> (status: HTTPResponse.Status, body: String, replayed: String?) {
        var headers: HTTPFields = [.authorization: "Bearer \(token)", HTTPField.Name("Idempotency-Key")!: key]
        if body != nil { headers[.contentType] = "application/json" }
        return try await execute(uri: path, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }) { response in
            (response.status, String(decoding: response.body.readableBytesView, as: UTF8.self),
             response.headers[HTTPField.Name("Idempotent-Replayed")!])
        }
    }
}
