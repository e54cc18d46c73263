import Testing

/// The two kinds of selection state a test can run on, as its argument: a SQLite file, and a
/// database of the tests' PostgreSQL server (``ThrowawayPostgres/shared``).
public enum StateBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case postgres

    public var testDescription: String { rawValue }

    /// A new, empty state: a file path (the file not made yet) or a database URL.
    public func newLocation() throws -> String {
        switch self {
        case .sqlite: return StateFiles.newPath()
        case .postgres: return try ThrowawayPostgres.shared.newDatabase()
        }
    }

    /// A new, empty state for processes that race on it: on PostgreSQL with a statement
    /// timeout of two minutes. Each transaction of the race waits for the row the others lock,
    /// and on a busy machine that queue can outlast the default 10 s, which is there to end a
    /// stalled database, not the subject of the race.
    public func newLocationForRace() throws -> String {
        switch self {
        case .sqlite: return try newLocation()
        case .postgres: return try newLocation() + "?statement_timeout=120"
        }
    }
}
