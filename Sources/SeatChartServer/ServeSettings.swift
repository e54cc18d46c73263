import Foundation

/// How `seatchart serve` runs: where it listens, how long holds last, how much one buyer
/// may take, and the limits on what a client may send.
public struct ServeSettings: Sendable {
    /// The address to listen on.
    public var host: String
    /// The port to listen on (0: any free port).
    public var port: Int
    /// Seconds a hold token, and the holds taken with it, last.
    public var holdTTL: TimeInterval
    /// The most seats one hold token may have held and booked.
    public var maxPerHolder: Int
    /// How many times a buyer may keep their seats longer ("keep my seats"): each time the
    /// token, and its holds, last ``holdTTL`` more. 0: never.
    public var holdExtensions: Int
    /// The box office's token (`SEATCHART_ADMIN_TOKEN`); `nil`: the box office routes answer 403.
    public var adminToken: String?
    /// The largest request body accepted, in bytes.
    public var maximumBodyBytes: Int
    /// The most seats one request may name.
    public var maximumSeatsPerRequest: Int
    /// Seconds a connection may stay silent in the middle of a request (or between
    /// requests) before it is closed: a client that never finishes its request.
    public var idleTimeout: TimeInterval
    /// Seconds a client has to send a request body once it started.
    public var bodyTimeout: TimeInterval
    /// How often the server looks for changes made by other processes on the same state.
    public var changePollInterval: Duration
    /// How often the log is read anyway when the state signals its commits (PostgreSQL's
    /// `NOTIFY`): a backstop, should a signal be lost with its connection.
    public var signalledPollInterval: Duration
    /// The shortest time between two reads of a signalled log, so that a burst of commits is
    /// read in a few passes.
    public var signalledPollGap: Duration
    /// How often holds whose time has run out are freed and reported.
    public var expirySweepInterval: Duration
    /// How often an idle event stream gets a comment, so proxies keep it open.
    public var eventHeartbeatInterval: Duration
    /// The threads that run the sale's blocking calls; `nil`: a thread a core (NIO's shared
    /// pool). `seatchart serve` on a PostgreSQL state uses 64: each waits on the database,
    /// and the writes waiting at once go in one commit.
    public var blockingThreads: Int?
    /// The time, for tokens' expiry (tests set it with the state's clock).
    public var clock: @Sendable () -> Date

    /// The defaults of `seatchart serve`.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, holdTTL: TimeInterval = 15 * 60, maxPerHolder: Int = 10,
        adminToken: String? = nil
    ) {
        self.host = host
        self.port = port
        self.holdTTL = holdTTL
        self.maxPerHolder = maxPerHolder
        self.holdExtensions = 1
        self.adminToken = adminToken
        self.maximumBodyBytes = 64 * 1024
        self.maximumSeatsPerRequest = 1000
        self.idleTimeout = 30
        self.bodyTimeout = 10
        self.changePollInterval = .milliseconds(50)
        self.signalledPollInterval = .seconds(1)
        self.signalledPollGap = .milliseconds(20)
        self.expirySweepInterval = .seconds(1)
        self.eventHeartbeatInterval = .seconds(15)
        self.blockingThreads = nil
        self.clock = { Date() }
    }
}
