import Foundation
import SeatChart
import SeatChartGeometry
@testable import SeatChartHitTesting
import SeatChartTestSupport
import Testing

/// Points on and within a hair of cell and outline boundaries, where the index's quick
/// tests must hand over to the exact ones: the answers must still be a scan's.
@Suite("Hit index at boundaries")
struct BoundaryHitTests {
    /// Offsets from a boundary, outwards positive: on it, within and beyond the
    /// tolerance, and at rounding distance.
    static let offsets: [Double] = [0, 1e-12, -1e-12, 1e-10, -1e-10, 1e-9, -1e-9, 2e-9, -2e-9, 1e-7, -1e-7]

    /// Points about every `stride`-th seat's cell: its corners, the midpoints and quarter
    /// points of its sides, each pushed along the outward direction by every offset.
    static func cellBoundaryPoints(_ chart: Chart, stride: Int) -> [Point] {
        cellBoundaryPoints(chart, seats: Array(chart.seats.indices), stride: stride)
    }

    /// Points about every `stride`-th of `seats`, as ``cellBoundaryPoints(_:stride:)``.
    static func cellBoundaryPoints(_ chart: Chart, seats: [Int], stride: Int) -> [Point] {
        var points: [Point] = []
        for k in Swift.stride(from: 0, to: seats.count, by: max(1, stride)) {
            let s = seats[k]
            let cell = chart.cell(of: s)
            let square = cell.square
            let c = square.corners
            for k in 0..<4 {
                let a = c[k], b = c[(k + 1) % 4]
                // The side's outward normal, and the corner's diagonal.
                let normal = ((a.midpoint(b) - cell.center).normalized ?? .zero)
                let diagonal = ((a - cell.center).normalized ?? .zero)
                for t in [0.25, 0.5, 0.75] {
                    let p = a.lerp(to: b, t)
                    for d in offsets { points.append(p + normal * d) }
                }
                for d in offsets { points.append(a + diagonal * d) }
            }
        }
        return points
    }

    /// Points on the outline of every tribune: a rectangle's sides and corners, a
    /// sector's arcs and straight edges, each pushed outwards by every offset.
    static func outlinePoints(_ chart: Chart) -> [Point] {
        var points: [Point] = []
        for tribune in chart.tribunes {
            switch tribune.outline {
            case .rectangle(let r):
                for corner in r.corners {
                    let out = (corner - r.center).normalized ?? .zero
                    for d in offsets { points.append(corner + out * d) }
                }
            case .annularSector(let s):
                let start = s.startAngle.radians, sweep = s.sweep.radians
                for t in [0.0, 0.3, 0.5, 1.0] {
                    let angle = start + t * sweep
                    let u = Vector(cos(angle), sin(angle))
                    for d in offsets {
                        points.append(s.center + u * (s.outerRadius + d))
                        points.append(s.center + u * (s.innerRadius - d))
                    }
                }
                // Along the straight edges: outwards is a turn away from the sweep.
                for (angle, away) in [(start, -1.0), (start + sweep, 1.0)] {
                    let u = Vector(cos(angle), sin(angle)), n = Vector(-sin(angle), cos(angle)) * away
                    for radius in [s.innerRadius, (s.innerRadius + s.outerRadius) / 2, s.outerRadius] {
                        for d in offsets { points.append(s.center + u * radius + n * d) }
                    }
                }
            case .polygon(let corners):
                // Forty corners at most: an oval bowl's tribune has hundreds.
                for (k, p) in corners.enumerated() where k % max(1, corners.count / 40) == 0 { points.append(p) }
            case .ellipse(let e):
                for k in 0..<16 {
                    let p = e.point(at: .degrees(Double(k) * 22.5))
                    let out = (p - e.center).normalized ?? .zero
                    for d in offsets { points.append(p + out * d) }
                }
            case .seatCells:
                break
            }
        }
        return points
    }

    @Test("points on and near cell boundaries give a scan's answers", arguments: 0..<4)
    func cellBoundaries(chart k: Int) {
        let (name, chart) = HitIndexTests.charts[k]
        let index = HitIndex(chart: chart)
        let points = Self.cellBoundaryPoints(chart, stride: 1)
        let (expected, mismatches) = ReferenceHits.compare(index, points, label: name)
        #expect(mismatches == 0)
        #expect(expected.contains { $0.seat != nil } && expected.contains { $0.seat == nil })
    }

    @Test("points on and near cell and outline boundaries of the shipped stadiums give a scan's answers",
          arguments: ShippedStadiums.names)
    func shippedBoundaries(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let points = Self.cellBoundaryPoints(chart, stride: max(1, chart.seats.count / 3000))
            + Self.outlinePoints(chart)
        for level in chart.levels.indices {
            let (expected, mismatches) = ReferenceHits.compare(HitIndex(chart: chart, level: level), points, label: "\(name), level \(level)")
            #expect(mismatches == 0, "\(name), level \(level)")
            #expect(expected.contains { $0.seat != nil } && expected.contains { $0.tribune != nil })
        }
    }

    /// The safety band is what keeps the quick tests right at boundaries: with it forced to
    /// zero, the same boundary points get wrong answers on every shipped stadium, so the
    /// tests above really check the band (and a band made too narrow would fail them).
    @Test("without the safety band the boundary points get wrong answers", arguments: ShippedStadiums.names)
    func theBandIsNeeded(name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let unsafe = HitIndex(chart: chart, bandScale: 0)
        // The quick tests serve tribunes of slot rows (the box bowl, `rect` and `arc` sections);
        // a stadium without any (rows sections, tables, an oval bowl alone) has no band to need.
        let quick = Set(chart.tribunes.indices.filter { ShippedStadiumHitTests.hasSlotRows($0, in: chart) && chart.tribunes[$0].level == 0 })
        let seats = chart.seats.indices.filter { quick.contains(chart.seats[$0].tribune) }
        guard !seats.isEmpty else {
            // Then no tribune has a quick test whose band could be needed.
            #expect(unsafe.locatorCounts[.straightRows] == nil && unsafe.locatorCounts[.arcRows] == nil, "\(name)")
            return
        }
        let points = Self.cellBoundaryPoints(chart, seats: Array(seats), stride: max(1, seats.count / 600))
        let expected = ReferenceHits.answers(for: points, in: chart)
        let answers = unsafe.hits(points)
        let wrong = points.indices.filter { answers[$0] != expected[$0] }.count
        #expect(wrong > 0, "\(name): every boundary point answered right without the band")
    }
}
