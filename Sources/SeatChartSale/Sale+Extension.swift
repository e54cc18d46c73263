import Foundation
import SeatChartStore

/// Why a hold token was not extended.
public enum HoldExtensionRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The token was extended as often as the sale allows; it still runs out at that time.
    case noneLeft(expiresAt: Date, allowed: Int)

    public var description: String {
        switch self {
        case .noneLeft(let expiry, let allowed):
            let times = allowed == 1 ? "once" : allowed == 0 ? "not at all" : "\(allowed) times"
            return "these seats can be kept longer \(times), and that was done; "
                + "they stay held until \(expiry.formatted(.iso8601))"
        }
    }
}

/// A token after an extension: when it runs out now, and how many more extensions it may have.
public struct HoldExtension: Hashable, Sendable {
    /// The token's new expiry, which its live holds share.
    public var expiresAt: Date
    /// How many more times it may be extended.
    public var left: Int

    /// A token running out at `expiresAt` that may be extended `left` more times.
    public init(expiresAt: Date, left: Int) {
        self.expiresAt = expiresAt
        self.left = left
    }
}

extension Sale {
    /// "Keep my seats": extends `text`, a live hold token, by `lifetime` seconds from its
    /// expiry (the server's hold time), with every hold taken with it, at most
    /// `maximumExtensions` times in the token's life. Servers sharing the state share the
    /// count.
    ///
    /// - Throws: ``HoldTokenError`` when the token is unknown or has run out;
    ///   ``HoldExtensionRefusal`` when it was extended as often as allowed.
    public func extendToken(_ text: String, by lifetime: TimeInterval, maximumExtensions: Int) throws -> HoldExtension {
        guard let token = HoldToken(text) else { throw HoldTokenError.unknown }
        switch try store().extendToken(token.text, by: lifetime, maximumExtensions: maximumExtensions) {
        case .extended(let expiresAt, let count):
            remember(token.text, expiresAt: expiresAt)
            return HoldExtension(expiresAt: expiresAt, left: max(0, maximumExtensions - count))
        case .exhausted(let expiresAt, _):
            throw HoldExtensionRefusal.noneLeft(expiresAt: expiresAt, allowed: maximumExtensions)
        case .expired(let expiry):
            throw HoldTokenError.expired(expiry)
        case .unknown:
            throw HoldTokenError.unknown
        }
    }

    /// How many more times `text` may be extended under `maximumExtensions`.
    ///
    /// - Throws: ``HoldTokenError/unknown`` when `text` is not an issued token.
    public func extensionsLeft(_ text: String, maximumExtensions: Int) throws -> Int {
        guard let token = HoldToken(text) else { throw HoldTokenError.unknown }
        let used = try store().tokenExtension(token.text)?.count ?? 0
        return max(0, maximumExtensions - used)
    }

    /// The expiry an extension gave `text`, read from the state (and remembered), or `nil`.
    func extendedExpiry(_ text: String) throws -> Date? {
        guard let record = try store().tokenExtension(text) else { return nil }
        remember(text, expiresAt: record.expiresAt)
        return record.expiresAt
    }
}
