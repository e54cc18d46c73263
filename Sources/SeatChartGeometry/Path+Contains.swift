extension Path {
    /// The relative tolerance of ``contains(_:rule:)``: a point counts as *on* an edge,
    /// and so inside, when it lies within `1e-9 · max(1, |x|, |y|)` of that edge.
    public static let edgeRelativeTolerance = 1e-9

    /// Whether `point` lies inside the path under `rule`, or on its boundary.
    ///
    /// Every open subpath is closed implicitly by a straight line back to its start, as
    /// filling does. A point on an edge counts as inside: within the tolerance
    /// `ε = 1e-9 · max(1, |point.x|, |point.y|)` (``edgeRelativeTolerance``), measured along
    /// x or along y, whichever is shorter (so at most `ε·√2` across the edge). A
    /// non-finite point is never inside.
    ///
    /// The winding number is exact, not sampled: a ray runs from the point towards +x and
    /// each segment's signed crossings are counted with the half-open rule. Curves are cut
    /// at their x and y extrema into monotonic pieces (de Casteljau), and the crossing of a
    /// piece is found by a safeguarded Newton iteration, so no flattening tolerance is
    /// involved and the answer does not depend on the size of the shape.
    ///
    /// - Complexity: O(n) in the number of elements, without allocating. A segment whose
    ///   box misses the point's row, or lies wholly left of the point, costs a few
    ///   comparisons; only curves near the point are cut and solved.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        let tolerance = Path.edgeRelativeTolerance * max(1, max(abs(point.x), abs(point.y)))
        return contains(point, rule: rule, tolerance: tolerance)
    }

    /// Whether `point` lies inside the path under `rule`, or within `tolerance` (along x or
    /// y) of its boundary. See ``contains(_:rule:)``.
    public func contains(_ point: Point, rule: FillRule = .nonZero, tolerance: Double) -> Bool {
        guard point.isFinite else { return false }
        var counter = WindingCounter(point: point, tolerance: max(0, tolerance.isFinite ? tolerance : 0))
        counter.run(elements)
        return counter.onEdge || rule.isInside(winding: counter.winding)
    }

    /// The winding number of the path about `point`: the signed number of times the
    /// (implicitly closed) path turns around it, positive for clockwise turns on screen.
    /// Points on the boundary get the count of the half-open crossing rule.
    public func winding(at point: Point) -> Int {
        guard point.isFinite else { return 0 }
        var counter = WindingCounter(point: point, tolerance: -1)
        counter.run(elements)
        return counter.winding
    }
}

/// Accumulates the winding number of segments about a point and notices when the point
/// lies on one of them. A negative tolerance switches the edge test off.
struct WindingCounter {
    let point: Point
    let tolerance: Double
    private(set) var winding = 0
    private(set) var onEdge = false

    init(point: Point, tolerance: Double) {
        self.point = point
        self.tolerance = tolerance
    }

    /// Adds every segment of `elements`, closing open subpaths, until the point is found on
    /// an edge.
    mutating func run(_ elements: [Path.Element]) {
        var start = Point.zero, current = Point.zero
        elements.withUnsafeBufferPointer { buffer in
            for element in buffer {
                switch element {
                case .move(let p):
                    addLine(current, start)
                    start = p
                    current = p
                case .line(let p):
                    addLine(current, p)
                    current = p
                case .quadCurve(let p, let c):
                    if reaches(current, c, c, p) {
                        addCurve(.quad(current, c, p), control: controlBox(current, c, c, p))
                    }
                    current = p
                case .curve(let p, let c1, let c2):
                    if reaches(current, c1, c2, p) {
                        addCurve(.cubic(current, c1, c2, p), control: controlBox(current, c1, c2, p))
                    }
                    current = p
                case .closeSubpath:
                    addLine(current, start)
                    current = start
                }
                if onEdge { return }
            }
            addLine(current, start)
        }
    }

