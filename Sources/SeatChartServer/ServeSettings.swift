import Foundation
import NIOCore

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
    /// Who may book held seats (``Checkout``): the buyer with their token (the default), or
    /// only the shop's server, with the admin token, under its order id.
    public var checkout: Checkout
    /// The URLs every change is POSTed to (`--webhook`), signed with ``webhookSecret``.
    public var webhooks: [String]
    /// The secret that signs deliveries (`SEATCHART_WEBHOOK_SECRET`).
    public var webhookSecret: String?
    /// How long one delivery may take before it counts as failed.
    public var webhookTimeout: TimeAmount
    /// What the retries' waits are multiplied by (1: 1 s, 2 s, 4 s... up to an hour).
    public var webhookRetryScale: Double
    /// The shop pages' origins allowed to embed the picker (`--embed-origin`): CORS for the API
    /// and `frame-ancestors` for the viewer's page, for those origins only.
    public var embedOrigins: [String]
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
    /// How often the charts' catalogues are read for events made after the start.
    public var lateEventInterval: Duration = .seconds(1)
    /// How often an idle event stream gets a comment, so proxies keep it open.
    public var eventHeartbeatInterval: Duration
    /// The threads that run the sale's blocking calls; `nil`: a thread a core (NIO's shared
    /// pool). `seatchart serve` on a PostgreSQL state uses 64: each waits on the database,
    /// and the writes waiting at once go in one commit.
    public var blockingThreads: Int?
    /// The time, for tokens' expiry (tests set it with the state's clock).
    public var clock: @Sendable () -> Date
    /// The steady time the rates per client address are measured by (tests hold it still).
    public var rateClock: @Sendable () -> ContinuousClock.Instant

    // MARK: - Limits for the open internet (docs/serving.md, "Operating in public")

    /// The most connections one client address may have open (`--max-connections`); 0: no cap.
    public var maxConnectionsPerAddress: Int
    /// The most event streams one client address may have open (`--max-streams`); 0: no cap.
    public var maxStreamsPerAddress: Int
    /// The open-file limit the connections are budgeted against (``ConnectionBudget``);
    /// `nil`: no budget (tests through HummingbirdTesting). `seatchart serve` raises the
    /// soft limit to the hard one and budgets against that.
    public var descriptorLimit: Int?
    /// New hold tokens one client address may get a minute (`--token-rate`), in bursts of as
    /// many; 0: no limit.
    public var tokensPerMinute: Int
    /// Proxies whose `X-Forwarded-For` names the client (`--trusted-proxy`), as addresses.
    public var trustedProxies: [String]
    /// Where `/metrics` is served instead of the public port (`--metrics-host HOST:PORT`);
    /// `nil`: on the public port, behind the admin token.
    public var metricsAddress: (host: String, port: Int)?
    /// The widest `chart.svg` served, in pixels: wider, an SVG writes every seat's label, four
    /// times the bytes.
    public var maximumSVGWidth: Int
    /// The most seats one page of `GET /api/seats` (without a tribune) holds.
    public var seatPageSize: Int
    /// Threads that make SVGs and seat lists.
    public var renderThreads: Int
    /// The most SVGs and seat lists being made or waiting at once; more get 503.
    public var renderQueue: Int
    /// The most bytes of SVGs and seat lists kept for the next requests.
    public var cacheBytes: Int
    /// The most changes an event stream may have waiting unsent before it is closed.
    public var streamBacklogChanges: Int
    /// The most bytes of events a stream may have waiting unsent before it is closed.
    public var streamBacklogBytes: Int
    /// Seconds a connection may leave the server's answer unread (its writes waiting)
    /// before it is closed.
    public var writeTimeout: TimeInterval
    /// How often the holders that own nothing are deleted.
    public var idleHolderSweepInterval: Duration

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
        self.checkout = .buyer
        self.webhooks = []
        self.embedOrigins = []
        self.webhookSecret = nil
        self.webhookTimeout = .seconds(10)
        self.webhookRetryScale = 1
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
        self.rateClock = { ContinuousClock.now }
        self.maxConnectionsPerAddress = 64
        self.maxStreamsPerAddress = 8
        self.descriptorLimit = nil
        self.tokensPerMinute = 30
        self.trustedProxies = []
        self.metricsAddress = nil
        self.maximumSVGWidth = 4000
        self.seatPageSize = 10_000
        self.renderThreads = 1
        self.renderQueue = 16
        self.cacheBytes = 64 << 20
        self.streamBacklogChanges = 10_000
        self.streamBacklogBytes = 1 << 20
        self.writeTimeout = 30
        self.idleHolderSweepInterval = .seconds(60)
    }
}

/// Who may book held seats on a server (`serve --checkout`).
public enum Checkout: String, Sendable, CaseIterable {
    /// The buyer books their own holds with their token (`POST /api/bookings`).
    case buyer
    /// Only the shop's server books, after the payment: `POST /api/admin/orders` with the admin
    /// token; a buyer's `POST /api/bookings` is refused (403).
    case server
}
