import GRDB
import SeatChartStore

/// A connection as one event's sale sees it: GRDB's `Database`, each statement in the
/// event's table names (``EventNamespace/qualify(_:)``). The store's statements are written
/// once, against the plain names, and run through this for every event alike.
struct StateDatabase {
    /// The connection.
    let db: Database
    /// Whose tables the statements use.
    let namespace: EventNamespace

    init(_ db: Database, _ namespace: EventNamespace) {
        self.db = db
        self.namespace = namespace
    }

    /// `sql` in the event's names.
    func qualify(_ sql: String) -> String { namespace.qualify(sql) }

    /// A statement kept by the connection, in the event's names.
    func cachedStatement(sql: String) throws -> Statement { try db.cachedStatement(sql: qualify(sql)) }

    /// A new statement, in the event's names.
    func makeStatement(sql: String) throws -> Statement { try db.makeStatement(sql: qualify(sql)) }

    /// Runs `sql`, in the event's names.
    func execute(sql: String, arguments: StatementArguments = StatementArguments()) throws {
        try db.execute(sql: qualify(sql), arguments: arguments)
    }

    /// Whether the event has table `name` (a plain name).
    func tableExists(_ name: String) throws -> Bool { try db.tableExists(namespace.table(name)) }

    /// The columns of the event's table `name` (a plain name).
    func columns(in name: String) throws -> [ColumnInfo] { try db.columns(in: namespace.table(name)) }

    var lastInsertedRowID: Int64 { db.lastInsertedRowID }
    var changesCount: Int { db.changesCount }
}

extension DatabaseValueConvertible {
    static func fetchOne(_ db: StateDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Self? {
        try fetchOne(db.db, sql: db.qualify(sql), arguments: arguments)
    }

    static func fetchAll(_ db: StateDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self] {
        try fetchAll(db.db, sql: db.qualify(sql), arguments: arguments)
    }
}

extension DatabaseValueConvertible where Self: StatementColumnConvertible {
    static func fetchOne(_ db: StateDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Self? {
        try fetchOne(db.db, sql: db.qualify(sql), arguments: arguments)
    }

    static func fetchAll(_ db: StateDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Self] {
        try fetchAll(db.db, sql: db.qualify(sql), arguments: arguments)
    }
}

extension Row {
    static func fetchOne(_ db: StateDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> Row? {
        try fetchOne(db.db, sql: db.qualify(sql), arguments: arguments)
    }

    static func fetchAll(_ db: StateDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> [Row] {
        try fetchAll(db.db, sql: db.qualify(sql), arguments: arguments)
    }

    static func fetchCursor(_ db: StateDatabase, sql: String, arguments: StatementArguments = StatementArguments()) throws -> RowCursor {
        try fetchCursor(db.db, sql: db.qualify(sql), arguments: arguments)
    }
}
