import Foundation
import GRDB
import SeatChart
import SeatChartPostgres
import SeatChartSQLite
import SeatChartStore
import SeatChartTestSupport
import Testing

/// The stores every contract test runs on (``StateBackend``: a new SQLite file, a new
/// database of the tests' own PostgreSQL server).
extension StateBackend {
    /// The state at `location` for `chart`, described but not opened.
    func source(_ location: String, chart: Chart, clock: TestClock) throws -> any SelectionStateSource {
        switch self {
        case .sqlite: return SelectionStateFile(path: location, chart: chart, clock: clock.function)
        case .postgres: return PostgresStateSource(url: try PostgresURL(location), chart: chart, clock: clock.function)
        }
    }

    /// A new store for `chart`, opened for changes.
    func open(_ chart: Chart, clock: TestClock, at location: String? = nil) throws -> any SelectionStateStore {
        try source(location ?? newLocation(), chart: chart, clock: clock).openStore()
    }
}

/// Conveniences the contract tests call on either store.
extension SelectionStateStore {
    @discardableResult
    func select(_ seats: [Int], holder: String) throws -> SelectionChange { try select(seats, holder: holder, ttl: nil, limit: nil) }
    @discardableResult
    func release(_ seats: [Int]) throws -> SelectionChange { try release(seats, by: nil) }
    @discardableResult
    func block(_ seats: [Int]) throws -> SelectionChange { try block(seats, by: nil) }
    @discardableResult
    func unblock(_ seats: [Int]) throws -> SelectionChange { try unblock(seats, by: nil) }
    func history() throws -> [SelectionEvent] { try history(holder: nil, limit: nil) }
}

extension StateBackend {
    /// Runs `sql` (statements the two backends read alike) on the state at `location`,
    /// outside the store: what earlier versions left behind, say.
    func execute(_ sql: String, at location: String) throws {
        switch self {
        case .sqlite: try DatabaseQueue(path: location).write { try $0.execute(sql: sql) }
        case .postgres: _ = try ThrowawayPostgres.shared.sql(location, sql)
        }
    }

    /// The single number `sql` selects from the state at `location`.
    func number(_ sql: String, at location: String) throws -> Int {
        switch self {
        case .sqlite: return try DatabaseQueue(path: location).read { try Int.fetchOne($0, sql: sql) ?? -1 }
        case .postgres:
            return Int(try ThrowawayPostgres.shared.sql(location, sql).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        }
    }
}
