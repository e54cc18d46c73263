import SeatChartGeometry

/// The path of a rows section's row (docs/stadium-file.md), resolved for placing seats by
/// length along it: a straight segment, a circular arc (a segment bent by `curve`) or a
/// polyline.
struct RowPath: Hashable, Sendable {
    /// One piece of the path.
    enum Piece: Hashable, Sendable {
        /// A straight piece from one point to another.
        case line(Point, Point)
        /// A circular arc about `center` of `radius`, from `start`, turning by `sweep`
        /// radians (positive clockwise on screen).
        case arc(center: Point, radius: Double, start: Double, sweep: Double)

        /// Its length.
        var length: Double {
            switch self {
            case .line(let a, let b): return a.distance(to: b)
            case .arc(_, let r, _, let sweep): return r * abs(sweep)
            }
        }

        /// The point at length `s` from its start, and the unit tangent there (in the
        /// direction of the path).
        func point(at s: Double) -> (point: Point, tangent: Vector) {
            switch self {
            case .line(let a, let b):
                let d = b - a, l = d.length
                let u = l > 0 ? d / l : Vector(1, 0)
                return (a + u * s, u)
            case .arc(let c, let r, let start, let sweep):
                let sign: Double = sweep >= 0 ? 1 : -1
                let angle = start + sign * s / r
                let (cs, sn) = (cosine(.radians(angle)), sine(.radians(angle)))
                return (Point(c.x + r * cs, c.y + r * sn), Vector(-sn, cs) * sign)
            }
        }
    }

    /// The pieces, in path order.
    let pieces: [Piece]
    /// The length of the path up to the end of each piece.
    let ends: [Double]

    /// The path of `path`; `focalPoint` tells which way a positive `curve` bends (away from it).
    init(_ path: RowSpec.Path, focalPoint: Point) {
        switch path {
        case .segment(let from, let to, let curve):
            pieces = [Self.bent(from: from, to: to, curve: curve, awayFrom: focalPoint)]
        case .polyline(let points):
            pieces = zip(points, points.dropFirst()).map { Piece.line($0, $1) }
        }
        var total = 0.0
        ends = pieces.map { total += $0.length; return total }
    }

    /// The whole length.
    var length: Double { ends.last ?? 0 }

    /// The point at length `s` along the path (clamped to it), and the unit tangent there.
    func point(at s: Double) -> (point: Point, tangent: Vector) {
        guard !pieces.isEmpty else { return (.zero, Vector(1, 0)) }
        var k = 0
        while k < ends.count - 1, ends[k] < s { k += 1 }
        let before = k == 0 ? 0 : ends[k - 1]
        return pieces[k].point(at: min(max(s - before, 0), pieces[k].length))
    }

    /// The segment `from`-`to` bent by `curve`: the arc through both ends whose middle lies
    /// `|curve|` from the chord's middle, on the side away from `focal` for a positive curve.
    static func bent(from a: Point, to b: Point, curve: Double, awayFrom focal: Point) -> Piece {
        let chord = b - a
        let half = chord.length / 2
        guard curve != 0, half > 0, curve.isFinite else { return .line(a, b) }
        let middle = a.midpoint(b)
        var away = (chord / (2 * half)).turnedClockwise
        if (middle - focal).dot(away) < 0 { away = -away }
        let bulge = curve > 0 ? away : -away
        let s = abs(curve)
        let radius = (half * half + s * s) / (2 * s)
        let center = middle + bulge * (s - radius)
        let apex = middle + bulge * s
        let total = 4 * arctangent(s / half)
        let sign: Double = (a - center).cross(apex - center) >= 0 ? 1 : -1
        return .arc(center: center, radius: radius, start: (a - center).angle.radians, sweep: sign * total)
    }
}
