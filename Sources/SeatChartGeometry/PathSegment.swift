/// One drawn piece of a path, with its start point made explicit: a straight line, a
/// quadratic or a cubic Bézier curve. The analyses of ``Path`` work on these.
///
/// Curves are parameterised by `t` in `0...1`; ``split(at:)`` and ``subsegment(from:to:)``
/// are exact (de Casteljau).
public enum PathSegment: Hashable, Sendable {
    /// A straight line from the first point to the second.
    case line(Point, Point)
    /// A quadratic Bézier curve: start, control, end.
    case quad(Point, Point, Point)
    /// A cubic Bézier curve: start, first control, second control, end.
    case cubic(Point, Point, Point, Point)

    /// The first point.
    @inlinable
    public var start: Point {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): return p
        }
    }

    /// The last point.
    @inlinable
    public var end: Point {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): return p
        }
    }

    /// The point at parameter `t` (0 gives ``start``, 1 gives ``end``).
    @inlinable
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        switch self {
        case .line(let p0, let p1):
            return p0.lerp(to: p1, t)
        case .quad(let p0, let p1, let p2):
            let a = mt * mt, b = 2 * mt * t, c = t * t
            return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                         y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The derivative (velocity) at parameter `t`.
    public func derivative(at t: Double) -> Vector {
        let mt = 1 - t
        switch self {
        case .line(let p0, let p1):
            return p1 - p0
        case .quad(let p0, let p1, let p2):
            return 2 * mt * (p1 - p0) + 2 * t * (p2 - p1)
        case .cubic(let p0, let p1, let p2, let p3):
            return 3 * mt * mt * (p1 - p0) + 6 * mt * t * (p2 - p1) + 3 * t * t * (p3 - p2)
        }
    }

    /// The two halves at parameter `t`, exactly (de Casteljau).
    public func split(at t: Double) -> (PathSegment, PathSegment) {
        switch self {
        case .line(let p0, let p1):
            let m = p0.lerp(to: p1, t)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let p1, let p2):
            let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t)
            let m = a.lerp(to: b, t)
            return (.quad(p0, a, m), .quad(m, b, p2))
        case .cubic(let p0, let p1, let p2, let p3):
            let a = p0.lerp(to: p1, t), b = p1.lerp(to: p2, t), c = p2.lerp(to: p3, t)
            let ab = a.lerp(to: b, t), bc = b.lerp(to: c, t)
            let m = ab.lerp(to: bc, t)
            return (.cubic(p0, a, ab, m), .cubic(m, bc, c, p3))
        }
    }

    /// The part between parameters `t0` and `t1` (`t0 <= t1`), exactly.
    public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        if t0 <= 0 { return t1 >= 1 ? self : split(at: t1).0 }
        let tail = split(at: t0).1
        if t1 >= 1 { return tail }
        return tail.split(at: (t1 - t0) / (1 - t0)).0
    }

    /// The same segment run backwards.
    public var reversed: PathSegment {
        switch self {
        case .line(let p0, let p1): return .line(p1, p0)
        case .quad(let p0, let p1, let p2): return .quad(p2, p1, p0)
        case .cubic(let p0, let p1, let p2, let p3): return .cubic(p3, p2, p1, p0)
        }
    }

    /// The distance from the start through the control points to the end.
    public var controlPolygonLength: Double {
        switch self {
        case .line(let p0, let p1): return p0.distance(to: p1)
        case .quad(let p0, let p1, let p2): return p0.distance(to: p1) + p1.distance(to: p2)
        case .cubic(let p0, let p1, let p2, let p3):
            return p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
        }
    }

    /// The parameters in `(0, 1)` where the x coordinate (`axis` 0) or the y coordinate
    /// (`axis` 1) has a local extremum, sorted.
    public func extremaParameters(axis: Int) -> [Double] {
        var cuts = ParameterCuts()
        cuts.insertExtrema(of: self, axis: axis)
        return cuts.values
    }

    /// The smallest axis-aligned rectangle holding the segment (its ends and its extrema).
    public var boundingBox: Rect {
        var box = Rect(minX: min(start.x, end.x), minY: min(start.y, end.y),
                       maxX: max(start.x, end.x), maxY: max(start.y, end.y))
        var cuts = ParameterCuts()
        cuts.insertExtrema(of: self, axis: 0)
        cuts.insertExtrema(of: self, axis: 1)
        for i in 0..<cuts.count { box = box.union(point(at: cuts[i])) }
        return box
    }
}

/// Up to four sorted parameters in `(0, 1)` where a curve is cut, stored inline so that
/// hot loops do not allocate.
struct ParameterCuts {
    private var storage: (Double, Double, Double, Double) = (0, 0, 0, 0)
    private(set) var count = 0

    subscript(index: Int) -> Double {
        switch index {
        case 0: return storage.0
        case 1: return storage.1
        case 2: return storage.2
        default: return storage.3
        }
    }

    /// The parameters, sorted.
    var values: [Double] { (0..<count).map { self[$0] } }

    /// Inserts `t` in order when it lies strictly inside `(0, 1)` and there is room.
    mutating func insert(_ t: Double) {
        guard t > 0, t < 1, count < 4 else { return }
        var items = storage
        withUnsafeMutableBytes(of: &items) { raw in
            let buffer = raw.bindMemory(to: Double.self)
            var i = count
            while i > 0 && buffer[i - 1] > t {
                buffer[i] = buffer[i - 1]
                i -= 1
            }
            buffer[i] = t
        }
        storage = items
        count += 1
    }

    /// Inserts the parameters where coordinate `axis` (0 = x, 1 = y) of `segment` has a
    /// local extremum.
    mutating func insertExtrema(of segment: PathSegment, axis: Int) {
        @inline(__always) func c(_ p: Point) -> Double { axis == 0 ? p.x : p.y }
        switch segment {
        case .line:
            return
        case .quad(let p0, let p1, let p2):
            let denominator = c(p0) - 2 * c(p1) + c(p2)
            if denominator != 0 { insert((c(p0) - c(p1)) / denominator) }
        case .cubic(let p0, let p1, let p2, let p3):
            // d/dt = 3 [a (1-t)² + 2 b (1-t) t + c t²] with a, b, c the control differences.
            let a = c(p1) - c(p0), b = c(p2) - c(p1), cc = c(p3) - c(p2)
            let roots = QuadraticRoots.solve(a - 2 * b + cc, 2 * (b - a), a)
            if roots.count > 0 { insert(roots.first) }
            if roots.count > 1 { insert(roots.second) }
        }
    }
}

/// Real roots of `a t² + b t + c = 0`, numerically stable, sorted; a degenerate quadratic
/// falls back to the linear equation.
enum QuadraticRoots {
    static func solve(_ a: Double, _ b: Double, _ c: Double) -> (count: Int, first: Double, second: Double) {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0, scale.isFinite else { return (0, 0, 0) }
        if abs(a) <= scale * 1e-12 {
            guard b != 0 else { return (0, 0, 0) }
            return (1, -c / b, 0)
        }
        let discriminant = b * b - 4 * a * c
        if discriminant < 0 { return (0, 0, 0) }
        if discriminant == 0 { return (1, -b / (2 * a), 0) }
        let root = discriminant.squareRoot()
        let q = -0.5 * (b + (b < 0 ? -root : root))
        let r1 = q / a
        let r2 = q != 0 ? c / q : -r1
        return r1 <= r2 ? (2, r1, r2) : (2, r2, r1)
    }
}
