import SeatChartGeometry

/// Points dropped into a uniform grid of square buckets over their bounds, about four points a
/// bucket, to find those inside a box without looking at every point.
public struct PointBuckets: Sendable {
    private let origin: Point
    private let side: Double
    private let columns: Int, rows: Int
    private let buckets: [[Int]]

    public init(_ points: [Point]) {
        let finite = points.indices.filter { points[$0].isFinite }
        let xs = finite.map { points[$0].x }, ys = finite.map { points[$0].y }
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        let width = max((xs.max() ?? 0) - minX, 1e-9), height = max((ys.max() ?? 0) - minY, 1e-9)
        let side = max((width * height / Double(max(1, finite.count / 4))).squareRoot(), max(width, height) / 4096)
        let columns = min(4096, Int(width / side) + 1), rows = min(4096, Int(height / side) + 1)
        var buckets = [[Int]](repeating: [], count: columns * rows)
        for p in finite {
            let column = min(columns - 1, Int((points[p].x - minX) / side))
            let row = min(rows - 1, Int((points[p].y - minY) / side))
            buckets[row * columns + column].append(p)
        }
        (origin, self.side, self.columns, self.rows, self.buckets) = (Point(x: minX, y: minY), side, columns, rows, buckets)
    }

    /// Calls `body` with every point of the buckets `box` touches (a few lie outside it).
    public func each(in box: Rect, _ body: (Int) -> Void) {
        /// The bucket `value` falls in along one axis, within 0..<count.
        func slot(_ value: Double, from start: Double, _ count: Int) -> Int {
            Int(min(max((value - start) / side, 0), Double(count - 1)))
        }
        guard box.maxX >= origin.x, box.maxY >= origin.y,
              box.minX <= origin.x + Double(columns) * side, box.minY <= origin.y + Double(rows) * side else { return }
        let c0 = slot(box.minX, from: origin.x, columns), c1 = slot(box.maxX, from: origin.x, columns)
        let r0 = slot(box.minY, from: origin.y, rows), r1 = slot(box.maxY, from: origin.y, rows)
        for row in r0...r1 {
            for column in c0...c1 {
                for p in buckets[row * columns + column] { body(p) }
            }
        }
    }

    /// Calls `body` with the index of every point of `points` (the points the buckets were made
    /// from) that lies inside `box`, edges included.
    public func each(inside box: Rect, of points: [Point], _ body: (Int) -> Void) {
        each(in: box) { p in
            let point = points[p]
            if point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY { body(p) }
        }
    }
}
