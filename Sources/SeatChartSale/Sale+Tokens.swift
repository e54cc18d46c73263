import Foundation
import SeatChartStore

/// Why a hold token cannot act.
public enum HoldTokenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a token's shape, or no server issued it.
    case unknown
    /// The token ran out at that time.
    case expired(Date)

    public var description: String {
        switch self {
        case .unknown: "the hold token is not one this sale issued; ask for one (POST /api/holders)"
        case .expired(let time):
            "the hold token expired at \(time.formatted(.iso8601)); its holds were given back: ask for a new one (POST /api/holders)"
        }
    }
}

extension Sale {
    /// Issues a new hold token valid for `lifetime` seconds from `now`, recorded in the
    /// state so that every server on it knows the token.
    public func issueToken(lifetime: TimeInterval, now: Date = Date()) throws -> (token: HoldToken, expiresAt: Date) {
        let token = HoldToken.random()
        // Whole milliseconds, so the expiry reads back as it was given.
        let expiresAt = Date(timeIntervalSince1970: ((now.timeIntervalSince1970 + lifetime) * 1000).rounded() / 1000)
        try store().issueToken(token.text, expiresAt: expiresAt)
        remember(token.text, expiresAt: expiresAt)
        return (token, expiresAt)
    }

    /// The expiry of `text`, a token issued by a server on this state (extensions included).
    ///
    /// - Throws: ``HoldTokenError/unknown`` when `text` is not an issued token.
    public func tokenExpiry(_ text: String) throws -> Date {
        guard let token = HoldToken(text) else { throw HoldTokenError.unknown }
        if let expiry = knownTokens.withLock({ $0[token.text] }) { return expiry }
        guard let issued = try store().tokenExpiry(token.text) else { throw HoldTokenError.unknown }
        let expiry = max(issued, try store().tokenExtension(token.text)?.expiresAt ?? issued)
        remember(token.text, expiresAt: expiry)
        return expiry
    }

    /// Keeps a token's expiry; the memory is emptied when it holds 100,000 tokens.
    func remember(_ token: String, expiresAt: Date) {
        knownTokens.withLock { known in
            if known.count >= 100_000 { known.removeAll(keepingCapacity: true) }
            known[token] = expiresAt
        }
    }

    /// The seconds left to `text`, an issued token that has not run out: the time its
    /// holds last.
    ///
    /// - Throws: ``HoldTokenError`` when the token is unknown or has run out.
    public func tokenTimeLeft(_ text: String, now: Date = Date()) throws -> TimeInterval {
        var expiry = try tokenExpiry(text)
        // Another server on the state may have extended it since it was remembered.
        if expiry <= now { expiry = try extendedExpiry(text) ?? expiry }
        let left = expiry.timeIntervalSince(now)
        guard left > 0 else { throw HoldTokenError.expired(expiry) }
        return left
    }
}
