import Hummingbird
import SeatChart
import SeatChartJSON
import SeatChartSale

/// An answer other than success: its status and `{"error": {"message", "place"}}`, where
/// `place` names the request's field, header or parameter at fault (empty when none),
/// plus any members particular to the error (a refusal's seats).
struct APIError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    let place: String
    /// Members added beside `error` (a refusal's `refused`).
    var extra: [JSONMember] = []
    /// Headers to send (`WWW-Authenticate` on a 401).
    var headers: HTTPFields = [:]

    /// The answer's JSON document.
    var document: JSONValue {
        .object([JSONMember("error", .object([JSONMember("message", .string(message)), JSONMember("place", .string(place))]))] + extra)
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = JSONResponse.make(document, status: status)
        response.headers.append(contentsOf: headers)
        return response
    }

    /// 400: the request's `place` is not what was expected.
    static func badRequest(_ message: String, place: String) -> APIError {
        APIError(status: .badRequest, message: message, place: place)
    }

    /// 404: the request names what the chart does not have.
    static func notFound(_ message: String, place: String) -> APIError {
        APIError(status: .notFound, message: message, place: place)
    }

    /// 401: no usable token; the client should ask for one.
    static func unauthorized(_ message: String, place: String = "Authorization") -> APIError {
        APIError(status: .unauthorized, message: message, place: place, headers: [.wwwAuthenticate: "Bearer"])
    }

    /// 403: a token that does not give the right asked for.
    static func forbidden(_ message: String, place: String = "Authorization") -> APIError {
        APIError(status: .forbidden, message: message, place: place)
    }

    /// 413: more than the server accepts in one request.
    static func tooLarge(_ message: String, place: String) -> APIError {
        APIError(status: .contentTooLarge, message: message, place: place)
    }

    /// 503: the selection state cannot be reached now, or the server is too busy for this
    /// request; the client may try again after `retryAfter` seconds.
    static func unavailable(_ message: String, retryAfter: Int = 1) -> APIError {
        APIError(status: .serviceUnavailable, message: message, place: "", headers: [.retryAfter: String(retryAfter)])
    }

    /// 429: the client address asked for more than its share; it may ask again after
    /// `retryAfter` seconds.
    static func tooManyRequests(_ message: String, retryAfter: Int) -> APIError {
        APIError(status: .tooManyRequests, message: message, place: "", headers: [.retryAfter: String(retryAfter)])
    }

    /// 415: a body that does not say it is JSON.
    static func unsupportedMediaType(_ found: String?) -> APIError {
        let what = found.map { "Content-Type \"\(TerminalText.shortened($0))\"" } ?? "no Content-Type"
        return APIError(
            status: .unsupportedMediaType, message: "expected a JSON body (Content-Type: application/json), found \(what)",
            place: "Content-Type")
    }

    /// 500: a failure of the server's own; nothing a client can fix by trying again.
    static func internalFailure() -> APIError {
        APIError(status: .internalServerError, message: "the server failed to answer this request", place: "")
    }
}
