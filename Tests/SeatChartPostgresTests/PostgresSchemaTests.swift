import Foundation
import SeatChart
@testable import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Testing

/// The migrations of a PostgreSQL state: a database made by an earlier version is brought up
/// to date by the first store that opens it for changes, its sale kept.
@Suite(.onWaitingThreads) struct PostgresSchemaTests {
    let chart = TestCharts.rows([TestCharts.centred(6)])

    @Test func aStateOfTheFirstTwoMigrationsIsUpgradedAndSellsOn() throws {
        let location = try ThrowawayPostgres.shared.newDatabase()
        let url = try PostgresURL(location)
        // The tables and functions as the first version with migration 2 made them, and a hold.
        let pool = try PostgresConnectionPool(url: url, maximum: 1)
        try pool.withConnection { try PostgresSchema.migrate($0, through: 2) }
        try ThrowawayPostgres.shared.sql(location, """
            INSERT INTO stadium VALUES (1, \(quoted(chart.name)), \(chart.seats.count), \(quoted(StadiumIdentity(of: chart).seatHash)), 0);
            INSERT INTO holder (name) VALUES ('ann');
            INSERT INTO seat_state VALUES (0, \(quoted(chart.seatID(0))), 'held', 1, 0, NULL);
            INSERT INTO event (time, holder_id, action, seat, seat_id) VALUES (0, 1, 'select', 0, \(quoted(chart.seatID(0))));
            """)
        #expect(try ThrowawayPostgres.shared.sql(location, "SELECT max(version) FROM seatchart_migration") == "2\n")

        let store = try PostgresSelectionStore(url: url, chart: chart, create: true, clock: TestClock().function)
        let latest = PostgresSchema.migrations.map(\.version).max() ?? 0
        #expect(try ThrowawayPostgres.shared.sql(location, "SELECT max(version) FROM seatchart_migration") == "\(latest)\n")
        #expect(try store.status(holder: "ann").holds.map(\.seatID) == [chart.seatID(0)], "the sale is kept")
        #expect(try store.select([0, 1], holder: "ann", ttl: nil, limit: nil).changed == [chart.seatID(1)])
        #expect(throws: SelectionRefusal.self) { try store.select([1], holder: "bob", ttl: nil, limit: nil) }
        #expect(try store.check().isEmpty)
    }

    /// `text` as an SQL string literal.
    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
}
