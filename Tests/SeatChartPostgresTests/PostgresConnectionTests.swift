import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Synchronization
import Testing

/// Connections of the PostgreSQL store: a database out of reach, connections the server cut.
@Suite(.onWaitingThreads) struct PostgresConnectionTests {
    let chart = TestCharts.rows([TestCharts.centred(6)])
    let clock = TestClock()

    @Test func anUnreachableDatabaseIsNamedNotCrashed() throws {
        let url = try PostgresURL("postgres://sc@127.0.0.1:1/none")
        do {
            _ = try PostgresSelectionStore(url: url, chart: chart, create: true)
            Issue.record("expected the database to be unreachable")
        } catch let error as InputError {
            #expect("\(error)".contains("postgres://sc@127.0.0.1:1/none"), "\(error)")
        }
    }

    @Test func connectionsCutWhileIdleAreMadeAgainNotWaitedOn() throws {
        let postgres = try ThrowawayPostgres.shared
        let location = try postgres.newDatabase()
        let store = try PostgresSelectionStore(url: try PostgresURL(location), chart: chart, create: true, clock: clock.function)
        try store.select([0], holder: "ann", ttl: nil, limit: nil)
        // The server cuts every connection of the store, as a restart does.
        try postgres.sql(location, "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
        Thread.sleep(forTimeInterval: 0.3)
        let outcome = Mutex<Result<SelectionChange, any Error>?>(nil)
        Thread.detachNewThread { outcome.withLock { $0 = Result { try store.select([1], holder: "ann", ttl: nil, limit: nil) } } }
        let deadline = Date().addingTimeInterval(10)
        while outcome.withLock({ $0 }) == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let result = try #require(outcome.withLock { $0 }, "the write after the cut never ended")
        let change = try result.get()
        #expect(change.changed == [chart.seatID(1)], "\(change)")
        #expect(try store.check().isEmpty)
    }
}
