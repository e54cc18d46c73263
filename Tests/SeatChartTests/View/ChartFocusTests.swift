import SeatChart
import SeatChartTestSupport
import Testing

/// Which seats a `--focus` image draws: the one rule `hit` and `area` answer by.
@Suite struct ChartFocusTests {
    @Test func aFocusViewShowsItsTribunesSeatsAlone() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let focus = try #require(chart.tribuneIndex(forID: "102"))
        let shown = chart.seats.indices.filter { chart.isSeat($0, shownWithFocus: focus) }
        #expect(shown == Array(chart.tribunes[focus].seats))
        #expect(!shown.isEmpty)
    }

    @Test func withNoFocusEverySeatIsShownAndAnIndexOutsideTheChartIsNot() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        #expect(chart.seats.indices.allSatisfy { chart.isSeat($0, shownWithFocus: nil) })
        #expect(!chart.isSeat(chart.seats.count, shownWithFocus: 0))
        #expect(!chart.isSeat(-1, shownWithFocus: 0))
    }
}
