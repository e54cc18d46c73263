import Foundation

/// When a hold runs out: never (until it is given back, booked or released), some seconds
/// after the change that takes it, or at a time fixed beforehand (a hold token's expiry).
///
/// The store works a hold's expiry out inside the write transaction, from the
/// transaction's own time (the database's clock on PostgreSQL), so that a time fixed
/// beforehand that has passed by then refuses the hold: nothing outlives its token.
public enum HoldExpiry: Hashable, Sendable {
    /// The hold lasts until given back, booked or released.
    case never
    /// The hold lasts these seconds from the change that takes it.
    case after(TimeInterval)
    /// The hold lasts until this time; a change at or after it is refused.
    case at(Date)

    /// `.after(ttl)`, or `.never` without a `ttl`.
    public init(ttl: TimeInterval?) {
        self = ttl.map { .after($0) } ?? .never
    }

    /// The expiry of a hold taken at `now`, in seconds since 1970; `nil` for ``never``.
    ///
    /// - Throws: ``SelectionRefusal/expired(at:)`` when the time fixed has come by `now`.
    public func seconds(takenAt now: Date) throws -> Double? {
        switch self {
        case .never: return nil
        case .after(let ttl): return now.timeIntervalSince1970 + ttl
        case .at(let time):
            try Self.check(until: time, now: now)
            return time.timeIntervalSince1970
        }
    }

    /// Throws unless `until` (when given) is still ahead of `now`: the check that a holder
    /// whose time is fixed (a hold token's) may still act, made inside the transaction.
    ///
    /// - Throws: ``SelectionRefusal/expired(at:)``.
    public static func check(until: Date?, now: Date) throws {
        if let until, until <= now { throw SelectionRefusal.expired(at: until) }
    }
}
