import SeatChartGeometry

/// The outline of a `rounded` or `ellipse` field as a closed curve that rows of an oval bowl
/// follow: every row lies on an offset of it, at a distance d measured square to it.
///
/// A point of the curve is named by a parameter t in `[0, period)`, 0 at the north point
/// (straight north of the field's centre) and growing clockwise; the offset curve at d
/// holds `point(t) + d · normal(t)`. Its length from the north point up to t is
/// `S(t) + d · Φ(t)`, the curve's own length plus d times the turn of its normal, so one
/// table of the curve's own length serves every row.
protocol FieldCurve: Sendable {
    /// The parameter of one full turn.
    var period: Double { get }
    /// The length of the offset curve at `offset` from the north point to the parameter `t`
    /// (`0 ≤ t ≤ period`).
    func length(to t: Double, offset: Double) -> Double
    /// The parameter at length `s` (`0 ≤ s ≤` the whole length) along the offset curve at `offset`.
    func parameter(at s: Double, offset: Double) -> Double
    /// ``parameter(at:offset:)``, the search started from `hint`, which it leaves where this
    /// length was found: a row's seats, asked for in order, are each found a step on from the last.
    func parameter(at s: Double, offset: Double, hint: inout Int) -> Double
    /// The point of the offset curve at `offset` with parameter `t` (any real, taken modulo
    /// the period), and the unit normal there, pointing away from the field.
    func point(at t: Double, offset: Double) -> (point: Point, normal: Vector)
    /// ``length(to:offset:)`` as `base + offset · slope`, the very sum it makes, when the
    /// curve's lengths have that form (the ellipse's); `nil` otherwise. Many offsets' lengths
    /// to one parameter then cost one.
    func linearLength(to t: Double) -> (base: Double, slope: Double)?
}

extension FieldCurve {
    func parameter(at s: Double, offset: Double, hint: inout Int) -> Double { parameter(at: s, offset: offset) }

    func linearLength(to t: Double) -> (base: Double, slope: Double)? { nil }

    /// The whole length of the offset curve at `offset`.
    func totalLength(offset: Double) -> Double { length(to: period, offset: offset) }

    /// The length from the north point to `t` for any `t` from 0 to two periods.
    func unwrappedLength(to t: Double, offset: Double) -> Double {
        t <= period ? length(to: max(0, t), offset: offset)
            : totalLength(offset: offset) + length(to: min(t - period, period), offset: offset)
    }

    /// The parameter at length `s`, any real, taken modulo the offset curve's length and
    /// returned in `[0, period)`.
    func wrappedParameter(at s: Double, offset: Double) -> Double {
        var hint = 0
        return wrappedParameter(at: s, offset: offset, total: totalLength(offset: offset), hint: &hint)
    }

    /// ``wrappedParameter(at:offset:)`` on the offset curve whose whole length `total` is
    /// known (``totalLength(offset:)``: a row's seats share it), the search started from
    /// `hint` (``parameter(at:offset:hint:)``).
    func wrappedParameter(at s: Double, offset: Double, total: Double, hint: inout Int) -> Double {
        guard total > 0 else { return 0 }
        var w = s.truncatingRemainder(dividingBy: total)
        if w < 0 { w += total }
        return parameter(at: min(w, total), offset: offset, hint: &hint)
    }
}

/// ``FieldCurve/unwrappedLength(to:offset:)`` to one parameter for many offsets (the rows of
/// a tribune share their ends' parameters), with what does not depend on the offset worked
/// out once when the curve allows (``FieldCurve/linearLength(to:)``): the same lengths to the
/// bit, each then a multiplication and an addition or two.
struct UnwrappedLength: Sendable {
    let curve: any FieldCurve
    let t: Double
    /// The lengths the unwrapped length adds up, as `base + offset · slope`: the part before
    /// `t` (or the whole turn, past a period), then the part past the period; `nil` when
    /// the curve has no such form.
    private let first: (base: Double, slope: Double)?, second: (base: Double, slope: Double)?

    init(curve: any FieldCurve, to t: Double) {
        self.curve = curve
        self.t = t
        if t <= curve.period {
            first = curve.linearLength(to: max(0, t))
            second = nil
        } else if let whole = curve.linearLength(to: curve.period), let part = curve.linearLength(to: min(t - curve.period, curve.period)) {
            first = whole
            second = part
        } else {
            first = nil
            second = nil
        }
    }

    /// The length from the north point to ``t`` along the offset curve at `offset`.
    func callAsFunction(offset: Double) -> Double {
        guard let first else { return curve.unwrappedLength(to: t, offset: offset) }
        let length = first.base + offset * first.slope
        guard let second else { return length }
        return length + (second.base + offset * second.slope)
    }
}

/// The curve of `field`, or `nil` for a rectangular field.
func fieldCurve(_ field: Field) -> (any FieldCurve)? {
    switch field.shape {
    case .rect: return nil
    case .rounded(let r): return RoundedRectCurve(center: field.center, size: field.size, radius: r)
    case .ellipse: return EllipseCurve(center: field.center, size: field.size)
    }
}

