import Foundation
import SeatChart

/// What a backend gives a season's sale: one transaction over several events' sales, and
/// each event's own store for reading.
///
/// SQLite runs the events' steps in one immediate transaction of the file; PostgreSQL on one
/// connection, each event's write begun in the order of their numbers (every write of a
/// database takes the same lock first, so two seasons never wait on each other in a cycle).
/// A refusal thrown by `body` rolls back every event.
public protocol SeasonWriter: Sendable {
    /// Runs `body` in one transaction with the steps of each of `events`' sales, in the order
    /// given, after each event's expired holds are swept, and the record of season seats.
    func seasonWrite<T>(_ events: [SaleEvent], _ body: ([any PlaceSteps], any SeasonSeatRecord) throws -> T) throws -> T

    /// The store of one event of this state, sharing its connections, with `chart` (the
    /// event's prices).
    func eventStore(_ event: SaleEvent, chart: Chart) -> any PlaceStore
}

/// A seat booked for a season: who holds the season ticket, for which seat.
public struct SeasonSeat: Hashable, Sendable {
    /// The season's key.
    public var season: String
    /// The seat, an index into ``Chart/seats``, and its id.
    public var seat: Int
    public var seatID: String
    /// The holder it is booked for.
    public var holder: String

    public init(season: String, seat: Int, seatID: String, holder: String) {
        self.season = season
        self.seat = seat
        self.seatID = seatID
        self.holder = holder
    }
}

/// The seats booked for seasons, read and written inside a season's transaction.
public protocol SeasonSeatRecord {
    /// The seats booked for `season`, by seat.
    func seats(of season: String) throws -> [SeasonSeat]
    /// Records `seats` as booked for `season` at `time` (a seat recorded already is kept).
    func record(_ seats: [SeasonSeat], at time: Date) throws
    /// Forgets `seats` of `season` (released for the season).
    func forget(_ seats: [Int], of season: String) throws
}
