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
/// outline against every point inside its bounding box; points are sorted by x so the
/// scan stays affordable for 100,000 points on the largest stadium. Nothing here shares
/// code with the index but the model's own containment tests.
enum ReferenceHits {
    static func answers(for points: [Point], in chart: Chart, level: Int = 0) -> [Hit] {
        let order = points.indices.filter { points[$0].isFinite }.sorted { points[$0].x < points[$1].x }
        let xs = order.map { points[$0].x }
        var bestSeat = [Int](repeating: Int.max, count: points.count)
        var bestTribune = [Int](repeating: Int.max, count: points.count)

        /// Calls `body` with the index of every point whose x lies in `box`'s x range.
        func eachPoint(inXRangeOf box: Rect, _ body: (Int) -> Void) {
            var lo = 0, hi = xs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if xs[mid] < box.minX { lo = mid + 1 } else { hi = mid }
            }
            var k = lo
            while k < xs.count, xs[k] <= box.maxX { body(order[k]); k += 1 }
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
            eachPoint(inXRangeOf: box) { p in
                if isBetter(s, than: bestSeat[p]), cell.contains(points[p]) { bestSeat[p] = s }
            }
        }
        for (t, tribune) in chart.tribunes.enumerated() where tribune.level == level {
            let box = tribune.outline.boundingBox.insetBy(dx: -1e-8, dy: -1e-8)
            eachPoint(inXRangeOf: box) { p in
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
