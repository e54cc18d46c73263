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
}
