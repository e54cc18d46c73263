import Foundation
import SeatChart
import SeatChartGeometry
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
