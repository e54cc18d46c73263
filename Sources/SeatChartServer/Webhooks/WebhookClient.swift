import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import SeatChart

/// The POSTs of one webhook's deliveries, one at a time over one kept connection (TLS for
/// `https`): HTTP/1.1 keep-alive, so that a busy sale's changes do not each pay a new connection;
/// a connection the receiver closed, or one that failed, is made anew for the next delivery. Each
/// exchange has `timeout` to end; the answer's body is read and dropped.
final class WebhookClient: @unchecked Sendable {
    /// Why a delivery got no status.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let url: URL
    private let host: String
    private let port: Int
    private let secure: Bool
    private let target: String
    private let timeout: TimeAmount
    private let loop: any EventLoop
    /// The connection kept, and its handler; used by one delivery at a time (the caller's loop).
    private var channel: (any Channel)?
    private var handler: StatusHandler?

    init(_ url: URL, timeout: TimeAmount, group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) throws {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host else {
            throw Failure(description: "not an http(s) URL")
        }
        self.url = url
        self.host = host
        self.secure = scheme == "https"
        self.port = url.port ?? (secure ? 443 : 80)
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        self.target = target
        self.timeout = timeout
        self.loop = group.next()
    }

    deinit { channel?.close(promise: nil) }

    /// POSTs `body` with `headers`; the answer's status. The connection (when one is made) and
    /// the answer share one deadline, ``timeout`` from now.
    func post(headers: [(String, String)], body: [UInt8]) async throws -> Int {
        let end = NIODeadline.now() + timeout
        let (channel, handler) = try await connection(until: end)
        let answer = loop.makePromise(of: Int.self)
        // The handler's state is touched on its event loop only.
        try await loop.submit { handler.expect(answer) }.get()
        let deadline = loop.scheduleTask(deadline: end) {
            answer.fail(Failure(description: "no answer within \(Double(self.timeout.nanoseconds) / 1e9) s"))
            channel.close(promise: nil)
        }
        var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: target)
        head.headers.add(name: "Host", value: url.port.map { "\(host):\($0)" } ?? host)
        head.headers.add(name: "Content-Type", value: "application/json")
        head.headers.add(name: "Content-Length", value: String(body.count))
        head.headers.add(name: "User-Agent", value: "seatchart-webhooks")
        for (name, value) in headers { head.headers.add(name: name, value: value) }
        channel.write(HTTPClientRequestPart.head(head), promise: nil)
        channel.write(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: body))), promise: nil)
        channel.writeAndFlush(HTTPClientRequestPart.end(nil), promise: nil)
        defer { deadline.cancel() }
        do {
            let status = try await answer.futureResult.get()
            if try await loop.submit({ handler.closing }).get() { drop() }
            return status
        } catch {
            drop()
            if let failure = error as? Failure { throw failure }
            throw Failure(description: "\(error)")
        }
    }

    private func drop() {
        channel?.close(promise: nil)
        channel = nil
        handler = nil
    }

    private func connection(until end: NIODeadline) async throws -> (any Channel, StatusHandler) {
        if let channel, let handler, channel.isActive, try await !loop.submit({ handler.closing }).get() { return (channel, handler) }
        drop()
        let handler = StatusHandler()
        // A host given as an address is named to TLS by no name (SNI takes names only).
        let secure = secure, host = host, serverName: String? = NetworkAddress.isAddress(host) ? nil : host
        let bootstrap = ClientBootstrap(group: loop)
            .connectTimeout(max(.milliseconds(1), end - NIODeadline.now()))
            .channelInitializer { channel in
                do {
                    if secure {
                        let context = try NIOSSLContext(configuration: .makeClientConfiguration())
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: context, serverHostname: serverName))
                    }
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    try channel.pipeline.syncOperations.addHandler(handler)
                    return channel.eventLoop.makeSucceededVoidFuture()
                } catch {
                    return channel.eventLoop.makeFailedFuture(error)
                }
            }
        do {
            let channel = try await bootstrap.connect(host: host, port: port).get()
            self.channel = channel
            self.handler = handler
            return (channel, handler)
        } catch {
            throw Failure(description: "cannot connect to \(host):\(port): \(error)")
        }
    }

    /// Completes each exchange's promise with the answer's status once the answer has ended; a
    /// connection closed before that fails it. Notes an answer that says `Connection: close`.
    private final class StatusHandler: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = HTTPClientResponsePart
        private var answer: EventLoopPromise<Int>?
        private var status: Int?
        /// Whether the receiver closes the connection after this answer (or did).
        private(set) var closing = false

        func expect(_ promise: EventLoopPromise<Int>) {
            answer = promise
            status = nil
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head):
                status = Int(head.status.code)
                if !head.isKeepAlive { closing = true }
            case .body: break
            case .end:
                if let status, let answer {
                    self.answer = nil
                    answer.succeed(status)
                }
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            closing = true
            if let answer {
                self.answer = nil
                answer.fail(Failure(description: status == nil ? "the connection closed before an answer" : "the connection closed inside the answer"))
            }
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            closing = true
            if let answer {
                self.answer = nil
                answer.fail(Failure(description: "\(error)"))
            }
            context.close(promise: nil)
        }
    }
}