/// A rounded rectangle's outline: nine pieces clockwise from the north point (half the
/// north edge, the north-east corner, the east edge, ... the other half of the north edge),
/// each parameterised by its share of t in `[k, k + 1]`: lengths are exact for any offset.
struct RoundedRectCurve: FieldCurve {
    let center: Point
    let halfWidth: Double, halfHeight: Double, radius: Double

    init(center: Point, size: Size, radius: Double) {
        self.center = center
        halfWidth = size.width / 2
        halfHeight = size.height / 2
        self.radius = min(max(0, radius), min(halfWidth, halfHeight))
    }

    var period: Double { 9 }

    /// The length of piece `k` at `offset`.
    private func pieceLength(_ k: Int, offset: Double) -> Double {
        switch k {
        case 0, 8: return halfWidth - radius
        case 2, 6: return 2 * (halfHeight - radius)
        case 4: return 2 * (halfWidth - radius)
        default: return (radius + offset) * .pi / 2
        }
    }

    func length(to t: Double, offset: Double) -> Double {
        let whole = min(max(0, Int(t.rounded(.down))), 9)
        var s = 0.0
        for k in 0..<whole { s += pieceLength(k, offset: offset) }
        if whole < 9 { s += (t - Double(whole)) * pieceLength(whole, offset: offset) }
        return s
    }

    func parameter(at s: Double, offset: Double) -> Double {
        var left = s
        for k in 0..<9 {
            let l = pieceLength(k, offset: offset)
            if left <= l || k == 8 { return Double(k) + (l > 0 ? min(max(left / l, 0), 1) : 0) }
            left -= l
        }
        return 9
    }

    func point(at t: Double, offset: Double) -> (point: Point, normal: Vector) {
        var u = t.truncatingRemainder(dividingBy: 9)
        if u < 0 { u += 9 }
        let k = min(Int(u.rounded(.down)), 8), f = u - Double(k)
        let (w, h, r) = (halfWidth, halfHeight, radius)
        let base: Point, normal: Vector
        switch k {
        case 0: (base, normal) = (Point(f * (w - r), -h), Vector(0, -1))
        case 2: (base, normal) = (Point(w, -h + r + f * 2 * (h - r)), Vector(1, 0))
        case 4: (base, normal) = (Point(w - r - f * 2 * (w - r), h), Vector(0, 1))
        case 6: (base, normal) = (Point(-w, h - r - f * 2 * (h - r)), Vector(-1, 0))
        case 8: (base, normal) = (Point(-w + r + f * (w - r), -h), Vector(0, -1))
        default:
            // Corners: north-east from -90°, south-east from 0°, south-west from 90°, north-west from 180°.
            let corner = (k - 1) / 2
            let centres = [Point(w - r, -h + r), Point(w - r, h - r), Point(-w + r, h - r), Point(-w + r, -h + r)]
            let angle = Angle.degrees(-90 + 90 * Double(corner) + 90 * f)
            normal = Vector(cosine(angle), sine(angle))
            base = centres[corner] + normal * r
        }
        return (Point(center.x + base.x, center.y + base.y) + normal * offset, normal)
    }
}

/// An ellipse's outline, `(a sin t, -b cos t)` about its centre (t = 0 north, growing
/// clockwise). Its own length is tabulated at ``nodes`` equal steps of t (five-point
/// Gauss-Legendre on each step); a length is found from a parameter exactly (the table and
/// one more rule on the last step), a parameter from a length by cubic Hermite
/// interpolation of the inverse between nodes, which is smooth: its error is far below a
/// micrometre for any sane field.
struct EllipseCurve: FieldCurve {
    let center: Point
    let a: Double, b: Double
    /// Steps of the table.
    static let nodes = 2048
    /// The ellipse's own length from the north point to each node.
    private let lengths: [Double]
    /// The turn of the normal (``turn(_:)``) and the speed at each node.
    private let turns: [Double], speeds: [Double]
    private let step: Double

    init(center: Point, size: Size) {
        self.center = center
        a = size.width / 2
        b = size.height / 2
        step = 2 * .pi / Double(Self.nodes)
        var lengths = [0.0]
        lengths.reserveCapacity(Self.nodes + 1)
        var total = 0.0
        for k in 0..<Self.nodes {
            total += Self.integral(a: a, b: b, from: Double(k) * step, to: Double(k + 1) * step)
            lengths.append(total)
        }
        self.lengths = lengths
        var turns: [Double] = [], speeds: [Double] = []
        for k in 0...Self.nodes {
            let t = Double(k) * step
            let c = cosine(.radians(t)), s = sine(.radians(t))
            speeds.append((a * a * c * c + b * b * s * s).squareRoot())
            turns.append(k == Self.nodes ? 2 * .pi : Self.turn(t, a: a, b: b))
        }
        self.turns = turns
        self.speeds = speeds
    }

    var period: Double { 2 * .pi }

    /// |dB/dt|.
    @inline(__always) func speed(_ t: Double) -> Double {
        let c = cosine(.radians(t)), s = sine(.radians(t))
        return (a * a * c * c + b * b * s * s).squareRoot()
    }

