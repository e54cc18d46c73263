import SeatChartGeometry

/// Relative path data for polygons, as short as SVG allows: `h`/`v` for axis-parallel
/// edges, `l` otherwise, a command letter only when it changes, separators only where
/// numbers would run together, `Z` to close each polygon.
///
/// Every vertex is first rounded relative to the first vertex, so the steps add up exactly
/// and the shape is the same wherever its first move puts it.
struct PolygonPathData {
    private(set) var text = ""
    private var lastCommand: Character?
    private var lastIsNumber = false
    private var lastHasPoint = false
    let precision: Int

    /// The relative data of `polygons` after a move to their first vertex (not written).
    /// Polygons that touch along edges are merged into one outline first (``PolygonUnion``).
    static func tail(of polygons: [[Point]], precision: Int) -> String {
        guard let origin = polygons.first?.first else { return "" }
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        let grid = polygons.map { polygon in
            polygon.map { p in
                PolygonUnion.GridPoint(
                    x: Int64(((p.x - origin.x) * scale).rounded(.toNearestOrAwayFromZero)),
                    y: Int64(((p.y - origin.y) * scale).rounded(.toNearestOrAwayFromZero))
                )
            }
        }
        var outlines = PolygonUnion.union(grid)
        // Start where the move put us: the outline holding the origin, from the origin.
        let zero = PolygonUnion.GridPoint(x: 0, y: 0)
        if let k = outlines.firstIndex(where: { $0.contains(zero) }) {
            var first = outlines.remove(at: k)
            let i = first.firstIndex(of: zero)!
            first = Array(first[i...] + first[..<i])
            outlines.insert(first, at: 0)
        } else {
            outlines.insert([zero], at: 0)  // a bare move back to the outlines' start
        }
        var data = PolygonPathData(precision: precision)
        let point = { (g: PolygonUnion.GridPoint) in Point(Double(g.x) / scale, Double(g.y) / scale) }
        var current = Point.zero
        for (k, outline) in outlines.enumerated() {
            let points = outline.map(point)
            if k > 0 { data.step("m", points[0] - current) }
            guard points.count >= 3 else { current = points[0]; continue }
            for i in 1..<points.count { data.edge(points[i] - points[i - 1]) }
            data.close()
            current = points[0]
        }
        return data.text
    }

    private init(precision: Int) { self.precision = precision }

    private mutating func edge(_ v: Vector) {
        let dx = SVGFormat.compactNumber(v.dx, precision: precision), dy = SVGFormat.compactNumber(v.dy, precision: precision)
        if dy == "0" && dx == "0" { return }
        if dy == "0" {
            command("h", [dx])
        } else if dx == "0" {
            command("v", [dy])
        } else {
            command("l", [dx, dy])
        }
    }

    private mutating func step(_ letter: Character, _ v: Vector) {
        command(letter, [SVGFormat.compactNumber(v.dx, precision: precision), SVGFormat.compactNumber(v.dy, precision: precision)])
    }

    private mutating func command(_ letter: Character, _ numbers: [String]) {
        // After `m`, further pairs are implicit `l`s.
        let implicit: Character? = lastCommand == "m" ? "l" : lastCommand
        if implicit != letter || letter == "m" {
            text.append(letter)
            lastIsNumber = false
        }
        for n in numbers {
            if lastIsNumber, let first = n.utf8.first, SVGNumber.needsSeparator(before: first, afterPoint: lastHasPoint) {
                text.append(" ")
            }
            text += n
            lastIsNumber = true
            lastHasPoint = n.utf8.contains(UInt8(ascii: "."))
        }
        lastCommand = letter
    }

    private mutating func close() {
        text.append("Z")
        lastCommand = nil
        lastIsNumber = false
        lastHasPoint = false
    }
}
