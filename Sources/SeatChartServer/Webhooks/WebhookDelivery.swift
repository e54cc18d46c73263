import Foundation
import Logging
import NIOCore
import SeatChartJSON
import SeatChartSale
import SeatChartStore
import ServiceLifecycle
import Synchronization

/// Delivers one sale's changes to one webhook URL, in log order, at least once: it reads the
/// log (the outbox) after the URL's cursor kept in the state, POSTs each change signed, and moves
/// the cursor past it once the receiver answers 2xx. A failure (no answer in time, a closed
/// connection, another status) is retried after 1 s, then twice as long each time up to an hour,
/// for 24 hours, then the change is dropped and counted. One server delivers to a URL at a time
/// (its lease in the cursor's row); the others wait for it to run out.
///
/// It never touches a hold: it reads the log on its own threads when the feed has seen a change,
/// keeps at most one batch in memory, and its backlog is a gauge (`seatchart_webhook_pending`).
final class WebhookDelivery: Service, Sendable {
    let url: String
    private let client: WebhookClient
    private let sale: Sale
    private let event: String?
    private let secret: String
    private let feed: ChangeFeed
    private let settings: ServeSettings
    private let offload: Offload
    private let owner: String
    private let metrics: ServerMetrics
    private let logger: Logger
    private let status = Mutex<WebhookCursor?>(nil)
    /// When this server's lease runs out, by its own clock (renewed with each delivery, and
    /// taken again, a write, only when it is near its end).
    private let leaseEnds = Mutex<ContinuousClock.Instant?>(nil)
    private let wakeup = FeedWakeup()

    init(
        url: String, sale: Sale, event: String?, secret: String, feed: ChangeFeed, settings: ServeSettings, offload: Offload, owner: String,
        metrics: ServerMetrics, logger: Logger
    ) throws {
        self.metrics = metrics
        self.url = url
        guard let target = URL(string: url) else { throw WebhookClient.Failure(description: "not a URL: \(url)") }
        self.client = try WebhookClient(target, timeout: settings.webhookTimeout)
        self.sale = sale
        self.event = event
        self.secret = secret
        self.feed = feed
        self.settings = settings
        self.offload = offload
        self.owner = owner
        self.logger = logger
        feed.watch(wakeup)
    }

    /// The cursor as this server last read or wrote it.
    var cursor: WebhookCursor? { status.withLock { $0 } }

    func run() async throws {
        await withTaskCancellationOrGracefulShutdownHandler {
            while !Task.isCancelled && !Task.isShuttingDownGracefully {
                do {
                    let more = try await deliverPending()
                    if let cursor { metrics.setWebhookPending(feed.undelivered(after: cursor), url: url, event: event) }
                    if more { continue }
                } catch {
                    logger.warning("webhook \(url): cannot read the selection state: \(error)")
                }
                // Until the feed sees a change (it reads every commit), and at least every
                // second (another server's lease may have run out).
                await wakeup.wait(atMost: .seconds(1))
            }
        } onCancelOrGracefulShutdown: { [wakeup] in wakeup.signal() }
    }

    /// Delivers what waits after the cursor, as long as this server holds the lease and the
    /// receiver answers; whether something was delivered (so that the caller reads again).
    private func deliverPending() async throws -> Bool {
        let held = status.withLock { $0 }
        let fresh = leaseEnds.withLock { end in end.map { ContinuousClock.now < $0 - .seconds(WebhookRules.lease / 3) } ?? false }
        var cursor: WebhookCursor
        if let held, held.leaseOwner == owner, fresh {
            cursor = held
        } else {
            let began = ContinuousClock.now
            guard let taken = try await offload.run({ [sale, url, owner] in try sale.takeWebhookLease(url, owner: owner, for: WebhookRules.lease) }) else {
                status.withLock { $0 = nil }
                leaseEnds.withLock { $0 = nil }
                return false
            }
            cursor = taken
            leaseEnds.withLock { $0 = began + .seconds(WebhookRules.lease) }
        }
        status.withLock { $0 = cursor }
        if let next = cursor.nextAttemptAt {
            let wait = next - settings.clock().timeIntervalSince1970
            if wait > 0 {
                try? await Task.sleep(for: .milliseconds(Int(min(wait, WebhookRules.lease / 3) * 1000)))
                return true
            }
        }
        let changes = try await offload.run { [sale, cursor] in try sale.webhookChanges(after: cursor) }
        guard !changes.isEmpty else { return false }
        for change in changes {
            if Task.isCancelled || Task.isShuttingDownGracefully { return false }
            let body = Array(SaleJSON.line(SaleJSON.webhook(change, event: event)).utf8)
            let headers = [
                (WebhookSignature.header, WebhookSignature.value(body: body, secret: secret, time: settings.clock())),
                ("Seatchart-Webhook-Id", (event.map { "\($0):" } ?? "") + change.id),
            ]
            do {
                let code = try await client.post(headers: headers, body: body)
                guard (200..<300).contains(code) else { throw WebhookClient.Failure(description: "answered \(code)") }
                let began = ContinuousClock.now
                let kept = try await offload.run { [sale, url, owner] in
                    try sale.recordWebhookDelivery(url, owner: owner, change: change, leaseFor: WebhookRules.lease)
                }
                guard kept else {
                    leaseEnds.withLock { $0 = nil }
                    return false
                }
                leaseEnds.withLock { $0 = began + .seconds(WebhookRules.lease) }
                cursor.seatPosition = change.seatPosition
                cursor.areaPosition = change.areaPosition
                cursor.failures = 0
                cursor.nextAttemptAt = nil
                cursor.failingSince = nil
                status.withLock { $0 = cursor }
            } catch {
                let now = settings.clock().timeIntervalSince1970
                var failure = cursor
                failure.failures += 1
                failure.lastError = "\(error)"
                failure.failingSince = cursor.failingSince ?? now
                if now - (failure.failingSince ?? now) >= WebhookRules.retryFor {
                    // Failing for a day: this change is dropped, the next one tried.
                    failure.seatPosition = change.seatPosition
                    failure.areaPosition = change.areaPosition
                    failure.dropped += 1
                    failure.failures = 0
                    failure.failingSince = nil
                    failure.nextAttemptAt = nil
                    logger.error("webhook \(url): change \(change.id) dropped after failing for 24 hours: \(error)")
                } else {
                    failure.nextAttemptAt = now + WebhookRules.backoff(afterFailures: failure.failures) * settings.webhookRetryScale
                    logger.warning("webhook \(url): change \(change.id) not delivered (\(failure.failures) in a row): \(error)")
                }
                try await offload.run { [sale, url, owner, failure] in try sale.recordWebhookFailure(url, owner: owner, failure: failure) }
                status.withLock { $0 = failure }
                // The failure's wait is spent outside the lease's renewal: take it anew next time.
                leaseEnds.withLock { $0 = nil }
                return true
            }
        }
        return true
    }
}
