import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

@Suite("Hit index")
struct HitIndexTests {
    static let charts: [(String, Chart)] = [
        ("small bowl", TestCharts.smallBowl()),
        ("small bowl without aisles", TestCharts.smallBowl(aisle: 0)),
        ("hand made", TestCharts.handMade()),
        ("round cells", TestCharts.roundCells()),
    ]

    @Test("regular tribunes are located analytically, irregular ones through the cell grid")
    func locatorKinds() {
        let bowl = HitIndex(chart: TestCharts.smallBowl())
        // 6 rectangular bowl tribunes, 4 corner arcs, a rect section and an arc section.
        #expect(bowl.locatorCounts[.straightRows] == 7)
        #expect(bowl.locatorCounts[.arcRows] == 5)
        #expect(bowl.locatorCounts[.cellGrid] == nil)
        let hand = HitIndex(chart: TestCharts.handMade())
        #expect(hand.locatorKinds == [.straightRows, .arcRows, .cellGrid, .noSeats])
        #expect(HitIndex(chart: TestCharts.roundCells()).locatorKinds == [.cellGrid, .cellGrid])
    }

    @Test("every seat's centre hits that seat", arguments: 0..<4)
    func centresHitTheirSeats(chart k: Int) {
        let chart = Self.charts[k].1
        let index = HitIndex(chart: chart)
        for s in chart.seats.indices {
            #expect(index.hit(chart.seats[s].center) == .seat(s), "\(Self.charts[k].0): \(chart.seatID(s))")
        }
    }

    @Test("random points give the same answers as a scan of every cell and outline", arguments: 0..<4)
    func randomPointsMatchScan(chart k: Int) {
        let chart = Self.charts[k].1
        let index = HitIndex(chart: chart)
        let points = ReferenceHits.randomPoints(count: 20_000, in: chart, seed: 2026 + UInt64(k))
        let (expected, mismatches) = ReferenceHits.compare(index, points, label: Self.charts[k].0)
        #expect(mismatches == 0)
        // The sample must reach all three kinds of answer, or it proves little.
        #expect(expected.contains { $0.seat != nil })
        #expect(expected.contains { $0.tribune != nil })
        #expect(expected.contains(.nothing))
    }

    @Test("corners and edges of cells hit their seat, within the tolerance and not beyond")
    func cellBoundaries() {
        let chart = TestCharts.handMade()
        let index = HitIndex(chart: chart)
        for s in chart.seats.indices {
            let cell = chart.cell(of: s).square
            for corner in cell.corners {
                #expect(index.hit(corner) == .seat(s), "corner of \(chart.seatID(s))")
                // Pushed 1e-6 outwards along the diagonal, the corner leaves the cell.
                let out = corner + ((corner - cell.center).normalized ?? .zero) * 1e-6
                #expect(index.hit(out) != .seat(s), "beyond the corner of \(chart.seatID(s))")
            }
        }
    }

    @Test("a point between two seats of a row hits the tribune; in an aisle, nothing")
    func gapsAndAisles() throws {
        let chart = TestCharts.smallBowl()
        let index = HitIndex(chart: chart)
        // Tribunes 101 and 102 share the north side; their rows face each other across the aisle.
        let t101 = try #require(chart.tribuneIndex(forID: "101")), t102 = try #require(chart.tribuneIndex(forID: "102"))
        let rowA = chart.rows[chart.tribunes[t101].rows.lowerBound].seats
        let between = chart.seats[rowA.lowerBound].center.midpoint(chart.seats[rowA.lowerBound + 1].center)
        #expect(index.hit(between) == .tribune(t101))
        let last = chart.seats[rowA.upperBound - 1].center
        let next = chart.seats[chart.rows[chart.tribunes[t102].rows.lowerBound].seats.lowerBound].center
        let aisle = last.midpoint(next)
        #expect(!chart.tribunes[t101].outline.contains(aisle) && !chart.tribunes[t102].outline.contains(aisle))
        #expect(index.hit(aisle) == .nothing)
        // The field and far outside: nothing.
        #expect(index.hit(Point(0, 0)) == .nothing)
        #expect(index.hit(Point(1e4, -1e4)) == .nothing)
    }

    @Test("non-finite and huge coordinates answer nothing without trapping")
    func hostilePoints() {
        for (_, chart) in Self.charts {
            let index = HitIndex(chart: chart)
            let values: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                    1e300, -1e300, 0]
            for x in values {
                for y in values where !(x == 0 && y == 0) {
                    #expect(index.hit(x: x, y: y) == .nothing)
                }
            }
            #expect(index.seats(centredIn: Rect(minX: -.infinity, minY: 0, maxX: 1, maxY: 1)).isEmpty)
            #expect(index.seats(centredInPolygon: [Point(.nan, 0), Point(1, 1), Point(0, 1)]).isEmpty)
        }
    }

    @Test("an empty chart answers nothing")
    func emptyChart() {
        let chart = Chart(name: "Empty", field: nil, categories: [], tribunes: [], rows: [], seats: [], seatShape: .square)
        let index = HitIndex(chart: chart)
        #expect(index.hit(Point(0, 0)) == .nothing)
        #expect(index.hits([Point(1, 2), Point(.nan, 0)]) == [.nothing, .nothing])
        #expect(index.seats(centredIn: Rect(x: -1, y: -1, width: 2, height: 2)).isEmpty)
    }

    @Test("the report names the seat, its tribune, row, number, category and state")
    func report() throws {
        let chart = TestCharts.smallBowl()
        let index = HitIndex(chart: chart)
        let s = try #require(chart.seatIndex(forID: "101-B-3"))
        var states = SeatStateTable(initialStatesOf: chart)
        states.states[s] = .held
        let seat = index.report(at: chart.seats[s].center, states: states)
        #expect(seat.line == "101-B-3")
        #expect(seat.tribuneID == "101" && seat.rowLabel == "B" && seat.number == "3")
        #expect(seat.categoryID == "A" && seat.state == .held)
        let field = index.report(at: Point(0, 0), states: states)
        #expect(field.line == "none" && field.seatID == nil && field.tribuneID == nil && field.state == nil)
    }
}
