import Foundation

/// What the state knows of an `Idempotency-Key` when a request comes with it.
public enum IdempotencyClaim: Hashable, Sendable {
    /// New (or left by a request that never finished): this request is the one to run; its
    /// answer is to be recorded (``IdempotencyStore/recordAnswer(_:status:body:)``).
    case claimed
    /// The same request was answered: its status and body, to be answered again.
    case answered(status: Int, body: String)
    /// The same request is being answered now, by this server or another.
    case inProgress
    /// The key came with another request.
    case mismatch
}

/// The rules of idempotency keys, the same for every backend: how long a key is kept, how long
/// a claim may stay unanswered before another request may take it, and what a key may be.
public enum IdempotencyRules {
    /// Keys are kept this long (24 hours), then forgotten.
    public static let keptFor: TimeInterval = 24 * 3600
    /// A claim left unanswered this long (its request's server stopped) may be taken again.
    public static let abandonedAfter: TimeInterval = 60
    /// The most characters a key may have.
    public static let maximumLength = 255

    /// Whether `key` is 1 to 255 printable ASCII characters.
    public static func isValid(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.count <= maximumLength && key.utf8.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }
    }

    /// The claim a stored row makes for a request with `fingerprint` at `now`: `nil` when the row
    /// is to be taken (over) by this request.
    public static func claim(
        stored: (fingerprint: String, createdAt: Double, status: Int?, body: String?), fingerprint: String, now: Date
    ) -> IdempotencyClaim? {
        guard stored.fingerprint == fingerprint else { return .mismatch }
        if let status = stored.status { return .answered(status: status, body: stored.body ?? "") }
        return now.timeIntervalSince1970 - stored.createdAt >= abandonedAfter ? nil : .inProgress
    }
}

/// The idempotency keys of a sale's admin requests, kept in its state (24 hours, across restarts
/// and servers): a request's key is claimed before it runs, its answer recorded after, so that
/// the same request again is answered as the first and changes nothing.
public protocol IdempotencyStore: Sendable {
    /// Claims `key` for a request whose method, path and body hash to `fingerprint` (in one
    /// transaction; keys older than ``IdempotencyRules/keptFor`` are forgotten first).
    func claimIdempotencyKey(_ key: String, fingerprint: String) throws -> IdempotencyClaim
    /// Records the answer of the request that claimed `key`.
    func recordAnswer(_ key: String, status: Int, body: String) throws
    /// Gives `key` up (its request failed on the server's side): the same request may run again.
    func abandonIdempotencyKey(_ key: String) throws
}
