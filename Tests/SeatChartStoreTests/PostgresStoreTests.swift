import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Testing

/// What only the PostgreSQL store does: URLs that name the state, and a database out of reach.
@Suite struct PostgresStoreTests {
    let chart = TestCharts.rows([TestCharts.centred(6)])
    let clock = TestClock()

    @Test func urlsAreReadAndMessagesHideThePassword() throws {
        let url = try PostgresURL("postgres://ann:s3cret@db.example:6543/sale")
        #expect(url.user == "ann" && url.password == "s3cret" && url.host == "db.example" && url.port == 6543 && url.database == "sale")
        #expect(url.description == "postgres://ann@db.example:6543/sale")
        #expect(try PostgresURL("postgresql://ann@db/sale").port == 5432)
        for bad in ["postgres://db/sale", "postgres://ann@/sale", "postgres://ann@db", "postgres://ann@db:70000/sale"] {
            #expect(throws: InputError.self, "\(bad)") { try PostgresURL(bad) }
        }
        do {
            _ = try PostgresURL("postgres://ann:s3cret@db")
        } catch let error as InputError {
            #expect(!"\(error)".contains("s3cret"), "the password is not repeated")
        }
    }

    @Test func anUnreachableDatabaseIsNamedNotCrashed() throws {
        let url = try PostgresURL("postgres://sc@127.0.0.1:1/none")
        do {
            _ = try PostgresSelectionStore(url: url, chart: chart, create: true)
            Issue.record("expected the database to be unreachable")
        } catch let error as InputError {
            #expect("\(error)".contains("postgres://sc@127.0.0.1:1/none"), "\(error)")
        }
    }
}