    /// Adds the straight line from `a` to `b`. A line of zero length adds nothing (its point
    /// belongs to the neighbouring segments), which also makes the closing line of an
    /// already closed subpath free.
    @inline(__always)
    mutating func addLine(_ a: Point, _ b: Point) {
        let p = point, e = max(tolerance, 0)
        // Rows the line does not reach: no crossing and no edge.
        if (a.y < p.y - e && b.y < p.y - e) || (a.y > p.y + e && b.y > p.y + e) { return }
        if a == b { return }
        // Wholly left of the point, beyond the tolerance: no crossing and no edge.
        if a.x < p.x - e && b.x < p.x - e { return }
        let crosses = (a.y <= p.y) != (b.y <= p.y)
        let direction = b.y > a.y ? 1 : -1
        // Wholly right of it: a crossing if the line spans the row, and no edge.
        if a.x > p.x + e && b.x > p.x + e {
            if crosses { winding += direction }
            return
        }
        if tolerance >= 0 && lineIsNear(a, b) {
            onEdge = true
            return
        }
        if crosses && a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y) > p.x { winding += direction }
    }

    /// Whether the point lies within the tolerance of the line from `a` to `b` (`a != b`),
    /// along x or y.
    @inline(__always)
    private func lineIsNear(_ a: Point, _ b: Point) -> Bool {
        let p = point, e = tolerance
        let minX = min(a.x, b.x), maxX = max(a.x, b.x), minY = min(a.y, b.y), maxY = max(a.y, b.y)
        guard p.x >= minX - e, p.x <= maxX + e, p.y >= minY - e, p.y <= maxY + e else { return false }
        if minY < maxY {
            let y = min(max(p.y, minY), maxY)
            if abs(a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y) - p.x) <= e { return true }
        }
        if minX < maxX {
            let x = min(max(p.x, minX), maxX)
            if abs(a.y + (x - a.x) * (b.y - a.y) / (b.x - a.x) - p.y) <= e { return true }
        }
        return false
    }

    /// Whether a curve with these control points can cross the point's row to its right or
    /// pass near the point: false when the control box lies wholly above, below or left.
    @inline(__always)
    private func reaches(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Bool {
        let e = max(tolerance, 0), y = point.y, x = point.x
        if p0.y < y - e && p1.y < y - e && p2.y < y - e && p3.y < y - e { return false }
        if p0.y > y + e && p1.y > y + e && p2.y > y + e && p3.y > y + e { return false }
        return !(p0.x < x - e && p1.x < x - e && p2.x < x - e && p3.x < x - e)
    }

    /// The box of four control points.
    @inline(__always)
    private func controlBox(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Rect {
        Rect(minX: min(min(p0.x, p1.x), min(p2.x, p3.x)), minY: min(min(p0.y, p1.y), min(p2.y, p3.y)),
             maxX: max(max(p0.x, p1.x), max(p2.x, p3.x)), maxY: max(max(p0.y, p1.y), max(p2.y, p3.y)))
    }

    /// Adds a curve whose control box (`control`) reaches the point's row, right of it.
    private mutating func addCurve(_ segment: PathSegment, control: Rect) {
        let e = max(tolerance, 0)
        let a = segment.start, b = segment.end
        if point.x < control.minX - e {
            // Wholly right of the point: the signed crossings telescope to the ends'.
            if (a.y <= point.y) != (b.y <= point.y) { winding += b.y > a.y ? 1 : -1 }
            return
        }
        var cuts = ParameterCuts()
        cuts.insertExtrema(of: segment, axis: 0)
        cuts.insertExtrema(of: segment, axis: 1)
        var t0 = 0.0, p0 = a
        for i in 0...cuts.count {
            let t1 = i < cuts.count ? cuts[i] : 1
            guard t1 > t0 else { continue }
            let p1 = t1 == 1 ? b : segment.point(at: t1)
            addPiece(segment, t0, t1, p0, p1)
            if onEdge { return }
            t0 = t1
            p0 = p1
        }
    }

    /// Adds the piece of `segment` from `t0` (at `a`) to `t1` (at `b`), monotonic in x and y.
    private mutating func addPiece(_ segment: PathSegment, _ t0: Double, _ t1: Double, _ a: Point, _ b: Point) {
        let p = point
        if tolerance >= 0 && isNear(segment, t0, t1, a, b) {
            onEdge = true
            return
        }
        guard (a.y <= p.y) != (b.y <= p.y) else { return }
        let crossingX: Double
        if min(a.x, b.x) > p.x {
            crossingX = min(a.x, b.x)
        } else if max(a.x, b.x) <= p.x {
            return
        } else if case .line = segment {
            crossingX = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
        } else {
            let t = MonotonicSolver.parameter(of: segment, axis: 1, target: p.y, t0, t1, a.y, b.y)
            crossingX = segment.point(at: t).x
        }
        if crossingX > p.x { winding += b.y > a.y ? 1 : -1 }
    }

    /// Whether the point lies within the tolerance of the monotonic piece, along x or y.
    private func isNear(_ segment: PathSegment, _ t0: Double, _ t1: Double, _ a: Point, _ b: Point) -> Bool {
        let p = point, e = tolerance
        let minX = min(a.x, b.x), maxX = max(a.x, b.x), minY = min(a.y, b.y), maxY = max(a.y, b.y)
        guard p.x >= minX - e, p.x <= maxX + e, p.y >= minY - e, p.y <= maxY + e else { return false }
        if minX == maxX && minY == maxY { return true }
        if minY < maxY {
            let y = min(max(p.y, minY), maxY)
            if abs(coordinate(segment, at: y, axis: 1, t0, t1, a, b) - p.x) <= e { return true }
        }
        if minX < maxX {
            let x = min(max(p.x, minX), maxX)
            if abs(coordinate(segment, at: x, axis: 0, t0, t1, a, b) - p.y) <= e { return true }
        }
        return false
    }

    /// The other coordinate of the piece where its `axis` coordinate equals `value`.
    private func coordinate(_ segment: PathSegment, at value: Double, axis: Int,
                            _ t0: Double, _ t1: Double, _ a: Point, _ b: Point) -> Double {
        if case .line = segment {
            if axis == 1 { return a.x + (value - a.y) * (b.x - a.x) / (b.y - a.y) }
            return a.y + (value - a.x) * (b.y - a.y) / (b.x - a.x)
        }
        let va = axis == 0 ? a.x : a.y, vb = axis == 0 ? b.x : b.y
        let t = MonotonicSolver.parameter(of: segment, axis: axis, target: value, t0, t1, va, vb)
        let q = segment.point(at: t)
        return axis == 0 ? q.y : q.x
    }
}

/// Finds where a curve piece that is monotonic in one coordinate takes a given value.
enum MonotonicSolver {
    /// The parameter in `t0...t1` where coordinate `axis` (0 = x, 1 = y) of `segment`
    /// equals `target`, given its values `v0` at `t0` and `v1` at `t1` (which bracket it).
    /// Newton steps, falling back to bisection whenever a step leaves the bracket.
    static func parameter(of segment: PathSegment, axis: Int, target: Double,
                          _ t0: Double, _ t1: Double, _ v0: Double, _ v1: Double) -> Double {
        guard v0 != v1 else { return t0 }
        let increasing = v1 > v0
        var lo = t0, hi = t1
        var t = t0 + (t1 - t0) * min(max((target - v0) / (v1 - v0), 0), 1)
        for _ in 0..<80 {
            let q = segment.point(at: t)
            let v = axis == 0 ? q.x : q.y
            if v == target { return t }
            if (v < target) == increasing { lo = t } else { hi = t }
            let d = segment.derivative(at: t)
            let slope = axis == 0 ? d.dx : d.dy
            var next = slope != 0 ? t - (v - target) / slope : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) <= 1e-15 || hi - lo <= 1e-15 { return next }
            t = next
        }
        return t
    }
}
