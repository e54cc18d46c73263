/// Whole numbers from doubles in the hot path of a lookup, without the range checks of
/// `Int(_:)` (which cost about ten instructions and three branches each): adding
/// 1.5 × 2⁵² to a number in `[0, 2⁵¹)` rounds it to a whole number (to nearest, ties to
/// even) and leaves that number in the low 51 bits of the sum.

/// The whole number nearest to `value` (ties to even), clamped to `0...last`.
///
/// Exact for `|value| < 2⁵¹`; beyond that, and for NaN, some number in `0...last`
/// (callers then test the row or slot they get, and a point that far from every row
/// lies in none of their cells). Never traps.
@inline(__always)
func nearestIndex(_ value: Double, last: Int) -> Int {
    let n = Int(truncatingIfNeeded: (value + 0x1.8p52).bitPattern & 0xF_FFFF_FFFF_FFFF) &- 0x8_0000_0000_0000
    return n < 0 ? 0 : (n > last ? last : n)
}

/// `⌊value⌋` for `value` in `[0, 2⁵¹)`.
@inline(__always)
func wholePart(_ value: Double) -> Int {
    let shifted = value + 0x1.8p52
    let nearest = Int(truncatingIfNeeded: shifted.bitPattern & 0x7_FFFF_FFFF_FFFF)
    // The nearest whole number may lie above: then one less (without a branch).
    return nearest &- Int(truncatingIfNeeded: UInt8(shifted - 0x1.8p52 > value ? 1 : 0))
}
