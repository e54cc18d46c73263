import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import SeatChartServer
import ServiceLifecycle
import Synchronization

/// An answer of the router: its status, headers and whole body.
struct RouterResponse: Sendable {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let body: ByteBuffer
}

/// Sends requests straight to the server's router (its middleware and routes), without a
/// network: the request's body is handed over whole and the answer's body collected whole.
/// The connection's own handlers (limits, HTTP/1.0) are not in the way; the tests of the
/// running binary cover them. Every JSON answer is checked against `openapi.json`
/// (``OpenAPIResponses``).
struct RouterClient: Sendable {
    let responder: RouterResponder<SaleRequestContext>
    let logger: Logger

    /// Sends one request (`uri` with its query, to `authority`, the `Host`) and passes the answer to `check`.
    func execute<Value>(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil, authority: String = "localhost",
        _ check: (RouterResponse) async throws -> Value = { $0 }
    ) async throws -> Value {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: authority, path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        let context = SaleRequestContext(source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: logger))
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        let collected = CollectedBody()
        try await response.body.write(CollectedBody.Writer(collected: collected))
        OpenAPIResponses.shared.check(
            uri: uri, method: method.rawValue, status: response.status.code, contentType: response.headers[.contentType],
            body: Data(collected.buffer.readableBytesView))
        return try await check(RouterResponse(status: response.status, headers: response.headers, body: collected.buffer))
    }
}

/// A response's body as the router writes it.
private final class CollectedBody: Sendable {
    private let bytes = Mutex(ByteBuffer())

    var buffer: ByteBuffer { bytes.withLock { $0 } }

    struct Writer: ResponseBodyWriter {
        let collected: CollectedBody

        mutating func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            collected.bytes.withLock { _ = $0.writeBuffer(&buffer) }
        }

        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }
}

extension ServerFixture {
    /// Runs `body` with a client of the router, and the server's services (the change feed)
    /// running beside it when `services` is set; they are shut down when `body` returns.
    static func withRouterClient<T: Sendable>(
        server: SaleServer, services: Bool, _ body: @escaping @Sendable (RouterClient) async throws -> T
    ) async throws -> T {
        let client = RouterClient(responder: server.router().buildResponder(), logger: logger)
        guard services else { return try await body(client) }
        let group = ServiceGroup(configuration: .init(services: server.services, logger: logger))
        return try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            do {
                let value = try await body(client)
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
                return value
            } catch {
                await group.triggerGracefulShutdown()
                throw error
            }
        }
    }
}
