import Foundation

/// How `seatchart design` serves its editor: where it listens and what it accepts.
public struct DesignSettings: Sendable {
    /// The address to listen on: a loopback address (the editor writes files; see
    /// ``LocalOriginMiddleware``), 127.0.0.1 by default.
    public var host: String
    /// The port (0: any free port).
    public var port: Int
    /// The largest stadium file the designer opens and writes: 64 MiB (the mega stadium's file
    /// is far smaller; a larger one is refused when the page opens it, naming the limit).
    public var maximumFileBytes: Int
    /// The largest background picture a draft keeps, as the page sends it (a data URL): 16 MiB.
    public var maximumBackgroundBytes: Int
    /// Seconds a request body may take to arrive.
    public var bodyTimeout: TimeInterval

    /// The largest request body accepted: a document of the largest file twice over (the page
    /// sends it as compact JSON, but a number may take more characters than in the file) and
    /// a background picture, so that every file the designer opens can be checked and saved.
    public var maximumBodyBytes: Int { 2 * maximumFileBytes + maximumBackgroundBytes }

    /// Whether `host` is an address the designer may listen on: a loopback one.
    public static func isAllowedHost(_ host: String) -> Bool { LocalOriginMiddleware<SaleRequestContext>.isLoopback(host) }

    public init(host: String = "127.0.0.1", port: Int = 8080) {
        self.host = host
        self.port = port
        maximumFileBytes = 64 << 20
        maximumBackgroundBytes = 16 << 20
        bodyTimeout = 30
    }
}
