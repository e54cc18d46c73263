import Foundation
import SeatChart

/// Reads a stadium's selection state: seat states, the `status` report, the event log and
/// a soundness check. Nothing here creates or changes the state.
///
/// Seats are indices into the chart's ``Chart/seats``; the chart is the one the state
/// was opened for. Conforming types are safe to call from several threads at once.
public protocol SelectionStateReader: Sendable {
    /// The state of every seat now, with `holder`'s live holds and bookings marked selected.
    func states(holder: String) throws -> SeatStateTable

    /// Counts by state, `holder`'s live holds and bookings in chart order, and every
    /// holder's latest activity.
    func status(holder: String) throws -> SelectionStatus

    /// The log, newest first; only `holder`'s events when given; at most `limit` events.
    func history(holder: String?, limit: Int?) throws -> [SelectionEvent]

    /// Every live booking, in chart order, with its holder and when it was booked.
    func bookings() throws -> [BookingRecord]

    /// The problems found in the stored state; empty when it is sound.
    func check() throws -> [String]
}

/// Holds, bookings and their log for one stadium: the operations of a sale, each all or
/// nothing.
///
/// The SQLite ``SelectionStore`` is one such store; another backend (a database server)
/// conforms with the same rules and refusals:
/// - every operation is atomic, and two callers (threads or processes) can never both
///   take one seat;
/// - a refused operation throws ``SelectionRefusal`` naming each seat in the way and its
///   state, never another holder's name, and changes nothing;
/// - holds whose time ran out are free again, logged as `expire` events.
public protocol SelectionStateStore: SelectionStateReader {
    /// Holds `seats` for `holder`, all of them or none, until `expiry` (worked out inside
    /// the transaction, from its time); the holder's own holds are renewed to the same
    /// expiry. With a `limit`, the holder may have at most that many seats held and booked
    /// once it is done.
    ///
    /// - Throws: ``SelectionRefusal`` naming the seats in the way, the limit, or a fixed
    ///   expiry that has passed (``SelectionRefusal/expired(at:)``).
    @discardableResult
    func select(_ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange

    /// Gives back `holder`'s holds on `seats`, all of them or none.
    @discardableResult
    func deselect(_ seats: [Int], holder: String) throws -> SelectionChange

    /// Gives back every live hold of `holder`; no change when there is none.
    @discardableResult
    func deselectAll(holder: String) throws -> SelectionChange

    /// Turns every live hold of `holder` into a booking; refused when there is none, or
    /// when `until` (a hold token's expiry) has passed by the transaction's time.
    @discardableResult
    func book(holder: String, until: Date?) throws -> SelectionChange

    /// Frees `seats` whatever their holder or state (the box office); refused when one is
    /// blocked. The log names `actor` (the clerk) as who did it, when given.
    @discardableResult
    func release(_ seats: [Int], by actor: String?) throws -> SelectionChange

    /// Holds the best `count` adjacent free seats of one row (``BestAvailable``), of
    /// category `categoryID` when given, until `expiry`, within the holder's `limit` as for
    /// `select`.
    @discardableResult
    func best(count: Int, categoryID: String?, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange

    /// Blocks free `seats` (the box office); refused when one is held or booked. Seats
    /// already blocked are unchanged. The log names `actor` (the clerk) when given.
    @discardableResult
    func block(_ seats: [Int], by actor: String?) throws -> SelectionChange

    /// Makes seats the box office blocked available again; refused when one is blocked by
    /// the stadium file. Seats not blocked are unchanged. The log names `actor` when given.
    @discardableResult
    func unblock(_ seats: [Int], by actor: String?) throws -> SelectionChange

    /// Frees every hold whose time has run out, logging an `expire` event each; returns how
    /// many. Takes no write lock when none is due.
    @discardableResult
    func expireDue() throws -> Int

    /// The key that signs hold tokens (32 bytes), made on the first call and kept in the
    /// state, so that every server on one state accepts the tokens of the others.
    func tokenKey() throws -> [UInt8]

    /// Deletes the holders that own nothing (no seat, no event in the log) and whose token,
    /// recorded in the state by earlier versions, has run out, with those tokens; returns how
    /// many holders went. Hold tokens are no longer recorded: issuing one writes nothing.
    @discardableResult
    func removeIdleHolders() throws -> Int

    /// Extends `holder`'s live holds by `lifetime` seconds from `expiry` (its token's), or from
    /// the later expiry an earlier extension gave them, unless that time has passed, the
    /// holder holds nothing, or it was already extended `maximumExtensions` times: in one
    /// transaction, so two servers extending one holder at once extend it once each.
    func extendHolds(of holder: String, from expiry: Date, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension

    /// `holder`'s extensions so far; `nil` when it was never extended.
    func holdExtension(of holder: String) throws -> TokenExtensionRecord?

    /// The log's changes after `sequence`, oldest first, at most `limit` of them.
    func changes(after sequence: Int64, limit: Int) throws -> [SeatChangeEvent]

    /// The sequence number of the log's latest change; 0 for an empty log.
    func latestSequence() throws -> Int64
}

extension SelectionStateStore {
    /// Holds `seats` for `holder` for `ttl` seconds from the change (`nil`: until given
    /// back, booked or released), within `limit`.
    @discardableResult
    public func select(_ seats: [Int], holder: String, ttl: TimeInterval?, limit: Int?) throws -> SelectionChange {
        try select(seats, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit)
    }

    /// Holds `seats` for `holder` with no limit on their number.
    @discardableResult
    public func select(_ seats: [Int], holder: String, ttl: TimeInterval?) throws -> SelectionChange {
        try select(seats, holder: holder, ttl: ttl, limit: nil)
    }

    /// Holds the best group for `holder` for `ttl` seconds from the change, within `limit`.
    @discardableResult
    public func best(count: Int, categoryID: String?, holder: String, ttl: TimeInterval?, limit: Int?) throws -> SelectionChange {
        try best(count: count, categoryID: categoryID, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit)
    }

    /// Holds the best group for `holder` with no limit on their number.
    @discardableResult
    public func best(count: Int, categoryID: String?, holder: String, ttl: TimeInterval?) throws -> SelectionChange {
        try best(count: count, categoryID: categoryID, holder: holder, ttl: ttl, limit: nil)
    }

    /// Turns every live hold of `holder` into a booking, whatever the time.
    @discardableResult
    public func book(holder: String) throws -> SelectionChange {
        try book(holder: holder, until: nil)
    }
}

/// Where a stadium's selection state lives: how to open it for changes, and how to read it
/// without creating anything.
public protocol SelectionStateSource: Sendable {
    /// The store, opened (and created when missing) for changes.
    func openStore() throws -> any SelectionStateStore

    /// A reader of the recorded state that never creates or changes anything: without a
    /// recorded state it answers as for a new one (every seat available but blocked ones).
    func openReader() throws -> any SelectionStateReader
}
