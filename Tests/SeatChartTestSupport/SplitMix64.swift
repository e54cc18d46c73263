/// A small seeded generator, so random tests draw the same values on every run.
///
/// Give every random test its own fixed seed; name the seed in a failure's message when the
/// failing input would not otherwise show, so the run can be repeated with that seed alone.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    /// A generator that starts from `seed`; the same seed always gives the same values.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
