import PostgresNIO
import SeatChart
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

extension PostgresSchema {
    /// Brings every event's tables up to the state's migrations, under the write lock in one
    /// transaction: those an older version made get the migrations added since.
    static func upgradeEventTables(_ connection: PostgresConnection) throws {
        let count = stateMigrations.count
        guard try connection.run("SELECT to_regclass('public.sale_event') IS NOT NULL").first?.decode(Bool.self) == true,
              try connection.run("SELECT EXISTS (SELECT 1 FROM sale_event WHERE schema_version < \(count))").first?.decode(Bool.self) == true
        else { return }
        try connection.run("BEGIN")
        do {
            try connection.run("SELECT pg_advisory_xact_lock(\(writeLock))")
            for row in try connection.run("SELECT id, schema_version FROM sale_event WHERE schema_version < \(count)") {
                let (number, version) = try row.decode((Int64, Int).self)
                let namespace = EventNamespace(number: number)
                for migration in stateMigrations[version...] {
                    for statement in statements(migration.sql) {
                        try connection.run(PostgresQuery(unsafeSQL: namespace.qualify(statement)))
                    }
                }
                try connection.run("UPDATE sale_event SET schema_version = \(count) WHERE id = \(number)")
            }
            try connection.run("COMMIT")
        } catch {
            _ = try? connection.run("ROLLBACK")
            throw error
        }
    }
}

extension PostgresSchema {
    /// Every seat held or booked in the state, the plain one's and each event's.
    static func soldSeats(_ connection: PostgresConnection) throws -> [ChartChange.SoldSeat] {
        var namespaces: [(String?, EventNamespace)] = [(nil, .main)]
        if try connection.run("SELECT to_regclass('public.sale_event') IS NOT NULL").first?.decode(Bool.self) == true {
            namespaces += try connection.run("SELECT key, id FROM sale_event ORDER BY id").map {
                let (key, number) = try $0.decode((String, Int64).self)
                return (key, EventNamespace(number: number))
            }
        }
        var sold: [ChartChange.SoldSeat] = []
        for (event, namespace) in namespaces {
            let rows = try connection.run(PostgresQuery(qualifying: """
                SELECT seat_id, state FROM seat_state WHERE state IN ('held', 'booked') ORDER BY seat
                """, in: namespace))
            sold += try rows.map {
                let (seatID, state) = try $0.decode((String, String).self)
                return ChartChange.SoldSeat(event: event, seatID: seatID, state: SeatState(rawValue: state) ?? .held)
            }
        }
        return sold
    }
}
