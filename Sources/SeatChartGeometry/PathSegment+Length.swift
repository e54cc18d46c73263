extension PathSegment {
    /// The arc length, within `tolerance`.
    ///
    /// Lines are exact. Curves integrate their speed with 8-point Gauss–Legendre
    /// quadrature, halving the parameter interval until the two halves agree with the
    /// whole to within the tolerance (at most 24 levels deep).
    public func length(tolerance: Double = 1e-9) -> Double {
        length(from: 0, to: 1, tolerance: tolerance)
    }

    /// The arc length between parameters `t0` and `t1` (`t0 <= t1`), within `tolerance`.
    public func length(from t0: Double, to t1: Double, tolerance: Double = 1e-9) -> Double {
        guard t1 > t0 else { return 0 }
        if case .line(let a, let b) = self { return a.distance(to: b) * (t1 - t0) }
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 1e-9
        return adaptiveLength(t0, t1, whole: gaussLength(t0, t1), tolerance: tol, depth: 0)
    }

    /// The parameter at which the arc length from the start reaches `distance`, within
    /// `tolerance` (0 for distances at or below 0, 1 at or beyond the whole length).
    public func parameter(atLength distance: Double, tolerance: Double = 1e-9) -> Double {
        guard distance > 0 else { return 0 }
        let total = length(tolerance: tolerance)
        guard distance < total, total > 0 else { return 1 }
        if case .line = self { return distance / total }
        // Safeguarded Newton on L(t) − distance: L grows with t, L′(t) is the speed.
        var lo = 0.0, hi = 1.0
        var t = distance / total
        for _ in 0..<60 {
            let value = length(from: 0, to: t, tolerance: tolerance) - distance
            if abs(value) <= tolerance { return t }
            if value < 0 { lo = t } else { hi = t }
            let speed = derivative(at: t).length
            var next = speed > 0 ? t - value / speed : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if hi - lo <= 1e-15 { return next }
            t = next
        }
        return t
    }

    private func adaptiveLength(_ t0: Double, _ t1: Double, whole: Double, tolerance: Double, depth: Int) -> Double {
        let mid = (t0 + t1) / 2
        let left = gaussLength(t0, mid), right = gaussLength(mid, t1)
        let halves = left + right
        if abs(halves - whole) <= tolerance || depth >= 24 || !halves.isFinite { return halves }
        return adaptiveLength(t0, mid, whole: left, tolerance: tolerance / 2, depth: depth + 1)
            + adaptiveLength(mid, t1, whole: right, tolerance: tolerance / 2, depth: depth + 1)
    }

    /// 8-point Gauss–Legendre estimate of the length between `t0` and `t1`.
    private func gaussLength(_ t0: Double, _ t1: Double) -> Double {
        let half = (t1 - t0) / 2, mid = (t0 + t1) / 2
        var sum = 0.0
        for i in 0..<GaussLegendre.nodes.count {
            let x = GaussLegendre.nodes[i]
            let w = GaussLegendre.weights[i]
            sum += w * (derivative(at: mid - half * x).length + derivative(at: mid + half * x).length)
        }
        return sum * half
    }
}

/// The positive nodes and their weights of 8-point Gauss–Legendre quadrature on [-1, 1].
enum GaussLegendre {
    static let nodes: [Double] = [
        0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363,
    ]
    static let weights: [Double] = [
        0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763,
    ]
}
