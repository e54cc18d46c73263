import Foundation
import SeatChart
import SeatChartStore

/// A selection state kept in a SQLite file: opened as a ``SelectionStore`` for changes, and
/// read through read-only connections otherwise, so reading never creates the file. Without
/// a file, every seat is available but the chart's blocked seats, and the log is empty.
public struct SelectionStateFile: SelectionStateSource {
    /// The SQLite file.
    public var path: String
    /// The stadium the state belongs to.
    public var chart: Chart
    /// The time source for holds, expiries and the log.
    public var clock: @Sendable () -> Date
    /// Whose sale: the state used without `--event`, or an event's (``EventNamespace``).
    public var namespace: EventNamespace

    /// Describes the state file at `path` for `chart` (the sale of `namespace`: the plain
    /// state by default); nothing is opened yet.
    public init(path: String, chart: Chart, namespace: EventNamespace = .main, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.path = path
        self.chart = chart
        self.namespace = namespace
        self.clock = clock
    }

    /// Opens the file (creating it and its folder on first use), for the sale of ``namespace``.
    ///
    /// - Throws: ``InputError`` naming the file, as ``SelectionStore/init(path:chart:identity:clock:)``.
    public func openStore() throws -> any SelectionStateStore {
        let store = try SelectionStore(path: path, chart: chart, clock: clock)
        return namespace.isMain ? store : SelectionStore(event: namespace, of: store)
    }

    /// The file itself, read without creating it (see ``SelectionStateReader``).
    public func openReader() throws -> any SelectionStateReader { self }
}

extension SelectionStateFile: SelectionStateReader {
    /// The recorded seat states, with `holder`'s live holds and bookings marked selected; never creates
    /// the file (see ``SelectionStore/readStates(path:chart:holder:clock:)``).
    public func states(holder: String) throws -> SeatStateTable {
        try SelectionStore.readStates(path: path, chart: chart, holder: holder, namespace: namespace, clock: clock)
    }

    /// The recorded `status` report for `holder`; never creates the file.
    public func status(holder: String) throws -> SelectionStatus {
        try SelectionStore.readStatus(path: path, chart: chart, holder: holder, namespace: namespace, clock: clock)
    }

    /// The recorded log, newest first; never creates the file.
    public func history(holder: String?, limit: Int?) throws -> [SelectionEvent] {
        try SelectionStore.readHistory(path: path, chart: chart, holder: holder, limit: limit, namespace: namespace, clock: clock)
    }

    /// The recorded bookings, in chart order; never creates the file.
    public func bookings() throws -> [BookingRecord] {
        try SelectionStore.readBookings(path: path, chart: chart, namespace: namespace)
    }

    /// The problems in the file; none when there is no file. Never creates the file.
    public func check() throws -> [String] {
        try SelectionStore.readCheck(path: path, chart: chart, namespace: namespace)
    }
}
