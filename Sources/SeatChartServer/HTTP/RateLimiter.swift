import Foundation
import Synchronization

/// At most `rate` events a minute per key (a client address), with bursts of as many: a
/// token bucket per key, filled at `rate` a minute. The table of keys is bounded: when it
/// holds ``maximumKeys`` the full buckets (keys quiet for a minute) are forgotten, then, if
/// it is still full, every key.
final class RateLimiter: Sendable {
    /// Events a minute per key; 0: no limit.
    let rate: Int
    /// The most keys remembered at once.
    static let maximumKeys = 100_000

    private struct Bucket {
        var level: Double
        var updated: ContinuousClock.Instant
    }

    private let buckets = Mutex<[String: Bucket]>([:])
    private let clock: @Sendable () -> ContinuousClock.Instant

    init(rate: Int, clock: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.rate = rate
        self.clock = clock
    }

    /// Takes one event for `key`: `nil` when allowed, else the seconds until it would be.
    func take(_ key: String) -> Int? {
        guard rate > 0 else { return nil }
        let now = clock(), capacity = Double(rate), perSecond = Double(rate) / 60
        return buckets.withLock { buckets -> Int? in
            if buckets.count >= Self.maximumKeys, buckets[key] == nil { Self.prune(&buckets, now: now, perSecond: perSecond, capacity: capacity) }
            var bucket = buckets[key] ?? Bucket(level: capacity, updated: now)
            let elapsed = Double((now - bucket.updated).components.seconds) + Double((now - bucket.updated).components.attoseconds) / 1e18
            bucket.level = min(capacity, bucket.level + elapsed * perSecond)
            bucket.updated = now
            defer { buckets[key] = bucket }
            guard bucket.level >= 1 else { return max(1, Int(((1 - bucket.level) / perSecond).rounded(.up))) }
            bucket.level -= 1
            return nil
        }
    }

    private static func prune(_ buckets: inout [String: Bucket], now: ContinuousClock.Instant, perSecond: Double, capacity: Double) {
        buckets = buckets.filter { now - $0.value.updated < .seconds(capacity / perSecond) }
        if buckets.count >= maximumKeys { buckets.removeAll(keepingCapacity: true) }
    }
}
