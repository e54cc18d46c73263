import NIOCore
import SeatChartJSON

/// The first handler of every connection: admits it within the ``ConnectionBudget`` (else
/// answers `503`, or `429` for an address over its cap, with `Retry-After`, and closes it
/// without reading a byte), and closes a connection whose client leaves the answer unread
/// (its writes wait) for longer than the write timeout: a slow reader costs a bounded time
/// and the memory of one answer in flight.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer

    private let budget: ConnectionBudget
    private let writeTimeout: TimeAmount
    private var address: String?
    private var admitted = false
    private var decided = false
    private var refusing = false
    private var stalled: Scheduled<Void>?

    init(budget: ConnectionBudget, writeTimeout: TimeAmount) {
        self.budget = budget
        self.writeTimeout = writeTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stalled?.cancel()
        if let address { budget.perAddress.close(address) }
        address = nil
        if admitted { budget.leave() }
        admitted = false
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refusing else { return }
        context.fireChannelRead(data)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stalled?.cancel()
            stalled = nil
        } else if stalled == nil {
            stalled = context.eventLoop.assumeIsolated().scheduleTask(in: writeTimeout) {
                context.close(promise: nil)
            }
        }
        context.fireChannelWritabilityChanged()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard !decided else { return }
        decided = true
        let peer = context.channel.remoteAddress?.ipAddress ?? "unknown"
        guard budget.admit() else {
            refuse(context, status: "503 Service Unavailable", message: "the server has as many connections as it can take; try again")
            return
        }
        if !budget.perAddress.open(peer) {
            budget.leave()
            refuse(
                context, status: "429 Too Many Requests",
                message: "this address has \(budget.perAddress.cap) connections open, the most this server allows one; close one first")
        } else {
            admitted = true
            address = peer
        }
    }

    /// Answers `status` with `{"error": {"message", "place"}}` and closes the connection.
    private func refuse(_ context: ChannelHandlerContext, status: String, message: String) {
        refusing = true
        let body = JSONWriter().text(APIError(status: .serviceUnavailable, message: message, place: "").document)
        let head = "HTTP/1.1 \(status)\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Retry-After: 1\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        let channel = context.channel
        context.writeAndFlush(NIOAny(ByteBuffer(string: head + body))).whenComplete { _ in channel.close(promise: nil) }
    }
}
