extension HitIndex {
    /// How a tribune's seats are located.
    public enum LocatorKind: String, Hashable, Sendable, CaseIterable {
        /// Parallel, evenly pitched straight rows: row and slot from local coordinates.
        case straightRows
        /// Concentric, evenly pitched arcs: row and slot from radius and angle.
        case arcRows
        /// Irregular seats: a uniform grid over the cells.
        case cellGrid
        /// A tribune without seats.
        case noSeats
    }

    /// How each tribune's seats are located, indexed like ``Chart/tribunes``.
    public var locatorKinds: [LocatorKind] { locators.map(\.kind) }

    /// The number of tribunes located each way.
    public var locatorCounts: [LocatorKind: Int] {
        var counts: [LocatorKind: Int] = [:]
        for l in locators { counts[l.kind, default: 0] += 1 }
        return counts
    }
}
