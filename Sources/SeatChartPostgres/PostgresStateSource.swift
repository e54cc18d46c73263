import Foundation
import SeatChart
import SeatChartStore

/// A selection state kept in a PostgreSQL database (`--state postgres://USER@HOST:PORT/DB`):
/// opened for changes with its tables made on first use, or read without making anything.
public struct PostgresStateSource: SelectionStateSource {
    /// The database.
    public var url: PostgresURL
    /// The stadium the state belongs to.
    public var chart: Chart
    /// The time to use for holds, expiries and the log instead of the database's clock
    /// (tests, `SEATCHART_NOW`); `nil`: the database's, which every server on it shares.
    public var clock: (@Sendable () -> Date)?
    /// Whose sale: the state used without `--event`, or an event's (``EventNamespace``).
    public var namespace: EventNamespace

    /// Describes the state in the database at `url` for `chart` (the sale of `namespace`: the
    /// plain state by default); nothing is opened yet.
    public init(url: PostgresURL, chart: Chart, namespace: EventNamespace = .main, clock: (@Sendable () -> Date)? = nil) {
        self.url = url
        self.chart = chart
        self.namespace = namespace
        self.clock = clock
    }

    public func openStore() throws -> any SelectionStateStore {
        let store = try PostgresSelectionStore(url: url, chart: chart, create: true, clock: clock)
        return namespace.isMain ? store : PostgresSelectionStore(event: namespace, of: store)
    }

    public func openReader() throws -> any SelectionStateReader {
        let store = try PostgresSelectionStore(url: url, chart: chart, create: false, connections: 1, clock: clock)
        return namespace.isMain ? store : PostgresSelectionStore(event: namespace, of: store)
    }
}
