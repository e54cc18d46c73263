import SeatChartGeometry

/// A tribune outline as a polygon, for finding tribunes that overlap.
///
/// Arcs are replaced by chords every 2° at most, ellipses by 180 chords; the chords lie
/// inside the true curve, so an overlap shallower than `radius · (1 − cos 1°)` (1.5e-4 of
/// the radius) may go unseen. A rows section's outline stands for its box here; its cells
/// are compared one by one (``TribuneOverlaps``).
struct OutlinePolygon {
    let points: [Point]
    let box: Rect
    /// A point well inside the outline.
    let interior: Point

    /// How deep two outlines must interpenetrate, in units, to count as overlapping.
    static let tolerance = 1e-6

    /// The sector itself, for an annular sector: two sectors about one centre are compared
    /// exactly and at once (``sectorsOverlap(_:_:)``), without their polygons.
    let sector: AnnularSector?

    init(_ outline: TribuneOutline) {
        if case .annularSector(let s) = outline { sector = s } else { sector = nil }
        switch outline {
        case .rectangle(let r):
            points = r.corners
        case .polygon(let p):
            points = p
        case .annularSector(let s):
            let steps = max(2, Int((s.sweep.degrees / 2).rounded(.up)))
            var p: [Point] = []
            for k in 0...steps {
                p.append(s.point(radius: s.outerRadius, angle: s.startAngle + s.sweep * (Double(k) / Double(steps))))
            }
            for k in (0...steps).reversed() {
                p.append(s.point(radius: s.innerRadius, angle: s.startAngle + s.sweep * (Double(k) / Double(steps))))
            }
            points = p
        case .ellipse(let e):
            points = e.polygon(count: 180)
        case .seatCells(let bounds):
            points = bounds.corners
        }
        box = Rect.bounding(points) ?? .zero
        interior = outline.labelPosition
    }

    /// Whether the two polygons share interior points: an edge of one properly crosses an
    /// edge of the other, or a vertex of one lies inside the other farther than the
    /// tolerance from its boundary, or an interior point of one lies inside the other
    /// (which catches identical outlines).
    ///
    /// `pruned: false` compares every edge and vertex, for the tests that check the pruning.
    func overlaps(_ other: OutlinePolygon, pruned: Bool = true) -> Bool {
        guard box.inset(by: Self.tolerance).intersects(other.box) else { return false }
        if pruned, let a = sector, let b = other.sector {
            if a.center == b.center { return Self.sectorsOverlap(a, b) }
            if Self.ringsApart(a, b) { return false }
        }
        // Only edges and vertices inside the boxes' common part can cross or lie inside the
        // other outline: the rest are left out, so two large outlines that meet in a corner
        // cost a few edges, not the product of their edge counts.
        let common = pruned ? (box.intersection(other.box) ?? box).inset(by: -Self.tolerance)
            : box.union(other.box).inset(by: -1)
        let near = edges.filter { Self.meets($0, common) }, otherNear = other.edges.filter { Self.meets($0, common) }
        for (a0, a1) in near {
            for (b0, b1) in otherNear where Self.properlyCross(a0, a1, b0, b1) { return true }
        }
        return points.contains { common.contains($0) && other.strictlyContains($0) }
            || other.points.contains { common.contains($0) && strictlyContains($0) }
            || other.strictlyContains(interior) || strictlyContains(other.interior)
            || Self.edgePoints(of: near).contains { other.strictlyContains($0) }
            || Self.edgePoints(of: otherNear).contains { strictlyContains($0) }
    }

    /// The middle and quarter points of `edges`: where two outlines whose edges lie on one
    /// line (two cells of a row pushed into each other) overlap without any edge crossing
    /// another, some of these lie inside the other outline.
    private static func edgePoints(of edges: [(Point, Point)]) -> [Point] {
        edges.flatMap { a, b in [a.lerp(to: b, 0.25), a.midpoint(b), a.lerp(to: b, 0.75)] }
    }

    /// Whether two sectors about one centre share interior points: their rings overlap by
    /// more than the tolerance, and so do their angle ranges (read on the outer of the two
    /// rings' common radii, modulo a turn). Constant time, where their polygons would cost
    /// the product of their edge counts: a file of many concentric rings is checked quickly.
    static func sectorsOverlap(_ a: AnnularSector, _ b: AnnularSector) -> Bool {
        let inner = max(a.innerRadius, b.innerRadius), outer = min(a.outerRadius, b.outerRadius)
        guard outer - inner > tolerance, outer > 0 else { return false }
        let slack = tolerance / outer
        let turn = 2 * Double.pi
        func after(_ from: Double, _ to: Double) -> Double {
            let d = (to - from).truncatingRemainder(dividingBy: turn)
            return d < 0 ? d + turn : d
        }
        let (sa, wa) = (a.startAngle.radians, a.sweep.radians), (sb, wb) = (b.startAngle.radians, b.sweep.radians)
        if wa >= turn - slack || wb >= turn - slack { return wa > slack && wb > slack }
        return after(sa, sb) < wa - slack || after(sb, sa) < wb - slack
    }

    /// Whether the full rings of two sectors about different centres share no point: one
    /// lies in the other's hole, or they lie apart. Their polygons lie inside them, so the
    /// answer is theirs too, in constant time: many nearly concentric rings are checked
    /// quickly.
    static func ringsApart(_ a: AnnularSector, _ b: AnnularSector) -> Bool {
        let d = a.center.distance(to: b.center)
        return a.outerRadius + d <= b.innerRadius - tolerance || b.outerRadius + d <= a.innerRadius - tolerance
            || d >= a.outerRadius + b.outerRadius + tolerance
    }

    /// Whether the box of the segment meets `box`.
    private static func meets(_ edge: (Point, Point), _ box: Rect) -> Bool {
        min(edge.0.x, edge.1.x) <= box.maxX && max(edge.0.x, edge.1.x) >= box.minX
            && min(edge.0.y, edge.1.y) <= box.maxY && max(edge.0.y, edge.1.y) >= box.minY
    }

    private var edges: [(Point, Point)] {
        points.indices.map { (points[$0], points[($0 + 1) % points.count]) }
    }

    /// Even-odd containment, excluding points within the tolerance of an edge.
    private func strictlyContains(_ p: Point) -> Bool {
        guard points.count >= 3 else { return false }
        var inside = false
        for (a, b) in edges {
            if Self.distance(p, a, b) <= Self.tolerance { return false }
            if (a.y > p.y) != (b.y > p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > p.x { inside.toggle() }
            }
        }
        return inside
    }

    /// Whether the segments cross at a point inside both, away from their ends.
    private static func properlyCross(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point) -> Bool {
        let d1 = (a1 - a0).cross(b0 - a0), d2 = (a1 - a0).cross(b1 - a0)
        let d3 = (b1 - b0).cross(a0 - b0), d4 = (b1 - b0).cross(a1 - b0)
        let la = (a1 - a0).length, lb = (b1 - b0).length
        let ta = tolerance * la, tb = tolerance * lb
        return ((d1 > ta && d2 < -ta) || (d1 < -ta && d2 > ta)) && ((d3 > tb && d4 < -tb) || (d3 < -tb && d4 > tb))
    }

    private static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let ab = b - a
        let l2 = ab.lengthSquared
        guard l2 > 0 else { return p.distance(to: a) }
        let t = max(0, min(1, (p - a).dot(ab) / l2))
        return p.distance(to: a + ab * t)
    }
}