    /// The turn of the outward normal from the north point to `t` (0 at t = 0, 2π at a turn).
    func turn(_ t: Double) -> Double { Self.turn(t, a: a, b: b) }

    private static func turn(_ t: Double, a: Double, b: Double) -> Double {
        let c = cosine(.radians(t)), s = sine(.radians(t))
        // The normal (b sin t, -a cos t) makes the angle φ; at t = 0, φ = -π/2.
        let phi = Vector(b * s, -a * c).angle.radians + .pi / 2
        var d = (phi - t).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi } else if d < -.pi { d += 2 * .pi }
        return t + d
    }

    func length(to t: Double, offset: Double) -> Double {
        let (own, turn) = ownLengthAndTurn(to: t)
        return own + offset * turn
    }

    func linearLength(to t: Double) -> (base: Double, slope: Double)? { ownLengthAndTurn(to: t) }

    /// The ellipse's own length to `t` (clamped to a turn) and the turn of its normal there:
    /// the length along the offset curve at d is `own + d · turn`.
    private func ownLengthAndTurn(to t: Double) -> (base: Double, slope: Double) {
        let u = min(max(t, 0), period)
        let k = min(Int(u / step), Self.nodes - 1)
        return (lengths[k] + Self.integral(a: a, b: b, from: Double(k) * step, to: u), turn(u))
    }

    func parameter(at s: Double, offset: Double) -> Double {
        var hint = 0
        return parameter(at: s, offset: offset, hint: &hint)
    }

    func parameter(at s: Double, offset: Double, hint: inout Int) -> Double {
        let low = node(before: s, offset: offset, from: hint)
        hint = low
        let t0 = Double(low) * step, t1 = Double(low + 1) * step
        let s0 = nodeLength(low, offset: offset), s1 = nodeLength(low + 1, offset: offset)
        let span = s1 - s0
        guard span > 0 else { return t0 }
        // Cubic Hermite in s for t(s), with dt/ds = 1 / (speed · (1 + offset · curvature)).
        let d0 = span / rate(low, offset: offset), d1 = span / rate(low + 1, offset: offset)
        let x = min(max((s - s0) / span, 0), 1)
        let x2 = x * x, x3 = x2 * x
        let h10 = x3 - 2 * x2 + x, h11 = x3 - x2
        return t0 + (t1 - t0) * (3 * x2 - 2 * x3) + d0 * h10 + d1 * h11
    }

    func point(at t: Double, offset: Double) -> (point: Point, normal: Vector) {
        let c = cosine(.radians(t)), s = sine(.radians(t))
        let v = (a * a * c * c + b * b * s * s).squareRoot()
        let normal = v > 0 ? Vector(b * s / v, -a * c / v) : Vector(0, -1)
        return (Point(center.x + a * s + offset * normal.dx, center.y - b * c + offset * normal.dy), normal)
    }

    /// The last node whose length along the offset curve at `offset` is at most `s` (lengths
    /// grow with t at every offset ≥ 0, and node 0's is 0): a few nodes on from `hint` when
    /// it lies there, else by bisection (from `hint` when that is not past `s`). The same
    /// node whatever the hint.
    private func node(before s: Double, offset: Double, from hint: Int) -> Int {
        var low = 0, high = Self.nodes
        if hint > 0, hint < Self.nodes, nodeLength(hint, offset: offset) <= s {
            low = hint
            for _ in 0..<8 {
                guard low + 1 < high else { return low }
                guard nodeLength(low + 1, offset: offset) <= s else { return low }
                low += 1
            }
        }
        while high - low > 1 {
            let mid = (low + high) / 2
            if nodeLength(mid, offset: offset) <= s { low = mid } else { high = mid }
        }
        return low
    }

    /// The length at node `k` of the offset curve at `offset`.
    @inline(__always) private func nodeLength(_ k: Int, offset: Double) -> Double {
        lengths[k] + offset * turns[k]
    }

    /// ds/dt at node `k` of the offset curve at `offset`: speed + offset · (turn of the
    /// normal per unit of t), and the normal turns by a·b / speed² per unit of t.
    @inline(__always) private func rate(_ k: Int, offset: Double) -> Double {
        let v = speeds[k]
        return v + offset * a * b / (v * v)
    }

    /// The ellipse's own length from `t0` to `t1` by five-point Gauss-Legendre.
    static func integral(a: Double, b: Double, from t0: Double, to t1: Double) -> Double {
        guard t1 > t0 else { return 0 }
        let half = (t1 - t0) / 2, middle = (t0 + t1) / 2
        var sum = 0.0
        for (x, w) in gauss {
            let t = middle + half * x
            let c = cosine(.radians(t)), s = sine(.radians(t))
            sum += w * (a * a * c * c + b * b * s * s).squareRoot()
        }
        return sum * half
    }

    /// Five-point Gauss-Legendre nodes and weights on [-1, 1].
    static let gauss: [(Double, Double)] = [
        (0, 128.0 / 225.0),
        (-0.538469310105683091, 0.478628670499366468), (0.538469310105683091, 0.478628670499366468),
        (-0.906179845938663993, 0.236926885056189088), (0.906179845938663993, 0.236926885056189088),
    ]
}
