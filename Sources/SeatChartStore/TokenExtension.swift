import Foundation

/// What became of a request to keep a holder's seats longer (a buyer's "keep my seats").
public enum TokenExtension: Hashable, Sendable {
    /// The holder's live holds now run out at `expiresAt`; the holder has been given
    /// `count` extensions in all.
    case extended(expiresAt: Date, count: Int)
    /// The holder was given as many extensions as allowed (`count`); its holds still run out
    /// at `expiresAt`.
    case exhausted(expiresAt: Date, count: Int)
    /// The token ran out at that time; nothing was changed.
    case expired(Date)
    /// The holder holds no seat: there is nothing to keep.
    case nothingHeld
}

/// A holder's extensions so far: how many, and the expiry they gave its holds.
public struct TokenExtensionRecord: Hashable, Sendable {
    /// How many times the holder's holds were extended.
    public var count: Int
    /// When the holds run out since the last extension.
    public var expiresAt: Date

    /// A record of `count` extensions up to `expiresAt`.
    public init(count: Int, expiresAt: Date) {
        self.count = count
        self.expiresAt = expiresAt
    }
}

extension TokenExtension {
    /// The rule of "keep my seats", the same for every backend: a holder that holds seats,
    /// whose expiry (`expiry`, its token's, or the later one `recorded` gave) has not passed
    /// by `now`, and that was extended fewer than `maximumExtensions` times, gets `lifetime`
    /// seconds more from that expiry. Each backend reads the holder's rows and writes the
    /// outcome; this decides.
    package static func decide(
        holding: Bool, expiry: Date, recorded: TokenExtensionRecord?, lifetime: TimeInterval, maximumExtensions: Int, now: Date
    ) -> TokenExtension {
        guard holding else { return expiry > now ? .nothingHeld : .expired(expiry) }
        let count = recorded?.count ?? 0
        let current = max(expiry, recorded?.expiresAt ?? expiry)
        guard current > now else { return .expired(current) }
        guard count < maximumExtensions else { return .exhausted(expiresAt: current, count: count) }
        return .extended(expiresAt: current + lifetime, count: count + 1)
    }
}
