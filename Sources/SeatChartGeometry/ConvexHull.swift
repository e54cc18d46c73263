#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Convex hulls (the outline of an imported zone is one).
package enum ConvexHull {
    /// The convex hull of `points`, clockwise on screen (y down), without repeated or
    /// collinear vertices (Andrew's monotone chain). Fewer than 3 distinct points give
    /// those points.
    ///
    /// - Complexity: O(n log n).
    package static func hull(_ points: [Point]) -> [Point] {
        let sorted = points.filter(\.isFinite).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a - o).cross(b - o) }
        var lower: [Point] = [], upper: [Point] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// A convex polygon holding every disc of radius `radius` centred on `centers`: the
    /// hull of the centres, grown by `radius` (the hull of a 16-gon circumscribing the
    /// disc around each hull vertex, so the discs lie inside, never outside).
    ///
    /// - Complexity: O(n log n) for n centres.
    package static func hull(ofDiscsAround centers: [Point], radius: Double) -> [Point] {
        let core = hull(centers)
        let sides = 16
        let reach = radius / cos(Double.pi / Double(sides))
        var ring: [Point] = []
        ring.reserveCapacity(core.count * sides)
        for c in core {
            for k in 0..<sides {
                let angle = 2 * Double.pi * Double(k) / Double(sides)
                ring.append(Point(x: c.x + reach * cos(angle), y: c.y + reach * sin(angle)))
            }
        }
        return hull(ring)
    }
}
