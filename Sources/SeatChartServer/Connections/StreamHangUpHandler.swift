import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client hung up while it receives an event stream. The server
/// lets a client close its sending half and still get its answer (HTTP allows it), so a
/// client that goes away looks, to an event stream, like one that only stopped sending, until
/// the next heartbeat fails; an event stream's client sends nothing more in any case, so its
/// end of input is its hang-up, and the stream and its share of the limits end at once.
final class StreamHangUpHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var streaming = false
    private var inputClosed = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            streaming = head.headerFields[.contentType]?.hasPrefix("text/event-stream") == true
            if streaming && inputClosed {
                context.write(data, promise: promise)
                return context.close(promise: nil)
            }
        case .end:
            streaming = false
        case .body:
            break
        }
        context.write(data, promise: promise)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed {
            inputClosed = true
            if streaming { return context.close(promise: nil) }
        }
        context.fireUserInboundEventTriggered(event)
    }
}
