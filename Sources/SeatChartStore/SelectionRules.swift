import SeatChart

/// The refusals of a sale, worded once for every backend (SQLite, PostgreSQL): which state
/// stands in a seat's way, and the message that names it. A backend reads the stored states
/// in its own way and asks these for the answer, so both refuse alike.
public enum SelectionRules {
    /// `seats` without repeats, in the order first named.
    public static func unique(_ seats: [Int]) -> [Int] {
        var seen = Set<Int>()
        return seats.filter { seen.insert($0).inserted }
    }

    /// The conflict `seat` makes: its state (blocked when the stadium file blocks it, else
    /// `stored`, else available) and whether it is the asker's own (`storedHolder` and
    /// `asker` are the same holder).
    public static func conflict<ID: Equatable>(
        _ seat: Int, in chart: Chart, stored: SeatState?, storedHolder: ID?, asker: ID?
    ) -> SelectionRefusal.Conflict {
        let state: SeatState = chart.seats[seat].isBlocked ? .blocked : (stored ?? .available)
        let own = storedHolder != nil && storedHolder == asker
        return SelectionRefusal.Conflict(seatID: chart.seatID(seat), state: state, isOwn: own)
    }

    /// How a refusal names a seat's state: `held by you`, `booked by another holder`,
    /// never the other holder's name.
    public static func describe(_ conflict: SelectionRefusal.Conflict) -> String {
        switch conflict.state {
        case .available: return "available"
        case .blocked: return "blocked"
        case .held: return conflict.isOwn ? "held by you" : "held by another holder"
        case .booked: return conflict.isOwn ? "booked by you" : "booked by another holder"
        }
    }

    /// A `select` or `best` refused by the seats in the way.
    public static func holdRefused(_ conflicts: [SelectionRefusal.Conflict]) -> SelectionRefusal {
        SelectionRefusal(
            conflicts: conflicts,
            message: conflicts.map { "seat \($0.seatID) cannot be held: it is \(describe($0))" }.joined(separator: "\n"))
    }

    /// A `deselect` refused by seats `holder` does not hold.
    public static func deselectRefused(_ conflicts: [SelectionRefusal.Conflict], holder: String) -> SelectionRefusal {
        SelectionRefusal(
            conflicts: conflicts,
            message: conflicts.map { "seat \($0.seatID) is not held by \(holder): it is \(describe($0))" }.joined(separator: "\n"))
    }

    /// A `book` with nothing held.
    public static func nothingToBook(holder: String) -> SelectionRefusal {
        SelectionRefusal(message: "\(holder) holds no seats to book")
    }

    /// A `best` that found no group.
    public static func noGroup(count: Int, categoryID: String?) -> SelectionRefusal {
        let what = categoryID.map { " of category \($0)" } ?? ""
        return SelectionRefusal(message: "no \(count) adjacent free seats\(what) in one row")
    }

    /// Why `release` refuses `seat` (blocked by the stadium file or by the box office), or
    /// nil when it may free it.
    public static func releaseRefusal(_ seat: Int, in chart: Chart, stored: SeatState?) -> String? {
        let seatID = chart.seatID(seat)
        if chart.seats[seat].isBlocked { return "seat \(seatID) is blocked in the stadium file and cannot be released" }
        if stored == .blocked { return "seat \(seatID) is blocked by the box office: unblock it to free it" }
        return nil
    }

    /// A `release` refused by blocked seats, with their messages.
    public static func releaseRefused(_ seatIDs: [String], messages: [String]) -> SelectionRefusal {
        SelectionRefusal(
            conflicts: seatIDs.map { SelectionRefusal.Conflict(seatID: $0, state: .blocked, isOwn: false) },
            message: messages.joined(separator: "\n"))
    }

    /// A `block` refused by held or booked seats.
    public static func blockRefused(_ conflicts: [SelectionRefusal.Conflict]) -> SelectionRefusal {
        SelectionRefusal(
            conflicts: conflicts,
            message: conflicts.map { "seat \($0.seatID) cannot be blocked: it is \($0.state.rawValue) (release it first)" }
                .joined(separator: "\n"))
    }

    /// An `unblock` refused by seats the stadium file blocks.
    public static func unblockRefused(_ seats: [Int], in chart: Chart) -> SelectionRefusal {
        let conflicts = seats.map { SelectionRefusal.Conflict(seatID: chart.seatID($0), state: .blocked, isOwn: false) }
        return SelectionRefusal(
            conflicts: conflicts,
            message: conflicts.map { "seat \($0.seatID) is blocked in the stadium file and cannot be unblocked" }
                .joined(separator: "\n"))
    }
}
