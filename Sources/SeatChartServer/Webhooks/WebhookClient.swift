import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// The POST of one webhook delivery: one connection (TLS for `https`), the request, the answer's
/// status, then the connection closed; the answer's body is read and dropped. The whole exchange
/// has `timeout` to end.
enum WebhookClient {
    /// Why a delivery got no status.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// POSTs `body` to `url` with `headers`; the answer's status.
    static func post(
        _ url: URL, headers: [(String, String)], body: [UInt8], timeout: TimeAmount, group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    ) async throws -> Int {
        guard let scheme = url.scheme?.lowercased(), let host = url.host else { throw Failure(description: "not an http(s) URL") }
        let secure = scheme == "https"
        let port = url.port ?? (secure ? 443 : 80)
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        let loop = group.next()
        let answer = loop.makePromise(of: Int.self)
        let bootstrap = ClientBootstrap(group: loop)
            .connectTimeout(timeout)
            .channelInitializer { channel in
                do {
                    if secure {
                        let context = try NIOSSLContext(configuration: .makeClientConfiguration())
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: context, serverHostname: host))
                    }
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(StatusHandler(answer: answer))
                    return channel.eventLoop.makeSucceededVoidFuture()
                } catch {
                    return channel.eventLoop.makeFailedFuture(error)
                }
            }
        let channel: any Channel
        do {
            channel = try await bootstrap.connect(host: host, port: port).get()
        } catch {
            answer.fail(error)
            throw Failure(description: "cannot connect to \(host):\(port): \(error)")
        }
        let deadline = loop.scheduleTask(in: timeout) {
            answer.fail(Failure(description: "no answer within \(timeout.nanoseconds / 1_000_000_000) s"))
            channel.close(promise: nil)
        }
        var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: target)
        head.headers.add(name: "Host", value: url.port.map { "\(host):\($0)" } ?? host)
        head.headers.add(name: "Content-Type", value: "application/json")
        head.headers.add(name: "Content-Length", value: String(body.count))
        head.headers.add(name: "Connection", value: "close")
        head.headers.add(name: "User-Agent", value: "seatchart-webhooks")
        for (name, value) in headers { head.headers.add(name: name, value: value) }
        channel.write(HTTPClientRequestPart.head(head), promise: nil)
        channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil)
        channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
        defer {
            deadline.cancel()
            channel.close(promise: nil)
        }
        do {
            return try await answer.futureResult.get()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    /// Reads the answer's status from its head and completes once the answer has ended;
    /// a connection closed before that is a failure.
    private final class StatusHandler: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = HTTPClientResponsePart
        let answer: EventLoopPromise<Int>
        var status: Int?

        init(answer: EventLoopPromise<Int>) { self.answer = answer }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head): status = Int(head.status.code)
            case .body: break
            case .end:
                if let status { answer.succeed(status) }
                context.close(promise: nil)
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            answer.fail(Failure(description: status == nil ? "the connection closed before an answer" : "the connection closed inside the answer"))
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            answer.fail(Failure(description: "\(error)"))
            context.close(promise: nil)
        }
    }
}
