import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

extension ReferenceHits {
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
}
