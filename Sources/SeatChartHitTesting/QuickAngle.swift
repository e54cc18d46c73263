/// The angle arithmetic of the quick tests (``QuickTribune``), without calling the C
/// library: an `atan2` that costs two divisions and a short series, and the sine and
/// cosine of angles below a fraction of a radian. Each comes with a bound on its error,
/// which the quick tests add to the band where they defer to the exact test.
enum QuickAngle {
    /// An upper bound on `|atan2(y, x) - QuickAngle.atan2(y, x)|` in radians
    /// (``HitTolerances/atan2Error``, where its derivation is).
    static let atan2Error = HitTolerances.atan2Error

    /// The angle of `(x, y)` from +x in `(-π, π]`, within ``atan2Error`` of the C
    /// library's; 0 at the origin. `x` and `y` must be finite.
    ///
    /// The ratio `z` of the smaller to the larger magnitude lies in `[0, 1]`; with `c` the
    /// nearest multiple of 1/8, `atan z = atan c + atan w` for `w = (z - c) / (1 + z c)`,
    /// `|w| ≤ 1/16`, whose series converges fast. Octant and signs then place the angle.
    @inline(__always)
    static func atan2(_ y: Double, _ x: Double) -> Double {
        let ax = abs(x), ay = abs(y)
        let swap = ay > ax
        let big = swap ? ay : ax, small = swap ? ax : ay
        guard big > 0 else { return 0 }
        let z = small / big
        // The nearest whole number to 8z (in 0...8) from the low bits of a shifted sum.
        let k = Int(truncatingIfNeeded: (z * 8 + 0x1.8p52).bitPattern & 0xF)
        let c = Double(k) * 0.125
        let w = (z - c) / (1 + z * c)
        let w2 = w * w
        let series = w * (1 - w2 * (1.0 / 3 - w2 * (1.0 / 5)))
        var t = atanOfEighths(k) + series
        if swap { t = 0.5 * Double.pi - t }
        if x < 0 { t = Double.pi - t }
        return y < 0 ? -t : t
    }

    /// `atan(k / 8)` for `k` in 0...8, correctly rounded.
    @inline(__always)
    private static func atanOfEighths(_ k: Int) -> Double {
        eighths[k]
    }

    /// `atan(k / 8)` for `k` in 0...8 (a constant list: no initialisation at run time).
    private static let eighths: [Double] = [
        0, 0.12435499454676144, 0.24497866312686414, 0.35877067027057225, 0.4636476090008061,
        0.5585993153435624, 0.6435011087932844, 0.7188299996216245, 0.7853981633974483,
    ]

    /// `sin δ`, within ``smallAngleError(_:)`` for `|δ|` up to the bound given there.
    @inline(__always)
    static func sine(_ d: Double) -> Double {
        let d2 = d * d
        return d * (1 - d2 * (1.0 / 6) * (1 - d2 * (1.0 / 20)))
    }

    /// `1 - cos δ`, within ``smallAngleError(_:)`` for `|δ|` up to the bound given there
    /// (computed directly, so that `ρ cos δ - R` loses nothing to cancellation).
    @inline(__always)
    static func versine(_ d: Double) -> Double {
        let d2 = d * d
        return d2 * 0.5 * (1 - d2 * (1.0 / 12) * (1 - d2 * (1.0 / 30)))
    }

    /// An upper bound on the error of ``sine(_:)`` and ``versine(_:)`` for `|δ| ≤ maximum`
    /// (at most 1): the first terms the series leave out, `δ⁷/5040` and `δ⁸/40320`, plus
    /// rounding.
    static func smallAngleError(_ maximum: Double) -> Double {
        let m = abs(maximum)
        return m * m * m * m * m * m * m / 5040 + m * m * m * m * m * m * m * m / 40320 + HitTolerances.stepRounding * (1 + m)
    }
}
