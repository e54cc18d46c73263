import Foundation

/// A sale's log read as the outbox of its webhooks: every change is written to the log in the
/// transaction that makes it, so a delivery that reads the log after a cursor kept in the state
/// misses none, across restarts and servers. One server delivers to a URL at a time (a lease in
/// the cursor's row).
public protocol WebhookOutbox: Sendable {
    /// The log entries after `seat` and `area` (each log's id), oldest first, at most `limit` of each.
    func webhookEntries(afterSeat seat: Int64, afterArea area: Int64, limit: Int) throws -> (seats: [WebhookLogEntry], areas: [WebhookLogEntry])
    /// The order a holder booked (or, with `refund`, whose refund was made) at `time`.
    func webhookOrder(holder: String, time: Double, refund: Bool) throws -> String?
    /// Takes (or renews) the lease of `url` for `owner` for `seconds` from the state's own time,
    /// making the cursor at the logs' ends when there is none yet; the cursor when the lease is
    /// this owner's, else `nil`.
    func takeWebhookLease(_ url: String, owner: String, for seconds: Double) throws -> WebhookCursor?
    /// Moves `url`'s cursor to `seat` and `area` and clears its failures, when `owner` holds its
    /// lease; whether it did.
    @discardableResult
    func recordWebhookDelivery(_ url: String, owner: String, seat: Int64, area: Int64, leaseFor seconds: Double) throws -> Bool
    /// Records a failure of `url`'s next delivery: its reason, the failures in a row and when
    /// to try again (or, `drop`, the change passed over after failing too long).
    func recordWebhookFailure(_ url: String, owner: String, failure: WebhookCursor) throws
    /// Every cursor, by URL.
    func webhookCursors() throws -> [WebhookCursor]
}
