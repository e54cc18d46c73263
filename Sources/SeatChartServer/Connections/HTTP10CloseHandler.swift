import NIOCore
import NIOHTTP1

/// Marks an HTTP/1.0 request that does not ask to keep the connection alive with
/// `Connection: close`, so that the connection is closed after its answer, as HTTP/1.0 means
/// (the request's version is gone once Hummingbird reads it).
final class HTTP10CloseHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data), head.version.major == 1, head.version.minor == 0, !head.isKeepAlive
        else { return context.fireChannelRead(data) }
        head.headers.replaceOrAdd(name: "connection", value: "close")
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }
}
