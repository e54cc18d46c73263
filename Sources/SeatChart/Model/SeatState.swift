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
    /// The places left (neither held nor booked) of the standing area at `tribune` (an
    /// index into ``Chart/tribunes``), or `nil` when this provider does not know: then all
    /// of its capacity is left.
    func placesLeft(inArea tribune: Int) -> Int?
}

extension SeatStateProvider {
    /// Places of standing areas are not known by default: every area shows its capacity.
    public func placesLeft(inArea tribune: Int) -> Int? { nil }
}

extension Chart {
    /// The places left in the standing area at `tribune` as `states` tells them: its
    /// capacity when they do not know, never below 0 or above the capacity; 0 for a
    /// tribune that is not a standing area.
    public func placesLeft(inArea tribune: Int, states: some SeatStateProvider) -> Int {
        guard let area = tribunes[tribune].kind.standingArea else { return 0 }
        return min(max(states.placesLeft(inArea: tribune) ?? area.capacity, 0), area.capacity)
    }
}

/// A plain table of seat states, indexed like ``Chart/seats``.
public struct SeatStateTable: SeatStateProvider, Hashable, Sendable {
    /// The state of every seat.
    public var states: [SeatState]
    /// Whether each seat is held by the current holder.
    public var selected: [Bool]
    /// The places left of standing areas, by tribune index; an area not listed has its
    /// whole capacity left.
    public var areaPlacesLeft: [Int: Int]

    /// Creates a table.
    public init(states: [SeatState], selected: [Bool], areaPlacesLeft: [Int: Int] = [:]) {
        self.states = states
        self.selected = selected
        self.areaPlacesLeft = areaPlacesLeft
    }

    /// Every seat available except the chart's blocked seats; nothing selected.
    public init(initialStatesOf chart: Chart) {
        // The flag read in place: a copy of each seat would cost a 150,000-seat chart more.
        states = chart.seats.withUnsafeBufferPointer { seats in seats.indices.map { seats[$0].isBlocked ? .blocked : .available } }
        selected = Array(repeating: false, count: chart.seats.count)
        areaPlacesLeft = [:]
    }

    public func state(ofSeat index: Int) -> SeatState {
        states.indices.contains(index) ? states[index] : .available
    }

    public func isSelected(seat index: Int) -> Bool {
        selected.indices.contains(index) ? selected[index] : false
    }

    public func placesLeft(inArea tribune: Int) -> Int? { areaPlacesLeft[tribune] }

    /// The number of seats in each state, every state present (zero counts included).
    public var countsByState: [SeatState: Int] {
        var counts = Dictionary(uniqueKeysWithValues: SeatState.allCases.map { ($0, 0) })
        for s in states { counts[s, default: 0] += 1 }
        return counts
    }
}
