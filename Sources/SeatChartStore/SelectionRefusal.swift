import Foundation
import SeatChart

/// A selection that could not be taken: nothing was changed. The command line exits with 1.
///
/// Messages name the seat and its state, never another holder's name.
public struct SelectionRefusal: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// One seat that stood in the way.
    public struct Conflict: Hashable, Sendable, Codable {
        /// The seat's id.
        public var seatID: String
        /// Its state when the command ran.
        public var state: SeatState
        /// Whether the asking holder is the one holding or booking it.
        public var isOwn: Bool

        /// Creates a conflict.
        public init(seatID: String, state: SeatState, isOwn: Bool) {
            self.seatID = seatID
            self.state = state
            self.isOwn = isOwn
        }
    }

    /// The seats that stood in the way, in the order asked (empty when no seat is to blame).
    public var conflicts: [Conflict]
    /// The sentence printed to the user.
    public var message: String
    /// The most seats one holder may hold and have booked, when that limit refused the
    /// selection (``overLimit(_:owned:asked:)``); `nil` otherwise.
    public var limit: Int?
    /// When the holder's time ran out, when that refused the change
    /// (``expired(at:)``); `nil` otherwise.
    public var expiredAt: Date?
    /// The standing area whose rule refused the change (``AreaRules``); `nil` otherwise.
    public var area: String?

    /// Creates a refusal.
    public init(conflicts: [Conflict] = [], message: String, limit: Int? = nil, expiredAt: Date? = nil, area: String? = nil) {
        self.conflicts = conflicts
        self.message = message
        self.limit = limit
        self.expiredAt = expiredAt
        self.area = area
    }

    /// The refusal of a selection that would leave a holder with more than `limit` seats
    /// held and booked: `owned` already, `asked` more.
    public static func overLimit(_ limit: Int, owned: Int, asked: Int) -> SelectionRefusal {
        let seats = { (count: Int) in count == 1 ? "1 seat" : "\(count) seats" }
        return SelectionRefusal(
            message: "a holder may hold and book at most \(seats(limit)): you have \(seats(owned)) "
                + "and asked for \(seats(asked)) more",
            limit: limit)
    }

    /// The refusal of a change for a holder whose time (a hold token's) ran out at `time`,
    /// found inside the transaction.
    public static func expired(at time: Date) -> SelectionRefusal {
        SelectionRefusal(
            message: "the holder's time ran out at \(time.formatted(.iso8601)); nothing was changed", expiredAt: time)
    }

    public var description: String { message }
}

/// A count of seats in one state (an ordered stand-in for a dictionary, so output is deterministic).
public struct SeatStateCount: Hashable, Sendable, Codable {
    /// The state.
    public var state: SeatState
    /// How many seats are in it.
    public var count: Int

    /// Creates a count.
    public init(state: SeatState, count: Int) {
        self.state = state
        self.count = count
    }
}
