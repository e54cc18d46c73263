import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 connection with the server's guards around it: the
/// ``ConnectionGuardHandler`` first (the budget, the cap per address, the write timeout),
/// and the ``HTTP10CloseHandler`` right after the HTTP parser.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let inner: HTTP1Channel
    let budget: ConnectionBudget
    let writeTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuardHandler(budget: budget, writeTimeout: writeTimeout), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let parser = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(HTTP10CloseHandler(), position: .after(parser))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }

    /// The server builder for Hummingbird's `Application`.
    static func builder(
        configuration: HTTP1Channel.Configuration, budget: ConnectionBudget, writeTimeout: TimeAmount
    ) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            GuardedHTTP1Channel(
                inner: HTTP1Channel(responder: responder, configuration: configuration), budget: budget, writeTimeout: writeTimeout)
        }
    }
}
