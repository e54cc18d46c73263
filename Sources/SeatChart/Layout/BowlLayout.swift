import SeatChartGeometry

/// The bowl's tribunes (docs/stadium-file.md): rings of rectangular side tribunes around the
/// field's rectangle F, with an arc tribune in each corner.
///
/// Ring k starts `offset` units outside ring k-1 (ring 1: outside F) and is `rows * pitch`
/// deep. Along each edge of F the ring is a band exactly as long as that edge, split into
/// tribunes with aisles between neighbours. Tribunes are numbered `ring * 100 + position`,
/// positions counted clockwise from the westmost tribune of the north side: north (west to
/// east), north-east corner, east (north to south), south-east corner, south (east to west),
/// south-west corner, west (south to north), north-west corner.
enum BowlLayout {
    /// The four sides of F in clockwise order from the north.
    enum Side: Int, CaseIterable {
        case north, east, south, west

        /// The seats' rotation: they face the field.
        var rotation: Angle { .degrees(Double(rawValue) * 90) }
    }

    /// The plans of every ring's tribunes, in chart order.
    ///
    /// - Parameters:
    ///   - spec: the validated stadium.
    ///   - categoryIndex: the category index a ring's optional category id maps to.
    static func plans(_ spec: StadiumSpec, categoryIndex: (String?) -> Int?) -> [TribunePlan] {
        let frame = spec.field.frame
        let pitch = spec.pitch
        var plans: [TribunePlan] = []
        var inner = 0.0
        for (k, ring) in spec.rings.enumerated() {
            let o = inner + ring.offset
            let depth = Double(ring.rows) * pitch
            inner = o + depth
            let category = categoryIndex(ring.category)
            let level = spec.levelIndex(ring.level)
            var position = 0
            func nextID() -> String {
                position += 1
                return String((k + 1) * 100 + position)
            }
            for side in Side.allCases {
                for rect in sideTribunes(side, frame: frame, ring: ring, o: o, depth: depth) {
                    plans.append(TribunePlan(id: nextID(), kind: .rectangle(rect), rowCount: ring.rows, category: category, level: level))
                }
                if ring.cornerArcs {
                    plans.append(TribunePlan(
                        id: nextID(), kind: .sector(corner(after: side, frame: frame, o: o, depth: depth)),
                        rowCount: ring.rows, category: category, level: level
                    ))
                }
            }
        }
        return plans
    }

    /// Whether the north and south edges are the long ones (the field is at least as wide as high).
    static func northSouthAreLong(_ frame: Rect) -> Bool { frame.width >= frame.height }

    /// The number of tribunes along `side`.
    static func tribuneCount(_ side: Side, frame: Rect, ring: RingSpec) -> Int {
        let horizontal = side == .north || side == .south
        return horizontal == northSouthAreLong(frame) ? ring.tribunesLong : ring.tribunesShort
    }

    /// The length of each tribune along `side`: the edge less its aisles, shared equally.
    static func tribuneLength(_ side: Side, frame: Rect, ring: RingSpec) -> Double {
        let n = tribuneCount(side, frame: frame, ring: ring)
        guard n > 0 else { return 0 }
        let edge = (side == .north || side == .south) ? frame.width : frame.height
        return (edge - Double(n - 1) * ring.aisle) / Double(n)
    }

    /// The side's tribunes in clockwise order, each turned like its seats.
    static func sideTribunes(_ side: Side, frame: Rect, ring: RingSpec, o: Double, depth: Double) -> [OrientedRect] {
        let n = tribuneCount(side, frame: frame, ring: ring)
        let length = tribuneLength(side, frame: frame, ring: ring)
        guard n > 0, length > 0 else { return [] }
        let band = o + depth / 2
        return (0..<n).map { i in
            // Distance along the side, clockwise, from the side's first corner to the tribune's centre.
            let along = Double(i) * (length + ring.aisle) + length / 2
            let center: Point
            switch side {
            case .north: center = Point(frame.minX + along, frame.minY - band)
            case .east: center = Point(frame.maxX + band, frame.minY + along)
            case .south: center = Point(frame.maxX - along, frame.maxY + band)
            case .west: center = Point(frame.minX - band, frame.maxY - along)
            }
            return OrientedRect(center: center, size: Size(length, depth), rotation: side.rotation)
        }
    }

    /// The corner sector that follows `side` clockwise (north is followed by the north-east corner).
    static func corner(after side: Side, frame: Rect, o: Double, depth: Double) -> AnnularSector {
        let center: Point
        switch side {
        case .north: center = Point(frame.maxX, frame.minY)
        case .east: center = Point(frame.maxX, frame.maxY)
        case .south: center = Point(frame.minX, frame.maxY)
        case .west: center = Point(frame.minX, frame.minY)
        }
        // North-east spans 270°...360°, south-east 0°...90°, and so on.
        let start = Angle.degrees(Double((side.rawValue + 3) % 4) * 90)
        return AnnularSector(center: center, innerRadius: o, outerRadius: o + depth, startAngle: start, endAngle: start + .degrees(90))
    }
}
