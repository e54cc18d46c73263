/// One row of a regular tribune, as the analytic locators see it: where its first slot
/// starts along the row (a distance along a straight row, an angle on an arc), how long
/// a slot is, how many seats, and the index of the first.
struct SlotRow: Sendable {
    /// Start of slot 0: units along a straight row, radians on an arc.
    var start: Double
    /// Slots per unit (straight row) or per radian (arc): the inverse of a slot's length.
    var slotsPerUnit: Double
    /// Number of seats (slots); may be 0.
    var count: Int
    /// Index in ``Chart/seats`` of the seat in slot 0.
    var firstSeat: Int
    /// On an arc: the largest angle between a point of a cell and its seat's centre, seen
    /// from the arc's centre (infinite when the cells reach the centre). Unused on straight rows.
    var halfAngle: Double
    /// On an arc: the angle from the first slot's start to the last slot's end. Unused on straight rows.
    var sweep: Double
}

/// The whole indices `i` with `a ≤ i ≤ b` (or `b ≤ i ≤ a`) that lie in `0..<count`, or
/// `nil` when there are none. Never traps: NaN and infinities give `nil` or a clamped range.
@inline(__always)
func indices(between a: Double, and b: Double, count: Int) -> ClosedRange<Int>? {
    var lo = Swift.min(a, b).rounded(.up), hi = Swift.max(a, b).rounded(.down)
    guard lo <= hi, count > 0 else { return nil }
    if lo < 0 { lo = 0 }
    if hi > Double(count - 1) { hi = Double(count - 1) }
    guard lo <= hi else { return nil }
    return Int(lo)...Int(hi)
}
