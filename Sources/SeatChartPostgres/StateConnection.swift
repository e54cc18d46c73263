import PostgresNIO
import SeatChartStore

/// A connection as one event's sale sees it: each statement in the event's table and function
/// names (``EventNamespace/qualify(_:)``), its bindings as they are. The store's statements
/// are written once, against the plain names, and run through this for every event alike.
struct StateConnection {
    /// The connection.
    let connection: PostgresConnection
    /// Whose tables the statements use.
    let namespace: EventNamespace

    init(_ connection: PostgresConnection, _ namespace: EventNamespace) {
        self.connection = connection
        self.namespace = namespace
    }

    /// Runs `query` in the event's names and waits for its rows (``PostgresConnection/run(_:)``).
    @discardableResult
    func run(_ query: PostgresQuery) throws -> [PostgresRow] {
        try connection.run(namespace.isMain ? query : PostgresQuery(qualifying: query, in: namespace))
    }

    /// Whether the server closed the connection.
    var isClosed: Bool { connection.isClosed }
}
