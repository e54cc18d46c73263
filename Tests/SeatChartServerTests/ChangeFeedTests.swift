import Foundation
import Logging
@testable import SeatChartServer
import SeatChart
import SeatChartSale
import SeatChartStore
import Testing

/// The feed follows the state's log, whoever wrote it, keeps the seats' states and hands
/// each change, once and in order, to its listeners.
@Suite struct ChangeFeedTests {
    @Test func theFeedAppliesEveryChangeInOrderAndTellsItsListeners() async throws {
        let fixture = try ServerFixture()
        let feed = try ChangeFeed(sale: fixture.sale, settings: fixture.settings, logger: Logger(label: "test"))
        let (batches, from) = feed.listen()
        #expect(from == 0)
        try fixture.sale.select(.init(ids: ["101-A-1", "101-A-2"]), holder: "a")
        try fixture.sale.book(holder: "a")
        // Another process on the same state: a sale of its own.
        let other = Sale(chart: fixture.sale.chart, chartFile: "arena", source: SelectionStateFile(path: fixture.statePath, chart: fixture.sale.chart))
        try other.block(.init(ids: ["101-B-1"]))
        await feed.poll()
        await feed.poll()
        #expect(feed.sequence == 5)
        let seat = try #require(fixture.sale.chart.seatIndex(forID: "101-A-1"))
        #expect(feed.state(ofSeat: seat) == .booked)
        #expect(feed.states.countsByState[.blocked] == 4)
        var iterator = batches.makeAsyncIterator()
        let batch = try #require(await iterator.next())
        #expect(batch.map(\.sequence) == [1, 2, 3, 4, 5])
        #expect(batch.map(\.state) == [.held, .held, .booked, .booked, .blocked])
    }

    @Test func expiredHoldsAreFreedAndReported() async throws {
        let fixture = try ServerFixture()
        try fixture.sale.select(.init(ids: ["101-A-1"]), holder: "a", ttl: 0.05)
        try await Task.sleep(for: .milliseconds(100))
        #expect(try fixture.sale.expireDue() == 1)
        #expect(try fixture.sale.expireDue() == 0)
        let changes = try fixture.sale.changes(after: 1)
        #expect(changes.map(\.action) == [.expire])
        #expect(changes.map(\.state) == [.available])
    }
}
