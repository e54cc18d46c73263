/// What lies under a point of a chart (docs/hit-testing.md).
///
/// A point hits a seat when it lies in that seat's cell (boundary included within
/// ``SeatCell/tolerance``); otherwise it may hit a tribune's outline; otherwise nothing.
/// Indices point into the chart's ``Chart/seats`` and ``Chart/tribunes``.
public enum Hit: Hashable, Sendable {
    /// The seat at this index in ``Chart/seats``.
    case seat(Int)
    /// The tribune at this index in ``Chart/tribunes`` (the point is in a gap between seats).
    case tribune(Int)
    /// Neither a seat nor a tribune (the field, an aisle between tribunes, outside).
    case nothing

    /// The seat index, if a seat was hit.
    @inlinable
    public var seat: Int? {
        if case .seat(let i) = self { return i }
        return nil
    }

    /// The tribune index, if only a tribune was hit.
    @inlinable
    public var tribune: Int? {
        if case .tribune(let t) = self { return t }
        return nil
    }
}
