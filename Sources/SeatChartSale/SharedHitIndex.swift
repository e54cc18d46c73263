import SeatChart
import SeatChartGeometry
import SeatChartHitTesting

/// A chart's ``HitIndex``, built on first use and then shared by every caller and thread.
///
/// Building the index costs more than scanning the chart for a handful of points, so a
/// batch of at most ``scanLimit`` points is answered by a scan while the index is not
/// built yet. The answers are the same either way.
public final class SharedHitIndex: Sendable {
    /// The chart the index is for.
    public let chart: Chart
    /// The level of the chart it answers for (``HitIndex/level``).
    public let level: Int
    /// Batches of at most this many points are scanned while the index is not built (0:
    /// every batch uses the index, built on the first one).
    public let scanLimit: Int
    private let built = Locked<HitIndex?>(nil)

    /// An index of `chart`'s level `level` (default the first), not built yet.
    ///
    /// - Parameter scanLimit: see ``scanLimit``; negative values count as 0.
    public init(chart: Chart, level: Int = 0, scanLimit: Int = 0) {
        self.chart = chart
        self.level = level
        self.scanLimit = max(0, scanLimit)
    }

    /// The index, built now when it was not yet (other threads wait for it meanwhile).
    ///
    /// - Complexity: O(seats) the first time; O(1) after.
    public var index: HitIndex {
        built.withLock { built in
            if let index = built { return index }
            let index = HitIndex(chart: chart, level: level)
            built = index
            return index
        }
    }

    /// Whether the index has been built.
    public var isBuilt: Bool { built.withLock { $0 != nil } }

    /// What lies under each of `points`, in order: by scanning the chart for a batch of at
    /// most ``scanLimit`` points while the index is not built, through the index otherwise.
    public func hits(_ points: [Point]) -> [Hit] {
        if points.count <= scanLimit && !isBuilt { return points.map { chart.hitByScan($0, level: level) } }
        return index.hits(points)
    }
}
