import Foundation
import Logging
import Prometheus

/// The server's metrics in Prometheus's text format: requests by route, method and
/// status, their latencies, the event streams open and the log's position.
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    let logger: Logger
    private let listeners: Gauge
    private let sequence: Gauge

    /// The latency buckets, in seconds.
    static let buckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
        .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(5),
    ]

    init(logger: Logger) {
        self.logger = logger
        listeners = registry.makeGauge(descriptor: .init(
            namespace: "seatchart", metricName: "event_streams", unitName: "", helpText: "Event streams open (GET /api/events)."))
        sequence = registry.makeGauge(descriptor: .init(
            namespace: "seatchart", metricName: "log_sequence", unitName: "",
            helpText: "The latest change of the selection state seen."))
    }

    /// Counts one answered request and its duration.
    func record(method: String, route: String, status: Int, duration: Duration) {
        registry.makeCounter(
            descriptor: .init(
                namespace: "seatchart", metricName: "http_requests", unitName: "total",
                helpText: "HTTP requests answered, by method, route and status."),
            labels: [("method", method), ("route", route), ("status", String(status))]
        ).increment()
        registry.makeDurationHistogram(
            descriptor: .init(
                namespace: "seatchart", metricName: "http_request_duration", unitName: "seconds",
                helpText: "Time from a request's arrival to its answer's head, by method and route."),
            labels: [("method", method), ("route", route)], buckets: Self.buckets
        ).record(duration)
    }

    /// The log entries waiting to be delivered to a webhook URL, for one sale.
    func setWebhookPending(_ pending: Int, url: String, event: String?) {
        registry.makeGauge(
            descriptor: .init(
                namespace: "seatchart", metricName: "webhook_pending", unitName: "",
                helpText: "Log entries not yet delivered to a webhook, by URL and event (the state without events: -)."),
            labels: [("url", url), ("event", event ?? "-")]
        ).set(to: Double(pending))
    }

    /// The text exposition, with the gauges read now.
    func text(feed: ChangeFeed) -> [UInt8] {
        listeners.set(to: Double(feed.listenerCount))
        sequence.set(to: Double(feed.sequence))
        var out: [UInt8] = []
        registry.emit(into: &out)
        return out
    }
}
