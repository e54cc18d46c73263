import Foundation
import SeatChartStore

/// Why a hold token cannot act.
public enum HoldTokenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a token's shape, or no server on this state signed it.
    case unknown
    /// The token ran out at that time.
    case expired(Date)

    public var description: String {
        switch self {
        case .unknown: "the hold token is not one a server of this sale issued"
        case .expired(let time): "the hold token expired at \(time.formatted(.iso8601)); its holds were given back"
        }
    }
}

extension Sale {
    // MARK: - Tokens

    /// The signer of this sale's hold tokens, with the key kept in the state (made by the
    /// first server that asks); read once.
    public func tokenSigner() throws -> HoldTokenSigner {
        try signer.withLock { signer in
            if let signer { return signer }
            let made = HoldTokenSigner(key: try store().tokenKey())
            signer = made
            return made
        }
    }

    /// A new hold token valid for `lifetime` seconds from `now`. Nothing is written: the
    /// token carries its holder and expiry, signed.
    public func issueToken(lifetime: TimeInterval, now: Date = Date()) throws -> HoldToken {
        try tokenSigner().issue(lifetime: lifetime, now: now)
    }

    /// The token `text` spells, signed by a server on this state (whether it has run out or not).
    ///
    /// - Throws: ``HoldTokenError/unknown`` when no server on this state signed it.
    public func token(_ text: String) throws -> HoldToken {
        try tokenSigner().token(text)
    }

    /// The token `text` spells, when it has not run out by `now`.
    ///
    /// - Throws: ``HoldTokenError`` when it is unknown or has run out.
    public func liveToken(_ text: String, now: Date = Date()) throws -> HoldToken {
        let token = try token(text)
        guard token.expiresAt > now else { throw HoldTokenError.expired(token.expiresAt) }
        return token
    }

    // MARK: - A token's sale

    /// Holds the seats `request` names for `token`'s holder until the token runs out: all of
    /// them or none. The token's expiry is checked again inside the transaction (by the
    /// state's clock), so a hold never outlives its token.
    ///
    /// - Throws: as ``select(_:holder:expiry:limit:)``; ``SelectionRefusal/expired(at:)``
    ///   when the token has run out by then.
    @discardableResult
    public func select(_ request: SeatRequest, token: HoldToken, limit: Int? = nil) throws -> SelectionChange {
        try select(request, holder: token.holder, expiry: .at(token.expiresAt), limit: limit)
    }

    /// Holds the best `count` adjacent free seats for `token`'s holder until the token runs out.
    @discardableResult
    public func best(count: Int, categoryID: String? = nil, token: HoldToken, limit: Int? = nil) throws -> SelectionChange {
        try best(count: count, categoryID: categoryID, holder: token.holder, expiry: .at(token.expiresAt), limit: limit)
    }

    /// Books every live hold of `token`'s holder, while the token has not run out (checked
    /// inside the transaction).
    @discardableResult
    public func book(token: HoldToken) throws -> SelectionChange {
        try book(holder: token.holder, until: token.expiresAt)
    }
}
