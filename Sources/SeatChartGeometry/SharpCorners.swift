/// Replaces a path's rounded corners by sharp ones: each run of curves between straight
/// edges becomes the corner where the straight edges' lines meet.
///
/// Used for seats drawn so small that their rounded corners are far below a pixel: the
/// same outline in a fraction of the bytes. Runs whose end tangents are parallel (a half
/// circle) keep their chord instead.
package enum SharpCorners {
    /// The closed polygons of `path` with sharp corners, without repeated or collinear points.
    package static func polygons(of path: Path) -> [[Point]] {
        var points: [[Point]] = []
        var current: [Point] = []
        var position = Point.zero
        var runStart: (point: Point, direction: Vector)?
        var runEnd: (point: Point, direction: Vector)?

        func finishRun() {
            guard let start = runStart, let end = runEnd else { return }
            if let corner = intersection(start.point, start.direction, end.point, end.direction) {
                current.append(corner)
            }
            current.append(end.point)
            runStart = nil
            runEnd = nil
        }
        func finishSubpath() {
            finishRun()
            if current.count >= 3 { points.append(current) }
            current = []
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                finishSubpath()
                current = [p]
                position = p
            case .line(let p):
                finishRun()
                current.append(p)
                position = p
            case .quadCurve(let p, let c):
                if runStart == nil { runStart = (position, c - position) }
                runEnd = (p, p - c)
                position = p
            case .curve(let p, let c1, let c2):
                if runStart == nil { runStart = (position, c1 == position ? c2 - position : c1 - position) }
                runEnd = (p, p == c2 ? p - c1 : p - c2)
                position = p
            case .closeSubpath:
                finishSubpath()
            }
        }
        finishSubpath()

        return points.map(removeCollinear).filter { $0.count >= 3 }
    }

    /// Where the line through `p` along `u` meets the line through `q` along `v`, or `nil`
    /// when they are (nearly) parallel.
    private static func intersection(_ p: Point, _ u: Vector, _ q: Point, _ v: Vector) -> Point? {
        let denominator = u.cross(v)
        guard abs(denominator) > 1e-12 * max(u.lengthSquared, v.lengthSquared), denominator.isFinite else { return nil }
        let t = (q - p).cross(v) / denominator
        let x = p + u * t
        return x.isFinite ? x : nil
    }

    /// `polygon` (implicitly closed) without repeated points and without points on the
    /// straight line between their neighbours.
    private static func removeCollinear(_ polygon: [Point]) -> [Point] {
        var points: [Point] = []
        for p in polygon where points.last.map({ !$0.isApproximatelyEqual(to: p, tolerance: 1e-12) }) ?? true {
            points.append(p)
        }
        if points.count > 1, points[0].isApproximatelyEqual(to: points[points.count - 1], tolerance: 1e-12) {
            points.removeLast()
        }
        var changed = true
        while changed && points.count > 3 {
            changed = false
            for i in points.indices {
                let a = points[(i + points.count - 1) % points.count], b = points[i], c = points[(i + 1) % points.count]
                let ab = b - a, bc = c - b
                if abs(ab.cross(bc)) <= 1e-9 * max(ab.length * bc.length, 1e-300), ab.dot(bc) >= 0 {
                    points.remove(at: i)
                    changed = true
                    break
                }
            }
        }
        return points
    }
}
