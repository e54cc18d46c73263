import PostgresNIO
import SeatChartStore

extension PostgresSchema {
    /// Makes an event's tables and functions: the state's migrations, each under its names.
    static func makeTables(_ connection: PostgresConnection, of namespace: EventNamespace) throws {
        for migration in stateMigrations {
            for statement in statements(migration.sql) {
                try connection.run(PostgresQuery(unsafeSQL: namespace.qualify(statement)))
            }
        }
    }

    /// Drops an event's tables and functions (their indexes and triggers go with them).
    static func dropTables(_ connection: PostgresConnection, of namespace: EventNamespace) throws {
        let tables = try connection.run("""
            SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND left(tablename::text, \(namespace.prefix.count)::integer) = \(namespace.prefix)
            """).map { try $0.decode(String.self) }
        if !tables.isEmpty {
            try connection.run(PostgresQuery(unsafeSQL: "DROP TABLE " + tables.map { "\"\($0)\"" }.joined(separator: ", ") + " CASCADE"))
        }
        let functions = try connection.run("""
            SELECT p.oid::regprocedure::text FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = 'public' AND left(p.proname::text, \(namespace.prefix.count)::integer) = \(namespace.prefix)
            """).map { try $0.decode(String.self) }
        for function in functions {
            try connection.run(PostgresQuery(unsafeSQL: "DROP FUNCTION \(function)"))
        }
    }
}

extension PostgresQuery {
    /// `query` with its statement in `namespace`'s names (``EventNamespace/qualify(_:)``), its
    /// bindings as they are.
    init(qualifying query: PostgresQuery, in namespace: EventNamespace) {
        self = query
        sql = namespace.qualify(query.sql)
    }
}
