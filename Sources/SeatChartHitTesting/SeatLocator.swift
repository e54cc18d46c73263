/// How one tribune's seats are found: analytically for regular rows, through a grid of
/// cells otherwise, or not at all for a tribune without seats.
///
/// Every payload is plain data (the cell grids live in ``HitIndex/cellGrids`` and are
/// named by position), so reading a locator in the hot path costs no reference counting.
enum SeatLocator: Sendable {
    case straight(StraightRowLocator)
    case arc(ArcRowLocator)
    /// Position in ``HitIndex/cellGrids``.
    case grid(Int)
    case empty

    /// What kind of locator this is, for ``HitIndex/Statistics``.
    var kind: HitIndex.LocatorKind {
        switch self {
        case .straight: return .straightRows
        case .arc: return .arcRows
        case .grid: return .cellGrid
        case .empty: return .noSeats
        }
    }
}
