import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartStore
import SeatChartTestSupport
import Testing

/// The two stores every contract test runs on: a new SQLite file, and a new database of the
/// tests' own PostgreSQL server (``ThrowawayPostgres``).
enum StoreBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// A new, empty state: a file path or a database URL.
    func newLocation() throws -> String {
        switch self {
        case .sqlite: return StateFiles.newPath()
        case .postgres: return try ThrowawayPostgres.shared.newDatabase()
        }
    }

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
