import SeatChart

/// Every seat's state as a base that the sales of one chart share (the chart's own states: its
/// blocked seats, the rest available) and the seats that differ from it.
///
/// A server of many events keeps one of these an event: an event with few seats sold costs a
/// few entries, not a copy of every seat's state.
struct SeatStateOverlay: Sendable {
    /// The states the overlay starts from, shared (copy on write) by every overlay over it.
    let base: [SeatState]
    /// The seats whose state is not the base's.
    private(set) var changed: [Int32: SeatState] = [:]
    /// The base's available seats.
    private let baseAvailable: Int

    /// The overlay over `base` that gives `states` (as many as `base`; missing ones take the base's).
    init(base: [SeatState], states: [SeatState]) {
        self.base = base
        baseAvailable = base.reduce(0) { $0 + ($1 == .available ? 1 : 0) }
        for index in states.indices where index < base.count && states[index] != base[index] {
            changed[Int32(index)] = states[index]
        }
    }

    /// The number of seats.
    var count: Int { base.count }

    /// The state of seat `index`: `.available` outside the chart.
    subscript(index: Int) -> SeatState {
        get {
            guard base.indices.contains(index) else { return .available }
            return changed[Int32(index)] ?? base[index]
        }
        set {
            guard base.indices.contains(index) else { return }
            if newValue == base[index] { changed.removeValue(forKey: Int32(index)) } else { changed[Int32(index)] = newValue }
        }
    }

    /// Every seat's state, in chart order.
    var states: [SeatState] {
        var states = base
        for (index, state) in changed { states[Int(index)] = state }
        return states
    }

    /// The number of seats available.
    var availableCount: Int {
        changed.reduce(baseAvailable) { count, entry in
            count - (base[Int(entry.key)] == .available ? 1 : 0) + (entry.value == .available ? 1 : 0)
        }
    }
}
