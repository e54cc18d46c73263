import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartTestSupport
import Testing
@testable import SeatChartHitTesting

/// Which quick test each tribune gets. That the answers are a scan's is tested over
/// random points and at every boundary (``HitIndexTests``, ``BoundaryHitTests``).
@Suite struct QuickTribuneTests {
    @Test("straight tribunes whose rows are all alike are tested without row records")
    func alikeRowsAreRecognised() {
        let bowl = HitIndex(chart: TestCharts.smallBowl())
        let straight = bowl.chart.tribunes.indices.filter { bowl.locatorKinds[$0] == .straightRows }
        #expect(straight.count == 7)
        for t in straight {
            let rows = bowl.chart.rows[bowl.chart.tribunes[t].rows]
            let counts = Set(rows.map(\.seats.count))
            // Generated tribunes and sections have rows of one length, numbered row by row.
            #expect(counts.count == 1, "tribune \(bowl.chart.tribunes[t].id)")
            #expect(bowl.quick[t].kind == .alikeRows, "tribune \(bowl.chart.tribunes[t].id)")
            #expect(Int(bowl.quick[t].rowSeats) == counts.first)
            #expect(Int(bowl.quick[t].firstSeat) == bowl.chart.tribunes[t].seats.lowerBound)
        }
        for t in bowl.chart.tribunes.indices where bowl.locatorKinds[t] == .arcRows {
            #expect(bowl.quick[t].kind == .arc)
        }
        // Rows of 6, 5 and 7 seats: the general straight test, which reads each row.
        let hand = HitIndex(chart: TestCharts.handMade())
        #expect(hand.quick[0].kind == .straight)
        #expect(hand.quick[1].kind == .arc)
        #expect(hand.quick[2].kind == .exact)
    }

    @Test("arc sections wider than a half turn are quick-tested by angle and answer like a scan")
    func wideArcs() {
        let spec = StadiumSpec(
            name: "Wide arcs", field: Field(size: Size(10, 10), shape: .rect), seatSize: 0.5, seatSpacing: 0.1,
            seatShape: .classic, categories: [Category(id: "A", name: "Standard", color: "#3b6fb6")], rings: [],
            sections: [
                // Edges 93.58° either side of the middle, where the quick angle's series
                // error is largest (the ratio of the smaller to the larger coordinate 1/16).
                SectionSpec(id: "W", kind: .arc(center: Point(0, 0), innerRadius: 8, rows: 4,
                                                startAngle: .degrees(-3.58), endAngle: .degrees(183.58))),
                SectionSpec(id: "R", kind: .arc(center: Point(40, 0), innerRadius: 6, rows: 3,
                                                startAngle: .degrees(90), endAngle: .degrees(445))),
            ]
        )
        let chart = StadiumLayout.build(spec)
        let index = HitIndex(chart: chart)
        #expect(chart.tribunes.count == 2)
        for t in chart.tribunes.indices {
            #expect(index.quick[t].kind == .arc)
            #expect(index.quick[t].outline == .sector)
            #expect(!index.quick[t].sector.isWedge)
        }
        // Also points within a few times the quick angle's error of the straight edges.
        var nearEdges: [Point] = []
        for tribune in chart.tribunes {
            guard case .annularSector(let s) = tribune.outline else { continue }
            for edge in [s.startAngle.radians, s.endAngle.radians] {
                for k in -40...40 {
                    let angle = edge + Double(k) * 2.3e-11
                    for radius in stride(from: s.innerRadius + 0.01, to: s.outerRadius, by: 0.37) {
                        nearEdges.append(s.center + Vector(cos(angle), sin(angle)) * radius)
                    }
                }
            }
        }
        let points = ReferenceHits.randomPoints(count: 20_000, in: chart, seed: 0x3D) + nearEdges
            + BoundaryHitTests.cellBoundaryPoints(chart, stride: 1) + BoundaryHitTests.outlinePoints(chart)
        let (expected, mismatches) = ReferenceHits.compare(index, points, label: "wide arcs")
        #expect(mismatches == 0)
        #expect(expected.contains { $0.seat != nil } && expected.contains { $0.tribune != nil })
        #expect(expected.contains(.nothing))
    }

    @Test("either and both agree with || and && on every pair")
    func picks() {
        for a in [false, true] {
            for b in [false, true] {
                #expect(either(a, b) == (a || b))
                #expect(both(a, b) == (a && b))
            }
        }
    }
}
