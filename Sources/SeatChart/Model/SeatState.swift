/// Where a seat stands in the sale.
public enum SeatState: String, Hashable, Sendable, CaseIterable, Codable {
    /// Free to be taken.
    case available
    /// Held (selected) by a holder, possibly until an expiry.
    case held
    /// Sold.
    case booked
    /// Never for sale (listed under `blocked` in the stadium file).
    case blocked
}

/// Tells the state of each seat, and which seats the current holder has selected.
///
/// The SVG writer, `seats` and `hit` read state through this protocol, so the selection
/// store plugs in without them knowing about SQLite.
public protocol SeatStateProvider {
    /// The state of the seat at `index` in ``Chart/seats``.
    func state(ofSeat index: Int) -> SeatState
    /// Whether the seat at `index` is held by the holder this provider speaks for.
    func isSelected(seat index: Int) -> Bool
}

/// A plain table of seat states, indexed like ``Chart/seats``.
public struct SeatStateTable: SeatStateProvider, Hashable, Sendable {
    /// The state of every seat.
    public var states: [SeatState]
    /// Whether each seat is held by the current holder.
    public var selected: [Bool]

    /// Creates a table.
    public init(states: [SeatState], selected: [Bool]) {
        self.states = states
        self.selected = selected
    }

    /// Every seat available except the chart's blocked seats; nothing selected.
    public init(initialStatesOf chart: Chart) {
        states = chart.seats.map { $0.isBlocked ? .blocked : .available }
        selected = Array(repeating: false, count: chart.seats.count)
    }

    public func state(ofSeat index: Int) -> SeatState {
        states.indices.contains(index) ? states[index] : .available
    }

    public func isSelected(seat index: Int) -> Bool {
        selected.indices.contains(index) ? selected[index] : false
    }

    /// The number of seats in each state, every state present (zero counts included).
    public var countsByState: [SeatState: Int] {
        var counts = Dictionary(uniqueKeysWithValues: SeatState.allCases.map { ($0, 0) })
        for s in states { counts[s, default: 0] += 1 }
        return counts
    }
}
