/// Where the standing areas' counts stand, read in one cheap query: the last area event, the
/// number of stored rows, and the next held place to run out. The counts change only when
/// the log moves or a hold runs out, so a reader that keeps counts (the server's change feed)
/// reads them again only when ``needsRead(after:)`` says so.
public struct AreaPosition: Hashable, Sendable {
    /// The id of the areas' last event (0 without any).
    public var lastEvent: Int64
    /// How many places rows are stored.
    public var rows: Int
    /// When the next held place runs out (seconds since 1970), of those still live at ``now``.
    public var nextExpiry: Double?
    /// The store's time of the read (seconds since 1970).
    public var now: Double

    public init(lastEvent: Int64, rows: Int, nextExpiry: Double?, now: Double) {
        (self.lastEvent, self.rows, self.nextExpiry, self.now) = (lastEvent, rows, nextExpiry, now)
    }

    /// The position of a state without places, read at `now`.
    public static func empty(now: Double) -> AreaPosition {
        AreaPosition(lastEvent: 0, rows: 0, nextExpiry: nil, now: now)
    }

    /// Whether counts read at `earlier` may differ now: the log moved, rows came or went, the
    /// next expiry changed (a renewal of a box already held writes no event but moves its
    /// time), or the hold that was next to run out has run out.
    public func needsRead(after earlier: AreaPosition?) -> Bool {
        guard let earlier else { return true }
        if lastEvent != earlier.lastEvent || rows != earlier.rows || nextExpiry != earlier.nextExpiry { return true }
        if let expiry = earlier.nextExpiry, now >= expiry { return true }
        return false
    }
}
