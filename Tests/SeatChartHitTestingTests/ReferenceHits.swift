import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

/// The answers of a plain scan, to check the index against: for every point, the
/// lowest-indexed seat of the highest-indexed tribune of the level whose cells
/// (``Chart/cell(of:)``, ``SeatCell/contains(_:tolerance:)``) hold it (the later tribune is
/// drawn on top), else the highest-indexed tribune of the level (tables and standing areas
/// included) whose outline holds it, else nothing.
///
/// Every cell is tested against every point inside the cell's bounding box, and every
/// outline against every point inside its bounding box; the points are dropped into a grid of
/// buckets first (``PointBuckets``), so the scan stays affordable for half a million points on
/// the largest stadium. Nothing here shares code with the index but the model's own containment
/// tests.
enum ReferenceHits {
    static func answers(for points: [Point], in chart: Chart, level: Int = 0) -> [Hit] {
        var bestSeat = [Int](repeating: Int.max, count: points.count)
        var bestTribune = [Int](repeating: Int.max, count: points.count)
        let buckets = PointBuckets(points)

        /// Calls `body` with the index of every point inside `box`.
        func eachPoint(in box: Rect, _ body: (Int) -> Void) {
            buckets.each(in: box) { p in
                let point = points[p]
                if point.x >= box.minX, point.x <= box.maxX, point.y >= box.minY, point.y <= box.maxY { body(p) }
            }
        }

        /// Whether seat `s` wins over seat `best`: a later tribune, else a lower index.
        func isBetter(_ s: Int, than best: Int) -> Bool {
            guard best != Int.max else { return true }
            let (a, b) = (chart.seats[s].tribune, chart.seats[best].tribune)
            return a > b || (a == b && s < best)
        }
        for s in chart.seats.indices where chart.tribunes[chart.seats[s].tribune].level == level {
            let cell = chart.cell(of: s)
            let box = cell.boundingBox.insetBy(dx: -1e-8, dy: -1e-8)
            eachPoint(in: box) { p in
                if isBetter(s, than: bestSeat[p]), cell.contains(points[p]) { bestSeat[p] = s }
            }
        }
        for (t, tribune) in chart.tribunes.enumerated() where tribune.level == level {
            let box = tribune.outline.boundingBox.insetBy(dx: -1e-8, dy: -1e-8)
            eachPoint(in: box) { p in
                if bestTribune[p] == Int.max || t > bestTribune[p], tribune.outline.contains(points[p]) { bestTribune[p] = t }
            }
        }
        return points.indices.map { p in
            if bestSeat[p] != Int.max { return .seat(bestSeat[p]) }
            if bestTribune[p] != Int.max { return .tribune(bestTribune[p]) }
            return .nothing
        }
    }

    /// Compares the index's answers for `points` with the scan's, records the first few
    /// differences as issues named by `label`, and returns the scan's answers and the
    /// number of differences.
    static func compare(_ index: HitIndex, _ points: [Point], label: String) -> (expected: [Hit], mismatches: Int) {
        let expected = answers(for: points, in: index.chart, level: index.level)
        let answers = index.hits(points)
        var mismatches = 0
        for i in points.indices where answers[i] != expected[i] {
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(label): \(points[i]) gave \(answers[i]), scan \(expected[i])") }
        }
        return (expected, mismatches)
    }

    /// Points for a comparison: half drawn uniformly over the chart's bounds widened by
    /// 5%, half near random seats (within one cell of the centre), where boundaries are.
    static func randomPoints(count: Int, in chart: Chart, seed: UInt64) -> [Point] {
        var rng = SplitMix64(seed: seed)
        let b = chart.bounds.insetBy(dx: -0.05 * chart.bounds.width, dy: -0.05 * chart.bounds.height)
        return (0..<count).map { i in
            if i % 2 == 0 || chart.seats.isEmpty {
                return Point(Double.random(in: b.minX...b.maxX, using: &rng), Double.random(in: b.minY...b.maxY, using: &rng))
            }
            let seat = chart.seats[Int.random(in: 0..<chart.seats.count, using: &rng)]
            let r = seat.size
            return Point(seat.center.x + Double.random(in: -r...r, using: &rng), seat.center.y + Double.random(in: -r...r, using: &rng))
        }
    }
}

/// Points dropped into a uniform grid of square buckets over their bounds, about four points a
/// bucket, to find those inside a box without looking at every point.
struct PointBuckets {
    private let origin: Point
    private let side: Double
    private let columns: Int, rows: Int
    private let buckets: [[Int]]

    init(_ points: [Point]) {
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
    func each(in box: Rect, _ body: (Int) -> Void) {
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
}
