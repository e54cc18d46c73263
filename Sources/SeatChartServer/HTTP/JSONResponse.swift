import Hummingbird
import SeatChartJSON
import SeatChartSale

/// Responses whose body is one JSON document, written by the sale's one JSON writer.
enum JSONResponse {
    /// `document` as the body of a `status` response.
    static func make(_ document: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        bytes(Array(SaleJSON.line(document).utf8), status: status)
    }

    /// `document` as the body of a `status` response.
    static func make(_ document: some APIDocument, status: HTTPResponse.Status = .ok) -> Response {
        make(document.json, status: status)
    }

    /// Bytes that already are one JSON document.
    static func bytes(_ bytes: [UInt8], status: HTTPResponse.Status = .ok) -> Response {
        buffer(ByteBuffer(bytes: bytes), status: status)
    }

    /// A buffer that already is one JSON document (shared, not copied: a kept body).
    static func buffer(_ buffer: ByteBuffer, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: buffer))
    }
}
