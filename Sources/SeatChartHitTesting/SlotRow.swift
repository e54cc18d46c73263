/// One row of a regular tribune, the one row table of the index: where its first slot
/// starts along the row (a distance along a straight row, an angle on an arc), how long a
/// slot is, how many seats, and the index of the first. The exact locators
/// (``StraightRowLocator``, ``ArcRowLocator``) and the quick tests (``QuickTribune``) read
/// the same records: 48 bytes each.
struct SlotRow: Sendable {
    /// Start of slot 0: units along a straight row, radians on an arc.
    var start: Double
    /// Slots per unit (straight row) or per radian (arc): the inverse of a slot's length.
    var slotsPerUnit: Double
    /// A slot's length, `1 / slotsPerUnit` (so the quick tests need no division).
    var slot: Double
    /// On an arc: the largest angle between a point of a cell and its seat's centre, seen
    /// from the arc's centre (infinite when the cells reach the centre). Unused on straight rows.
    var halfAngle: Double
    /// On an arc: the angle from the first slot's start to the last slot's end. Unused on straight rows.
    var sweep: Double
    /// Index in ``Chart/seats`` of the seat in slot 0, as 32 bits (the locators refuse
    /// charts beyond them).
    var seat0: Int32
    /// Number of seats (slots), as 32 bits; may be 0.
    var seatCount: Int32

    /// A row of `count` seats from `firstSeat`; both must fit in 32 bits
    /// (``fitsInRecord(firstSeat:count:)``).
    init(start: Double, slotsPerUnit: Double, count: Int, firstSeat: Int, halfAngle: Double, sweep: Double) {
        self.start = start
        self.slotsPerUnit = slotsPerUnit
        self.slot = 1 / slotsPerUnit
        self.halfAngle = halfAngle
        self.sweep = sweep
        self.seat0 = Int32(clamping: firstSeat)
        self.seatCount = Int32(clamping: count)
    }

    /// Whether a row of `count` seats from `firstSeat` fits in a record.
    static func fitsInRecord(firstSeat: Int, count: Int) -> Bool {
        firstSeat >= 0 && count >= 0 && firstSeat <= Int(Int32.max) - count
    }

    /// Index in ``Chart/seats`` of the seat in slot 0.
    @inline(__always)
    var firstSeat: Int { Int(seat0) }

    /// Number of seats (slots); may be 0.
    @inline(__always)
    var count: Int { Int(seatCount) }
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
