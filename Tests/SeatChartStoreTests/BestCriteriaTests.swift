import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// `best` on a venue beyond the bowl (the concert hall): ordinary places only unless asked,
/// one level, one zone ranked by its focal point.
@Suite(.onWaitingThreads) struct BestCriteriaTests {
    let chart: Chart
    init() throws { chart = try ShippedStadiums.chart("hall.json") }

    func isSpecial(_ seat: Int) -> Bool { !PlaceRules.isOrdinary(chart.seats[seat]) }

    @Test func accessibleAndRestrictedPlacesOnlyWhenAsked() throws {
        var states = chart.seats.map { $0.isBlocked ? SeatState.blocked : .available }
        // Every ordinary seat of the stalls taken: only the special places are left there.
        for seat in chart.seats.indices where chart.tribunes[chart.seats[seat].tribune].level == 0 && !isSpecial(seat) {
            states[seat] = .booked
        }
        #expect(chart.seats.indices.contains { isSpecial($0) && chart.tribunes[chart.seats[$0].tribune].level == 0 })
        #expect(BestAvailable.find(in: chart, states: states, criteria: BestCriteria(count: 1)) == nil)
        let asked = try #require(BestAvailable.find(in: chart, states: states, criteria: BestCriteria(count: 1, accessible: true)))
        #expect(asked.allSatisfy(isSpecial))
        // With everything free, the best group holds no special place.
        let free = chart.seats.map { $0.isBlocked ? SeatState.blocked : .available }
        for count in 1...4 {
            let group = try #require(BestAvailable.find(in: chart, states: free, criteria: BestCriteria(count: count)))
            #expect(!group.contains(where: isSpecial))
            #expect(group.allSatisfy { chart.tribunes[chart.seats[$0].tribune].level == 0 })
        }
    }

    @Test func zoneAndLevelKeepTheGroupThere() throws {
        let balcony = try #require(chart.zoneIndex(forID: "balcony"))
        let level = try #require(chart.levelIndex(forID: "balcony"))
        let free = chart.seats.map { $0.isBlocked ? SeatState.blocked : .available }
        let group = try #require(BestAvailable.find(in: chart, states: free, criteria: BestCriteria(count: 2, zone: balcony, level: level)))
        #expect(group.allSatisfy { chart.tribunes[chart.seats[$0].tribune].zone == balcony })
        #expect(group.allSatisfy { chart.tribunes[chart.seats[$0].tribune].level == level })
        // A zone on another level than the one asked has nothing there.
        #expect(BestAvailable.find(in: chart, states: free, criteria: BestCriteria(count: 2, zone: balcony, level: 0)) == nil)
    }
}
