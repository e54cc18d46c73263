import Foundation
import Logging
import SeatChart
import SeatChartSale
@testable import SeatChartServer
import SeatChartSQLite
import Testing

/// A feed keeps each seat's state as it differs from the chart's own, and skips the read of
/// a log whose file has not changed.
struct SeatStateOverlayTests {
    @Test func anOverlayKeepsOnlyTheSeatsThatDifferFromItsBase() {
        let base: [SeatState] = [.available, .blocked, .available, .available]
        var overlay = SeatStateOverlay(base: base, states: [.held, .blocked, .available, .booked])
        #expect(overlay.changed == [0: .held, 3: .booked])
        #expect(overlay.states == [.held, .blocked, .available, .booked])
        #expect(overlay.availableCount == 1)
        overlay[0] = .available
        overlay[1] = .available
        #expect(overlay.changed == [1: .available, 3: .booked])
        #expect(overlay.availableCount == 3)
        overlay[1] = .blocked
        #expect(overlay.changed == [3: .booked])
        // Outside the chart: read as available, never written.
        overlay[9] = .booked
        #expect(overlay[9] == .available)
        #expect(overlay.count == 4)
    }

    @Test func theFileStampMovesWithEveryCommitAndOnlyThen() throws {
        let fixture = try ServerFixture()
        try fixture.sale.select(.init(ids: ["101-A-1"]), holder: "a")
        let first = try #require(fixture.sale.changeStamp())
        #expect(fixture.sale.changeStamp() == first)
        _ = try fixture.sale.states(holder: "")
        #expect(fixture.sale.changeStamp() == first)
        // Another process's commit moves it too.
        let other = Sale(chart: fixture.sale.chart, chartFile: "arena", source: SelectionStateFile(path: fixture.statePath, chart: fixture.sale.chart))
        try other.select(.init(ids: ["101-A-2"]), holder: "b")
        #expect(fixture.sale.changeStamp() != first)
    }

    @Test func aFeedOverTheChartsSharedBaseSeesEveryChange() async throws {
        let fixture = try ServerFixture()
        let base = SeatStateTable(initialStatesOf: fixture.sale.chart).states
        let feed = try ChangeFeed(sale: fixture.sale, settings: fixture.settings, base: base, logger: Logger(label: "test"))
        let available = feed.availableCount
        try fixture.sale.select(.init(ids: ["101-A-1", "101-A-2"]), holder: "a")
        await feed.poll()
        #expect(feed.availableCount == available - 2)
        // Nothing new: the stamp holds, and the states stay.
        await feed.poll()
        #expect(feed.availableCount == available - 2)
        try fixture.sale.deselect(.init(ids: ["101-A-1"]), holder: "a")
        await feed.poll()
        #expect(feed.availableCount == available - 1)
        #expect(feed.states.states == (try fixture.sale.states(holder: "")).states)
    }
}
