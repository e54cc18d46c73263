import Foundation

/// What became of a request to extend a hold token (a buyer's "keep my seats").
public enum TokenExtension: Hashable, Sendable {
    /// The token and its live holds now run out at `expiresAt`; it has been extended `count`
    /// times in all.
    case extended(expiresAt: Date, count: Int)
    /// The token was extended as often as allowed (`count` times); it still runs out at `expiresAt`.
    case exhausted(expiresAt: Date, count: Int)
    /// The token ran out at that time; nothing was changed.
    case expired(Date)
    /// No server issued the token.
    case unknown
}

/// A token's extensions so far: how many, and the expiry they gave it.
public struct TokenExtensionRecord: Hashable, Sendable {
    /// How many times the token was extended.
    public var count: Int
    /// When the token runs out since its last extension.
    public var expiresAt: Date

    /// A record of `count` extensions up to `expiresAt`.
    public init(count: Int, expiresAt: Date) {
        self.count = count
        self.expiresAt = expiresAt
    }
}
