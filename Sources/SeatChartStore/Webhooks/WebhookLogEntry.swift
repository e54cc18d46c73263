import Foundation

/// One entry of a sale's log as webhooks read it: the seats' log (`event`) or the standing
/// areas' (`area_event`), with its holder and actor, so that a change can be told whole.
public struct WebhookLogEntry: Hashable, Sendable {
    /// Which log it is in.
    public enum Log: Hashable, Sendable { case seats, areas }

    public var log: Log
    /// Its id in its log.
    public var id: Int64
    /// When it happened (seconds since 1970).
    public var time: Double
    /// Whose seat or places; `nil` for the box office's block and unblock.
    public var holder: String?
    public var action: SelectionAction
    /// The seat's id, or the area's.
    public var placeID: String
    /// The places moved, for an area's entry.
    public var quantity: Int?
    /// The clerk of a box-office change, when named.
    public var actor: String?

    /// Creates an entry.
    public init(log: Log, id: Int64, time: Double, holder: String?, action: SelectionAction, placeID: String, quantity: Int?, actor: String?) {
        (self.log, self.id, self.time, self.holder, self.action) = (log, id, time, holder, action)
        (self.placeID, self.quantity, self.actor) = (placeID, quantity, actor)
    }
}

/// Where a webhook's deliveries stand in a sale's logs, kept in the state (`webhook_cursor`):
/// the last entries delivered, the failures since the last success, and which server delivers
/// now (its lease).
public struct WebhookCursor: Hashable, Sendable {
    public var url: String
    /// The last seats' and areas' log entries delivered.
    public var seatPosition: Int64, areaPosition: Int64
    /// Failures in a row since the last delivery, the last one's reason, and when to try again.
    public var failures: Int
    public var lastError: String?
    public var nextAttemptAt: Double?
    /// When the failures in a row began (deliveries are dropped after ``WebhookRules/retryFor``).
    public var failingSince: Double?
    /// Changes dropped after failing for ``WebhookRules/retryFor``.
    public var dropped: Int
    /// The server that delivers now, and until when its lease runs.
    public var leaseOwner: String?
    public var leaseUntil: Double?

    /// Creates a cursor.
    public init(
        url: String, seatPosition: Int64, areaPosition: Int64, failures: Int = 0, lastError: String? = nil, nextAttemptAt: Double? = nil,
        failingSince: Double? = nil, dropped: Int = 0, leaseOwner: String? = nil, leaseUntil: Double? = nil
    ) {
        (self.url, self.seatPosition, self.areaPosition, self.failures, self.lastError) = (url, seatPosition, areaPosition, failures, lastError)
        (self.nextAttemptAt, self.failingSince, self.dropped, self.leaseOwner, self.leaseUntil) = (nextAttemptAt, failingSince, dropped, leaseOwner, leaseUntil)
    }
}
