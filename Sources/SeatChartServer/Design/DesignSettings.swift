import Foundation

/// How `seatchart design` serves its editor: where it listens and what it accepts.
public struct DesignSettings: Sendable {
    /// The address to listen on: a loopback address (the editor writes files; see
    /// ``LocalOriginMiddleware``), 127.0.0.1 by default.
    public var host: String
    /// The port (0: any free port).
    public var port: Int
    /// The largest request body accepted (a stadium document or a draft with its background
    /// image): 16 MiB.
    public var maximumBodyBytes: Int
    /// Seconds a request body may take to arrive.
    public var bodyTimeout: TimeInterval

    /// Whether `host` is an address the designer may listen on: a loopback one.
    public static func isAllowedHost(_ host: String) -> Bool { LocalOriginMiddleware<SaleRequestContext>.isLoopback(host) }

    public init(host: String = "127.0.0.1", port: Int = 8080) {
        self.host = host
        self.port = port
        maximumBodyBytes = 16 << 20
        bodyTimeout = 30
    }
}
