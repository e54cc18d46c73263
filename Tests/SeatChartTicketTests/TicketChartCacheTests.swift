import SeatChart
import SeatChartGeometry
import SeatChartTestSupport
import SeatChartTicket
import Testing

/// A chart's ticket cache, its walks over the seats shared by the cores, holds what the
/// chart answers when asked in turn.
@Suite struct TicketChartCacheTests {
    /// Every shipped stadium (the hall has levels, the mega stadium 150,000 seats in oval
    /// tribunes whose seats stand outside their outlines).
    @Test(arguments: ShippedStadiums.names)
    func cacheHoldsTheChartsOwnBoundsAndStates(_ name: String) throws {
        let chart = try ShippedStadiums.chart(name)
        let cache = TicketChartCache(chart: chart)
        #expect(cache.levelBounds == LevelBounds(chart: chart), "\(name)")
        #expect(cache.levelBounds.rects.count == chart.levels.count)
        #expect(cache.initialStates == SeatStateTable(initialStatesOf: chart), "\(name)")
    }

    /// Given tribune bounds are the ones read: a tribune's rectangle moved moves its level's.
    @Test func levelBoundsReadTheTribuneBoundsGiven() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        var boxes = chart.tribunes.indices.map(chart.bounds(ofTribune:))
        #expect(LevelBounds(chart: chart, tribuneBounds: boxes) == LevelBounds(chart: chart))
        boxes[0] = boxes[0].union(Rect(x: 10_000, y: 10_000, width: 1, height: 1))
        let moved = LevelBounds(chart: chart, tribuneBounds: boxes)
        #expect(try #require(moved[0]).maxX == 10_001)
    }
}
