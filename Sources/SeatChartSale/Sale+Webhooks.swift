import Foundation
import SeatChart
import SeatChartStore

/// The sale's log as its webhooks' outbox (``WebhookOutbox``): the changes after a cursor,
/// told whole (``WebhookChange``), and the cursors kept in the state.
extension Sale {
    /// The changes after `cursor`, oldest first (at most about ``WebhookRules/batch`` log entries).
    public func webhookChanges(after cursor: WebhookCursor) throws -> [WebhookChange] {
        let outbox = try webhookOutbox()
        let limit = WebhookRules.batch
        let (seats, areas) = try outbox.webhookEntries(afterSeat: cursor.seatPosition, afterArea: cursor.areaPosition, limit: limit)
        var known: [String: String?] = [:]
        return try WebhookChange.changes(
            seats: seats, areas: areas, from: (cursor.seatPosition, cursor.areaPosition),
            complete: (seats: seats.count < limit, areas: areas.count < limit)
        ) { holder, time, refund in
            let key = "\(refund) \(time) \(holder)"
            if let found = known[key] { return found }
            let found = try outbox.webhookOrder(holder: holder, time: time, refund: refund)
            known[key] = found
            return found
        }
    }

    /// Takes or renews `url`'s lease for `owner` (``WebhookOutbox/takeWebhookLease(_:owner:for:)``).
    public func takeWebhookLease(_ url: String, owner: String, for seconds: Double) throws -> WebhookCursor? {
        try webhookOutbox().takeWebhookLease(url, owner: owner, for: seconds)
    }

    /// Moves `url`'s cursor past a delivered change, renewing the lease.
    @discardableResult
    public func recordWebhookDelivery(_ url: String, owner: String, change: WebhookChange, leaseFor seconds: Double) throws -> Bool {
        try webhookOutbox().recordWebhookDelivery(url, owner: owner, seat: change.seatPosition, area: change.areaPosition, leaseFor: seconds)
    }

    /// Records a failed delivery (``WebhookOutbox/recordWebhookFailure(_:owner:failure:)``).
    public func recordWebhookFailure(_ url: String, owner: String, failure: WebhookCursor) throws {
        try webhookOutbox().recordWebhookFailure(url, owner: owner, failure: failure)
    }

    /// Every webhook cursor of the sale.
    public func webhookCursors() throws -> [WebhookCursor] {
        try webhookOutbox().webhookCursors()
    }

    private func webhookOutbox() throws -> any WebhookOutbox {
        guard let outbox = try store() as? any WebhookOutbox else {
            throw InputError(file: chartFile, place: "--webhook", message: "this state keeps no webhook deliveries")
        }
        return outbox
    }
}
