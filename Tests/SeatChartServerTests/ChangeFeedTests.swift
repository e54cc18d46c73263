import Foundation
import Logging
import SeatChartSQLite
@testable import SeatChartServer
import SeatChart
import SeatChartPostgres
import SeatChartSale
import SeatChartStore
import SeatChartTestSupport
import Testing

/// The feed follows the state's log, whoever wrote it, keeps the seats' states and hands
/// each change, once and in order, to its listeners.
@Suite(.onWaitingThreads) struct ChangeFeedTests {
    @Test func theFeedAppliesEveryChangeInOrderAndTellsItsListeners() async throws {
        let fixture = try ServerFixture()
        let feed = try ChangeFeed(sale: fixture.sale, settings: fixture.settings, logger: Logger(label: "test"))
        let (listener, from) = feed.listen()
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
        guard case .changes(let batch) = await listener.next(waitingAtMost: .seconds(10)) else {
            Issue.record("the listener got no changes")
            return
        }
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

    @Test func onPostgreSQLTheFeedReadsTheLogWhenAnotherServerCommits() async throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let url = try PostgresURL(try ThrowawayPostgres.shared.newDatabase())
        let sale = Sale(chart: chart, chartFile: "arena", source: PostgresStateSource(url: url, chart: chart))
        var settings = ServeSettings()
        // Within this test only a signal can make the feed read the log.
        settings.signalledPollInterval = .seconds(600)
        settings.changePollInterval = .seconds(600)
        // Its reads on a thread of its own, as a server's (NIO's shared pool has a thread a core,
        // which the other tests of this process keep busy).
        let reads = Offload.pool(threads: 1)
        let feed = try ChangeFeed(sale: sale, settings: settings, offload: reads, logger: Logger(label: "test"))
        let running = Task { try await feed.run() }
        defer { running.cancel() }
        try await Task.sleep(for: .milliseconds(300))
        // Another server on the database: it writes until the feed's listening connection hears.
        let other = Sale(chart: chart, chartFile: "arena", source: PostgresStateSource(url: url, chart: chart))
        // (The whole suite runs at once on this machine's two cores, and tests that wait on
        // processes can keep Swift's cooperative threads, which the feed runs on, for minutes.)
        let deadline = Date().addingTimeInterval(180)
        var commits = 0, lastFailure = "none"
        while feed.sequence == 0 && Date() < deadline {
            do {
                _ = try other.select(.init(ids: ["101-A-1"]), holder: "b")
                commits += 1
            } catch { lastFailure = "\(error)" }
            try await Task.sleep(for: .milliseconds(250))
            if feed.sequence == 0 { _ = try? other.deselectAll(holder: "b") }
        }
        #expect(feed.sequence > 0, """
            the feed never heard of another server's commits: \(commits) holds committed, the last \
            failure \(lastFailure), the feed's last read \(feed.isUnreachable ? "failed" : "succeeded"), \
            the log at \((try? other.latestSequence()).map { "\($0)" } ?? "unreadable")
            """)
        // Now listening: a commit reaches the feed, though no timed read is due for ten minutes
        // (its speed is measured by scripts/bench-postgres, not here).
        // (Wait for the seat itself: the notice of the loop's last deselect may still come and
        // move the feed on before this commit is read.)
        let seat = try #require(chart.seatIndex(forID: "101-A-2"))
        let start = Date()
        while (try? other.select(.init(ids: ["101-A-2"]), holder: "b")) == nil && Date().timeIntervalSince(start) < 30 {
            try await Task.sleep(for: .milliseconds(100))
        }
        while feed.state(ofSeat: seat) != .held && Date().timeIntervalSince(start) < 180 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(feed.state(ofSeat: seat) == .held, "read \(Date().timeIntervalSince(start)) s after the commit")
        running.cancel()
        _ = await running.result
        await reads.shutdown()
    }
}
