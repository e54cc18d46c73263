import HTTPTypes
import Hummingbird
import NIOCore

/// Who a request comes from, for the limits per client address: the connection's peer, or,
/// when the peer is a proxy the server trusts (`--trusted-proxy`), the address that proxy
/// appended last to `X-Forwarded-For`.
struct ClientAddress {
    /// The proxies whose `X-Forwarded-For` is believed, as written (`127.0.0.1`, `::1`).
    let trustedProxies: Set<String>

    /// The client address of `request` (`unknown` when the connection has none, as in tests).
    func of(_ request: Request, peer: SocketAddress?) -> String {
        let address = peer?.ipAddress ?? "unknown"
        guard trustedProxies.contains(address),
              let forwarded = request.headers[HTTPField.Name("X-Forwarded-For")!]
        else { return address }
        // The last entry is the one the trusted proxy added; what comes before it, the client wrote.
        let last = forwarded.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return last.isEmpty ? address : String(last.prefix(64))
    }
}
