import Foundation

/// Host names as connections use them: TLS names a server by its name (SNI), never by an address.
public enum NetworkAddress {
    /// Whether `host` is an IPv4 or IPv6 address rather than a name.
    public static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }
}
