import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

/// The scan without an index answers as the reference scan (and so as the index) does,
/// boundaries included.
@Suite("Hit by scan")
struct HitScanTests {
    /// Random points, then points on and just off every corner of random cells.
    static func points(in chart: Chart, seed: UInt64, count: Int) -> [Point] {
        var points = ReferenceHits.randomPoints(count: count, in: chart, seed: seed)
        var rng = SplitMix64(seed: seed ^ 0xC0FFEE)
        for _ in 0..<(count / 4) where !chart.seats.isEmpty {
            let cell = chart.cell(of: Int.random(in: 0..<chart.seats.count, using: &rng))
            let half = cell.size / 2
            let turn = AffineTransform(rotationAngle: cell.rotation)
            for offset in [0, 0.5e-9, 0.99e-9, 1.01e-9, 2e-9, -1e-10] {
                let corner = Vector(half + offset, half + offset).applying(turn)
                points.append(cell.center + corner)
                points.append(cell.center + Vector(half + offset, 0).applying(turn))
            }
        }
        return points
    }

    static func expectSameAsReference(_ chart: Chart, _ points: [Point], label: String) {
        let expected = ReferenceHits.answers(for: points, in: chart)
        var mismatches = 0
        for (p, answer) in zip(points, expected) where chart.hitByScan(p) != answer {
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(label): \(p) gave \(chart.hitByScan(p)), expected \(answer)") }
        }
        #expect(mismatches == 0, "\(label)")
    }

    @Test("shipped stadiums", arguments: ShippedStadiums.names)
    func shipped(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        Self.expectSameAsReference(chart, Self.points(in: chart, seed: 0x5CA7, count: 60), label: name)
    }

    @Test("hand-made charts with round cells, arcs and aisles")
    func handMade() {
        for (label, chart) in [("round cells", TestCharts.roundCells()), ("hand-made", TestCharts.handMade()),
                               ("small bowl", TestCharts.smallBowl())] {
            Self.expectSameAsReference(chart, Self.points(in: chart, seed: 0xB0B, count: 2_000), label: label)
        }
    }

    @Test("non-finite points hit nothing")
    func nonFinite() throws {
        let chart = TestCharts.smallBowl()
        for p in [Point(.nan, 0), Point(0, .infinity), Point(-.infinity, .nan)] {
            #expect(chart.hitByScan(p) == .nothing)
        }
    }
}
