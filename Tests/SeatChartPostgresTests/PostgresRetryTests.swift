import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Testing

/// A transaction that PostgreSQL aborts as a serialization failure or a deadlock is tried
/// again, whole, up to five tries in all; past that the write fails, named, with nothing changed.
/// The failures are forced by a trigger that raises them for the first N events logged (a
/// sequence counts them: it is not rolled back with the transaction).
@Suite(.onWaitingThreads) struct PostgresRetryTests {
    let chart = TestCharts.rows([TestCharts.centred(6)])

    /// A store on a new database whose next `count` writes of an event fail with `sqlState`.
    func store(failing count: Int, with sqlState: String) throws -> PostgresSelectionStore {
        let location = try ThrowawayPostgres.shared.newDatabase()
        let store = try PostgresSelectionStore(url: try PostgresURL(location), chart: chart, create: true, clock: TestClock().function)
        try ThrowawayPostgres.shared.sql(location, """
            CREATE SEQUENCE forced_failures;
            CREATE FUNCTION fail_first() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF nextval('forced_failures') <= \(count) THEN
                    RAISE EXCEPTION 'forced by the test' USING ERRCODE = '\(sqlState)';
                END IF;
                RETURN NEW;
            END $$;
            CREATE TRIGGER fail_first BEFORE INSERT ON event FOR EACH ROW EXECUTE FUNCTION fail_first();
            """)
        return store
    }

    @Test(arguments: ["40001", "40P01"]) func aFailureThatATryAgainResolvesIsTriedAgain(_ sqlState: String) throws {
        let store = try store(failing: 4, with: sqlState)
        let change = try store.select([1, 2], holder: "ann", ttl: nil, limit: nil)
        #expect(change.changed == [chart.seatID(1), chart.seatID(2)])
        #expect(try store.history(holder: nil, limit: nil).count == 2, "logged once, not once a try")
        #expect(try store.check().isEmpty)
    }

    @Test func pastFiveTriesTheWriteFailsNamedAndChangesNothing() throws {
        let store = try store(failing: 5, with: "40001")
        do {
            _ = try store.select([1], holder: "ann", ttl: nil, limit: nil)
            Issue.record("the write went through")
        } catch let error as InputError {
            #expect("\(error)".contains("SQLSTATE 40001") && "\(error)".contains(store.url.description), "\(error)")
        }
        #expect(try store.history(holder: nil, limit: nil).isEmpty)
        #expect(try store.status(holder: "ann").holds.isEmpty)
        // The next write goes through: nothing was left half done.
        #expect(try store.select([1], holder: "ann", ttl: nil, limit: nil).changed == [chart.seatID(1)])
    }
}
