import Hummingbird
import NIOCore

/// The context of every request the server answers: Hummingbird's own, and the address of
/// the client's end of the connection, for the limits that count per client address.
public struct SaleRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The peer of the connection (a proxy's address behind one); `nil` in router tests.
    public let remoteAddress: SocketAddress?
    /// Completed when the connection closes (the client went): an event stream ends then.
    let connectionClosed: EventLoopFuture<Void>
    /// Closes the connection (an event stream that fell behind, its write waiting).
    let closeConnection: @Sendable () -> Void

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
        connectionClosed = source.channel.closeFuture
        let channel = source.channel
        closeConnection = { channel.close(promise: nil) }
    }
}
