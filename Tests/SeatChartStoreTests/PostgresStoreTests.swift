import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Testing

/// What only the PostgreSQL store does: its commits signalled to every watcher (LISTEN/NOTIFY),
/// and URLs that name the state.
@Suite struct PostgresStoreTests {
    let chart = TestCharts.rows([TestCharts.centred(6)])
    let clock = TestClock()

    @Test func aCommitBySomeoneElseIsSignalled() async throws {
        let location = try ThrowawayPostgres.shared.newDatabase()
        let watcher = try StoreBackend.postgres.open(chart, clock: clock, at: location)
        let writer = try StoreBackend.postgres.open(chart, clock: clock, at: location)
        let signal = try #require(watcher as? any SelectionChangeSignal)
        let (signals, signalled) = AsyncStream<Void>.makeStream()
        let watching = Task { await signal.watchChanges { signalled.yield() } }
        defer { watching.cancel() }
        // Writes until one is heard: the first may come before the watcher listens.
        let heard = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await _ in signals { return true }
                return false
            }
            group.addTask {
                for seat in 0..<5 {
                    _ = try? writer.select([seat], holder: "bob", ttl: nil, limit: nil)
                    try? await Task.sleep(for: .milliseconds(300))
                }
                try? await Task.sleep(for: .seconds(5))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            signalled.finish()
            return first
        }
        #expect(heard, "a commit on another connection reached the watcher")
    }

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
