import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

@Suite(.onWaitingThreads) struct BestAvailableTests {
    func ids(_ chart: Chart, _ seats: [Int]?) -> [String]? { seats.map { $0.map(chart.seatID) } }

    func states(_ chart: Chart, taken: Set<String> = []) -> [SeatState] {
        chart.seats.indices.map { taken.contains(chart.seatID($0)) ? .booked : (chart.seats[$0].isBlocked ? .blocked : .available) }
    }

    @Test func picksTheGroupNearestTheFocalPoint() {
        // Row A (y = -10) is nearer than row B; seats 3 and 4 straddle x = 0.
        let chart = TestCharts.rows([TestCharts.centred(6), TestCharts.centred(6)])
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2)) == ["T-A-3", "T-A-4"])
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 6)) == (1...6).map { "T-A-\($0)" })
    }

    @Test func movesBackWhenTheFrontRowIsTaken() {
        let chart = TestCharts.rows([TestCharts.centred(4), TestCharts.centred(4)])
        let taken: Set = ["T-A-2"]
        // Row A offers only seats 3-4 for a pair (seat 1 was alone already: the group does
        // not strand it); row B's pair 2-3 is farther.
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart, taken: taken), count: 2)) == ["T-A-3", "T-A-4"])
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart, taken: taken), count: 3)) == ["T-B-1", "T-B-2", "T-B-3"])
    }

    @Test func avoidsStrandingASeatWhenTheRowAllowsIt() {
        // Seats 1-8 at x = 0...7, seat 1 taken, focal point at x = 2.1: the nearest pair 3-4
        // (x 2.5) would strand seat 2 between taken seat 1 and the group; 2-3 (x 1.5) strands nothing.
        let chart = TestCharts.rows([(0..<8).map(Double.init)], focalPoint: .init(2.1, 0))
        let taken: Set = ["T-A-1"]
        let found = ids(chart, BestAvailable.find(in: chart, states: states(chart, taken: taken), count: 2))
        #expect(found == ["T-A-2", "T-A-3"])
        // Seats 1 and 3 taken: 4-5 strands nothing (6-8 stay together); 5-6 would strand 4.
        let found2 = ids(chart, BestAvailable.find(in: chart, states: states(chart, taken: ["T-A-1", "T-A-3"]), count: 2))
        #expect(found2 == ["T-A-4", "T-A-5"])
    }

    @Test func strandingIsAcceptedWhenTheRowOffersNothingElse() {
        // Three free seats and a pair wanted: every pair strands one seat.
        let chart = TestCharts.rows([[0, 1, 2]], focalPoint: .init(1.2, 0))
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2)) == ["T-A-2", "T-A-3"])
    }

    @Test func orphanRuleIgnoresAnEvenNearerStrandingGroup() {
        // Row of 7 with focal point over seat 2: pair 1-2 (x 0.5) is clean (wall left, 5 right),
        // pair 2-3 (x 1.5) strands seat 1 at the row's end.
        let chart = TestCharts.rows([(0..<7).map(Double.init)], focalPoint: .init(1.4, 0))
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2)) == ["T-A-1", "T-A-2"])
    }

    @Test func neverCrossesAnAisle() {
        // An irregular row: seats 1-3 at x = -3...-1, an aisle, seats 4-6 at x = 1...3.
        let chart = TestCharts.rows([[-3, -2, -1, 1, 2, 3]], irregular: true)
        let found = ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2))
        // The pair across the aisle (seats 3-4, centred on 0) is not a group.
        #expect(found == ["T-A-2", "T-A-3"])
        #expect(BestAvailable.find(in: chart, states: states(chart), count: 4) == nil)
    }

    @Test func aisleCountsAsAWallForTheOrphanRule() {
        // Seats 1-3 | aisle | 4-6, focal point at x = 2.4: pair 5-6 strands seat 4 against the
        // aisle, pair 4-5 strands seat 6 against the row's end: both strand, the nearer (5-6) wins.
        let chart = TestCharts.rows([[-3, -2, -1, 1, 2, 3]], irregular: true, focalPoint: .init(2.4, 0))
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2)) == ["T-A-5", "T-A-6"])
        // Three seats fit the right run exactly, stranding nothing.
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 3)) == ["T-A-4", "T-A-5", "T-A-6"])
    }

    @Test func tiesGoToChartOrder() {
        // Symmetric row of 5 about x = 0 and a pair: 2-3 and 3-4 (equally near) strand seat
        // 1, resp. 5; the clean pairs 1-2 and 4-5 are equally near too: the tie goes to 1-2.
        let chart = TestCharts.rows([TestCharts.centred(5), TestCharts.centred(5)], focalPoint: .init(0, 0))
        let found = ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2))
        #expect(found == ["T-A-1", "T-A-2"])
        // A single seat: seat 3 is nearest, no tie.
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 1)) == ["T-A-3"])
    }

    @Test func blockedAndHeldSeatsAreNotFree() {
        let chart = TestCharts.rows([TestCharts.centred(4)], blocked: ["T-A-2"])
        var s = states(chart)
        s[2] = .held
        #expect(BestAvailable.find(in: chart, states: s, count: 2) == nil)
        // Seats 1 and 4 are equally near; the tie goes to seat 1.
        #expect(ids(chart, BestAvailable.find(in: chart, states: s, count: 1)) == ["T-A-1"])
    }

    @Test func categoryFilter() {
        let chart = TestCharts.rows(
            [TestCharts.centred(4), TestCharts.centred(4)], categories: ["A", "B"], categoryOfRow: [1, 0])
        // Pair 2-3 would strand seats 1 and 4: the clean pairs 1-2 and 3-4 tie, 1-2 first.
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2, categoryID: "A")) == ["T-B-1", "T-B-2"])
        #expect(ids(chart, BestAvailable.find(in: chart, states: states(chart), count: 2, categoryID: "B")) == ["T-A-1", "T-A-2"])
        #expect(BestAvailable.find(in: chart, states: states(chart), count: 5, categoryID: "A") == nil)
    }

    @Test func noGroupAndBadCounts() {
        let chart = TestCharts.rows([[0, 1, 2]])
        #expect(BestAvailable.find(in: chart, states: states(chart), count: 4) == nil)
        #expect(BestAvailable.find(in: chart, states: states(chart), count: 0) == nil)
    }
}
