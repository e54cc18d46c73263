import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// An admin change made at most once per `Idempotency-Key` header: the same key with the same
/// request (method, path and query, body) answers the first answer again and changes nothing;
/// with another request it is 422. The key is claimed in the state before the change runs and
/// its answer recorded after, so that it holds across restarts and servers; answers of 2xx and
/// 4xx are kept (24 hours), a failure of the server's own (5xx) gives the key up for a retry.
struct IdempotentRequest {
    static let header = HTTPField.Name("Idempotency-Key")!
    static let replayedHeader = HTTPField.Name("Idempotent-Replayed")!

    let api: SaleAPI

    /// Runs `change` on `request`, once per key when the request has one.
    func run(
        _ request: Request, _ change: @escaping @Sendable (Request) async throws -> (status: HTTPResponse.Status, document: JSONValue)
    ) async throws -> Response {
        guard let key = request.headers[Self.header] else {
            let answer = try await change(request)
            return JSONResponse.make(answer.document, status: answer.status)
        }
        guard IdempotencyRules.isValid(key) else {
            throw APIError.badRequest(
                "expected an idempotency key of 1 to \(IdempotencyRules.maximumLength) printable ASCII characters", place: "Idempotency-Key")
        }
        var request = request
        let body = try await bodyBytes(request)
        request.body = RequestBody(buffer: body)
        let fingerprint = Self.fingerprint(method: request.method.rawValue, uri: request.uri.description, body: body)
        let claim = try await api.run { [sale = api.sale] in try sale.claimIdempotencyKey(key, fingerprint: fingerprint) }
        switch claim {
        case .answered(let status, let text):
            var response = JSONResponse.bytes(Array(text.utf8), status: HTTPResponse.Status(code: status))
            response.headers[Self.replayedHeader] = "true"
            return response
        case .mismatch:
            throw APIError(
                status: .unprocessableContent, message: "this Idempotency-Key was used for another request; use a new key for a new request",
                place: "Idempotency-Key")
        case .inProgress:
            throw APIError(
                status: .conflict, message: "a request with this Idempotency-Key is being answered now; ask again in a moment",
                place: "Idempotency-Key")
        case .claimed:
            break
        }
        let answer: (status: HTTPResponse.Status, document: JSONValue)
        do {
            answer = try await change(request)
        } catch let error as APIError where error.status.code < 500 {
            try await record(key, status: error.status, document: error.document)
            throw error
        } catch {
            try? await api.run { [sale = api.sale] in try sale.abandonIdempotencyKey(key) }
            throw error
        }
        try await record(key, status: answer.status, document: answer.document)
        return JSONResponse.make(answer.document, status: answer.status)
    }

    private func record(_ key: String, status: HTTPResponse.Status, document: JSONValue) async throws {
        let text = SaleJSON.line(document)
        try await api.run { [sale = api.sale] in try sale.recordIdempotentAnswer(key, status: status.code, body: text) }
    }

    /// The body, when the request has one (a refund's `DELETE` has none, whatever its
    /// `Content-Type` says), within the server's limits.
    private func bodyBytes(_ request: Request) async throws -> ByteBuffer {
        let declared = request.headers[.contentLength].flatMap(Int.init)
        guard (declared ?? 0) > 0 || request.headers[.transferEncoding] != nil else { return ByteBuffer() }
        return try await JSONBody.collect(request, maximumBytes: api.settings.maximumBodyBytes, timeout: api.settings.bodyTimeout)
    }

    /// SHA-256 of the method, the path with its query, and the body, in hex.
    static func fingerprint(method: String, uri: String, body: ByteBuffer) -> String {
        var hasher = SHA256()
        hasher.update(data: Array("\(method) \(uri)\n".utf8))
        hasher.update(data: Array(body.readableBytesView))
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
