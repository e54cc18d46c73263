import Foundation

/// The rules of webhook deliveries, the same for every backend and server.
public enum WebhookRules {
    /// Retries wait 1 s, then twice as long each time, up to an hour.
    public static func backoff(afterFailures failures: Int) -> TimeInterval {
        min(3600, pow(2, Double(max(0, failures - 1))))
    }

    /// A change is retried this long (24 hours) after its first failure, then dropped.
    public static let retryFor: TimeInterval = 24 * 3600
    /// A delivering server's lease: renewed at each delivery and while it waits; another server
    /// takes the deliveries over once it runs out.
    public static let lease: TimeInterval = 15
    /// The most log entries read at once.
    public static let batch = 500

    /// Whether `text` is a webhook URL: `http` or `https` with a host.
    public static func isValidURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty else { return false }
        return text.utf8.count <= 2000
    }
}
