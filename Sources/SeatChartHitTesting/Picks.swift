/// `or` and `and` of conditions that are both already worked out, without the short
/// circuit of `||` and `&&`, which the compiler keeps as a branch when the right side
/// costs much to compute. The quick tests use them where the outcome is random (a point
/// lands on a seat or in a gap): a branch there is guessed wrong about half the time,
/// while a pick costs a cycle.
@inline(__always)
func either(_ a: Bool, _ b: Bool) -> Bool {
    (a ? 1 : 0) | (b ? 1 : 0) != 0
}

@inline(__always)
func both(_ a: Bool, _ b: Bool) -> Bool {
    (a ? 1 : 0) & (b ? 1 : 0) != 0
}
