import Foundation
import SeatChart
import SeatChartStore

extension Sale {
    /// The most times ``bestAccessible(count:categoryID:holder:ttl:limit:)`` looks again when
    /// another buyer takes the group it found before it could hold it.
    static let accessibleBestAttempts = 3

    /// Holds the best `count` adjacent free accessible seats of one row for `holder`, by the
    /// rules of ``BestAvailable`` among accessible seats only.
    ///
    /// The group is found in the state as read, then held all or nothing; when another
    /// buyer took one of its seats in between, the search runs again (a few times).
    ///
    /// - Throws: ``SeatRequestError`` for a count below 1, an unknown category or a bad
    ///   `ttl`; ``SelectionRefusal`` when no such group is free, or over the limit.
    @discardableResult
    public func bestAccessible(
        count: Int, categoryID: String? = nil, holder: String, ttl: TimeInterval? = nil, limit: Int? = nil
    ) throws -> SelectionChange {
        try check(ttl: ttl)
        return try bestAccessible(count: count, categoryID: categoryID, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit)
    }

    /// Holds the best `count` adjacent free accessible seats of one row for `holder` until
    /// `expiry`, as ``bestAccessible(count:categoryID:holder:ttl:limit:)``.
    @discardableResult
    public func bestAccessible(
        count: Int, categoryID: String? = nil, holder: String, expiry: HoldExpiry, limit: Int? = nil
    ) throws -> SelectionChange {
        guard count >= 1 else { throw SeatRequestError.invalidCount(count, chartFile: chartFile) }
        if let categoryID { try check(categoryID: categoryID) }
        let holder = HoldToken.holder(in: holder)
        var attempt = 0
        while true {
            attempt += 1
            let states = try reader().states(holder: holder).states
            guard let seats = BestAvailable.find(in: chart, states: states, count: count, categoryID: categoryID, accessibleOnly: true)
            else {
                let what = categoryID.map { " of category \($0)" } ?? ""
                throw SelectionRefusal(message: "no \(count) adjacent free accessible seats\(what) in one row")
            }
            do {
                return try store().select(seats, holder: holder, expiry: expiry, limit: limit)
            } catch let refusal as SelectionRefusal where refusal.limit == nil && attempt < Self.accessibleBestAttempts {
                continue
            }
        }
    }
}

extension Sale {
    /// Holds the best `count` adjacent free accessible seats for `token`'s holder until the
    /// token runs out (checked again inside the transaction).
    @discardableResult
    public func bestAccessible(count: Int, categoryID: String? = nil, token: HoldToken, limit: Int? = nil) throws -> SelectionChange {
        try bestAccessible(count: count, categoryID: categoryID, holder: token.holder, expiry: .at(token.expiresAt), limit: limit)
    }
}
