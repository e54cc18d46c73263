import Foundation
import SeatChartStore

/// Why a buyer's seats were not kept longer.
public enum HoldExtensionRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The seats were kept longer as often as the sale allows; they still run out at that time.
    case noneLeft(expiresAt: Date, allowed: Int)
    /// The token's holder holds no seat: there is nothing to keep.
    case nothingHeld

    public var description: String {
        switch self {
        case .noneLeft(let expiry, let allowed):
            let times = allowed == 1 ? "once" : allowed == 0 ? "not at all" : "\(allowed) times"
            return "these seats can be kept longer \(times), and that was done; "
                + "they stay held until \(expiry.formatted(.iso8601))"
        case .nothingHeld:
            return "no seat is held with this token: there is nothing to keep longer"
        }
    }
}

/// A buyer's seats after an extension: the new token, which runs out when they do now, and
/// how many more extensions the buyer may have.
public struct HoldExtension: Hashable, Sendable {
    /// The holder's token with its new expiry, which its live holds share.
    public var token: HoldToken
    /// How many more times the holds may be extended.
    public var left: Int

    /// A token that may be extended `left` more times.
    public init(token: HoldToken, left: Int) {
        self.token = token
        self.left = left
    }

    /// When the token and its holds run out now.
    public var expiresAt: Date { token.expiresAt }
}

extension Sale {
    /// "Keep my seats": the live holds of `text`'s holder last `lifetime` seconds longer (the
    /// server's hold time), at most `maximumExtensions` times for the holder, and the holder
    /// gets a new token signed with the new expiry (the old one still runs out when it said).
    /// Servers sharing the state share the count; the state's clock decides whether the
    /// token ran out.
    ///
    /// - Throws: ``HoldTokenError`` when the token is unknown or has run out;
    ///   ``HoldExtensionRefusal`` when the holds were extended as often as allowed, or there
    ///   are none.
    public func extendToken(_ text: String, by lifetime: TimeInterval, maximumExtensions: Int) throws -> HoldExtension {
        let token = try token(text)
        switch try store().extendHolds(of: token.holder, from: token.expiresAt, by: lifetime, maximumExtensions: maximumExtensions) {
        case .extended(let expiresAt, let count):
            let renewed = try tokenSigner().sign(holder: token.holder, expiresAt: expiresAt)
            return HoldExtension(token: renewed, left: max(0, maximumExtensions - count))
        case .exhausted(let expiresAt, _):
            throw HoldExtensionRefusal.noneLeft(expiresAt: expiresAt, allowed: maximumExtensions)
        case .expired(let expiry):
            throw HoldTokenError.expired(expiry)
        case .nothingHeld:
            throw HoldExtensionRefusal.nothingHeld
        }
    }

    /// How many more times the holds of `token`'s holder may be extended under `maximumExtensions`.
    public func extensionsLeft(_ token: HoldToken, maximumExtensions: Int) throws -> Int {
        let used = try store().holdExtension(of: token.holder)?.count ?? 0
        return max(0, maximumExtensions - used)
    }
}
