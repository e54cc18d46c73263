import SeatChart
import SeatChartGeometry
import SeatChartHitTesting

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
/// tests. Part of the tests' support, so it is built optimized with it (the scan of 100,000
/// points on every shipped stadium took 5 s of CPU a run unoptimized); the comparison with the
/// index is the hit-testing tests' own (`ReferenceHits+Compare.swift` there).
public enum ReferenceHits {
    public static func answers(for points: [Point], in chart: Chart, level: Int = 0) -> [Hit] {
        var bestSeat = [Int](repeating: Int.max, count: points.count)
        var bestTribune = [Int](repeating: Int.max, count: points.count)
        let buckets = PointBuckets(points)

        /// Whether seat `s` wins over seat `best`: a later tribune, else a lower index.
        func isBetter(_ s: Int, than best: Int) -> Bool {
            guard best != Int.max else { return true }
            let (a, b) = (chart.seats[s].tribune, chart.seats[best].tribune)
            return a > b || (a == b && s < best)
        }
        for s in chart.seats.indices where chart.tribunes[chart.seats[s].tribune].level == level {
            let cell = chart.cell(of: s)
            let box = cell.boundingBox.insetBy(dx: -1e-8, dy: -1e-8)
            buckets.each(inside: box, of: points) { p in
                if isBetter(s, than: bestSeat[p]), cell.contains(points[p]) { bestSeat[p] = s }
            }
        }
        for (t, tribune) in chart.tribunes.enumerated() where tribune.level == level {
            let box = tribune.outline.boundingBox.insetBy(dx: -1e-8, dy: -1e-8)
            buckets.each(inside: box, of: points) { p in
                if bestTribune[p] == Int.max || t > bestTribune[p], tribune.outline.contains(points[p]) { bestTribune[p] = t }
            }
        }
        return points.indices.map { p in
            if bestSeat[p] != Int.max { return .seat(bestSeat[p]) }
            if bestTribune[p] != Int.max { return .tribune(bestTribune[p]) }
            return .nothing
        }
    }

    /// Points for a comparison: half drawn uniformly over the chart's bounds widened by
    /// 5%, half near random seats (within one cell of the centre), where boundaries are.
    public static func randomPoints(count: Int, in chart: Chart, seed: UInt64) -> [Point] {
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

    /// For every point, the last seat in chart order whose cell (``Chart/cell(of:)``) holds it,
    /// whatever its tribune or level: the seat drawn on top there. Each cell is tested against
    /// the points inside its bounding box only.
    public static func topSeats(at points: [Point], in chart: Chart) -> [Int?] {
        var top = [Int?](repeating: nil, count: points.count)
        let buckets = PointBuckets(points)
        for s in chart.seats.indices {
            let cell = chart.cell(of: s)
            let box = cell.boundingBox.insetBy(dx: -1e-8, dy: -1e-8)
            buckets.each(inside: box, of: points) { p in
                if cell.contains(points[p]) { top[p] = s }
            }
        }
        return top
    }
}
