/// Merges polygons that touch along edges into their union's outline, exactly, on an
/// integer grid: a seat's back, rod and squab become one outline, written with one move
/// and one close instead of three of each.
///
/// Works for polygons that meet along (parts of) edges and do not overlap in area, which
/// is how seat shapes are built; other inputs come back as separate outlines.
package enum PolygonUnion {
    /// A grid point.
    package struct GridPoint: Hashable, Comparable {
        package var x: Int64
        package var y: Int64
        package init(x: Int64, y: Int64) {
            self.x = x
            self.y = y
        }
        package static func < (l: GridPoint, r: GridPoint) -> Bool { (l.y, l.x) < (r.y, r.x) }
    }

    /// The outlines of the union of `polygons`, each without repeated or collinear points,
    /// the first starting at `polygons[0][0]` when that point survives.
    package static func union(_ polygons: [[GridPoint]]) -> [[GridPoint]] {
        // 1. Directed edges, every polygon turned the same way.
        var edges: [(GridPoint, GridPoint)] = []
        for polygon in polygons where polygon.count >= 3 {
            let ring = signedArea(polygon) < 0 ? polygon.reversed() : polygon
            for i in ring.indices { edges.append((ring[i], ring[(i + 1) % ring.count])) }
        }
        let vertices = Array(Set(polygons.flatMap { $0 })).sorted()
        // 2. Split edges at every vertex lying inside them.
        var pieces: [GridPoint: [GridPoint]] = [:]
        var order: [(GridPoint, GridPoint)] = []
        for (a, b) in edges {
            var inner = vertices.filter { $0 != a && $0 != b && onSegment($0, a, b) }
            inner.sort { distance2(a, $0) < distance2(a, $1) }
            var previous = a
            for p in inner + [b] {
                order.append((previous, p))
                pieces[previous, default: []].append(p)
                previous = p
            }
        }
        // 3. Edges met from both sides are inside the union: drop each such pair.
        var remaining: [GridPoint: [GridPoint]] = [:]
        var kept: [(GridPoint, GridPoint)] = []
        for (a, b) in order {
            if let back = pieces[b], back.contains(a) { continue }
            remaining[a, default: []].append(b)
            kept.append((a, b))
        }
        // 4. Chain the outline edges into loops, in the order they were first met.
        var loops: [[GridPoint]] = []
        var used = Set<Int>()
        var index: [GridPoint: [Int]] = [:]
        for (i, e) in kept.enumerated() { index[e.0, default: []].append(i) }
        for (i, start) in kept.enumerated() where !used.contains(i) {
            var loop: [GridPoint] = [start.0]
            var current = i
            while true {
                used.insert(current)
                let next = kept[current].1
                if next == start.0 { break }
                loop.append(next)
                guard let following = index[next]?.first(where: { !used.contains($0) }) else { break }
                current = following
            }
            let cleaned = removeCollinear(loop)
            if cleaned.count >= 3 { loops.append(cleaned) }
        }
        return loops
    }

    private static func signedArea(_ p: [GridPoint]) -> Int64 {
        var sum: Int64 = 0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    private static func distance2(_ a: GridPoint, _ b: GridPoint) -> Int64 {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }

    /// Whether `p` lies on the segment from `a` to `b`, ends included.
    private static func onSegment(_ p: GridPoint, _ a: GridPoint, _ b: GridPoint) -> Bool {
        let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
        guard cross == 0 else { return false }
        let dot = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)
        return dot >= 0 && dot <= distance2(a, b)
    }

    private static func removeCollinear(_ loop: [GridPoint]) -> [GridPoint] {
        var points = loop
        var changed = true
        while changed && points.count > 3 {
            changed = false
            for i in points.indices {
                let a = points[(i + points.count - 1) % points.count], b = points[i], c = points[(i + 1) % points.count]
                let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
                if cross == 0 {
                    points.remove(at: i)
                    changed = true
                    break
                }
            }
        }
        return points
    }
}
