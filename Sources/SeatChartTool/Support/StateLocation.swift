import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartSQLite
import SeatChartStore

/// Where `--state` (or `SEATCHART_STATE`) puts the selection state: a SQLite file by path, or
/// a PostgreSQL database by URL (`postgres://USER@HOST:PORT/DB`).
enum StateLocation {
    /// Whether `location` names a database rather than a file.
    static func isDatabase(_ location: String) -> Bool { PostgresURL.names(location) }

    /// Whether a state is there: the file exists, or the database holds one (its tables and
    /// the stadium a first change recorded; the database is asked).
    ///
    /// - Throws: ``InputError`` for a malformed URL or a database out of reach.
    static func exists(_ location: String) throws -> Bool {
        if isDatabase(location) { return try PostgresSelectionStore.holdsState(url: PostgresURL(location)) }
        return FileManager.default.fileExists(atPath: location)
    }

    /// The state at `location` for `chart`.
    ///
    /// - Throws: ``InputError`` for a malformed database URL.
    static func source(_ location: String, chart: Chart, namespace: EventNamespace = .main) throws -> any SelectionStateSource {
        if isDatabase(location) {
            // The database's clock, unless SEATCHART_NOW fixes the time.
            var clock: (@Sendable () -> Date)?
            if let fixed = StateClock.fixed { clock = { fixed } }
            return PostgresStateSource(url: try PostgresURL(location), chart: chart, namespace: namespace, clock: clock)
        }
        return SelectionStateFile(path: location, chart: chart, namespace: namespace, clock: StateClock.now)
    }

    /// The catalogue of events and seasons at `location` for `chart`.
    ///
    /// - Throws: ``InputError`` for a malformed database URL.
    static func catalogue(_ location: String, chart: Chart) throws -> any EventCatalogueSource {
        guard let source = try source(location, chart: chart) as? any EventCatalogueSource else {
            throw InputError(file: name(location), place: "--state", message: "this state keeps no events")
        }
        return source
    }

    /// How messages name `location`: a database URL without its password.
    static func name(_ location: String) -> String {
        guard isDatabase(location) else { return location }
        return (try? PostgresURL(location))?.description ?? PostgresURL.withoutPassword(location)
    }
}
