/// Whole numbers from doubles in the hot path of a lookup, without the range checks of
/// `Int(_:)` (which cost about ten instructions and three branches each): adding
/// 1.5 × 2⁵² to a number in `[0, 2⁵¹)` rounds it to a whole number (to nearest, ties to
/// even) and leaves that number in the low 51 bits of the sum.

/// The whole number nearest to `value` clamped to `0...last` (ties to even), with
/// `0 ≤ last < 2⁵¹`; 0 for NaN.
@inline(__always)
func nearestIndex(_ value: Double, last: Double) -> Int {
    let clamped = value >= 0 ? (value <= last ? value : last) : 0
    return Int(truncatingIfNeeded: (clamped + 0x1.8p52).bitPattern & 0x7_FFFF_FFFF_FFFF)
}

/// `⌊value⌋` for `value` in `[0, 2⁵¹)`.
@inline(__always)
func wholePart(_ value: Double) -> Int {
    let shifted = value + 0x1.8p52
    let nearest = Int(truncatingIfNeeded: shifted.bitPattern & 0x7_FFFF_FFFF_FFFF)
    return shifted - 0x1.8p52 > value ? nearest &- 1 : nearest
}
