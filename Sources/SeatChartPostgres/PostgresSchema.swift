import PostgresNIO

/// The tables of a PostgreSQL state, the same as the SQLite file's (``StoreSchema`` there):
/// `stadium`, `holder`, `seat_state`, `event` (with `actor`), `hold_token`; times are seconds
/// since 1970 UTC as `double precision`, event ids a `bigserial` that only grows.
///
/// Migrations are numbered and recorded in `seatchart_migration`; they run in one
/// transaction under an advisory lock, so two servers starting on a new database at once
/// make the tables once.
enum PostgresSchema {
    /// The lock every write takes first (`pg_advisory_xact_lock`): writers of one database
    /// go one at a time, so the log's ids are committed in order and a live feed that read
    /// up to an id never misses a smaller one committed later.
    static let writeLock: Int64 = 0x5EA7_C4A7

    /// The migrations, in order; never edited once shipped.
    static let migrations: [(version: Int, sql: String)] = [
        (1, """
            CREATE TABLE stadium (
                id integer PRIMARY KEY CHECK (id = 1),
                name text NOT NULL,
                seat_count integer NOT NULL,
                seat_hash text NOT NULL,
                created_at double precision NOT NULL
            );
            CREATE TABLE holder (
                id bigserial PRIMARY KEY,
                name text NOT NULL UNIQUE
            );
            CREATE TABLE seat_state (
                seat integer PRIMARY KEY,
                seat_id text NOT NULL,
                state text NOT NULL CHECK (state IN ('held', 'booked', 'blocked')),
                holder_id bigint REFERENCES holder(id),
                since double precision NOT NULL,
                expires_at double precision,
                CHECK (state = 'held' OR expires_at IS NULL),
                CHECK ((state = 'blocked') = (holder_id IS NULL))
            );
            CREATE INDEX seat_state_holder ON seat_state(holder_id, seat);
            CREATE INDEX seat_state_expiry ON seat_state(expires_at) WHERE expires_at IS NOT NULL;
            CREATE TABLE event (
                id bigserial PRIMARY KEY,
                time double precision NOT NULL,
                holder_id bigint REFERENCES holder(id),
                action text NOT NULL CHECK (action IN
                    ('select', 'deselect', 'book', 'release', 'expire', 'block', 'unblock')),
                seat integer NOT NULL,
                seat_id text NOT NULL,
                actor text,
                CHECK ((action IN ('block', 'unblock')) = (holder_id IS NULL))
            );
            CREATE INDEX event_holder ON event(holder_id, time, id);
            CREATE TABLE hold_token (
                holder_id bigint PRIMARY KEY REFERENCES holder(id),
                expires_at double precision NOT NULL
            );
            """),
    ]

    /// Whether the database holds a state (its first table exists).
    static func exists(_ connection: PostgresConnection) throws -> Bool {
        let rows = try connection.run("SELECT to_regclass('public.seatchart_migration') IS NOT NULL")
        return try rows.first?.decode(Bool.self) ?? false
    }

    /// Applies the migrations not applied yet.
    static func migrate(_ connection: PostgresConnection) throws {
        try connection.run("BEGIN")
        do {
            try connection.run("SELECT pg_advisory_xact_lock(\(writeLock))")
            try connection.run("CREATE TABLE IF NOT EXISTS seatchart_migration (version integer PRIMARY KEY)")
            let done = Set(try connection.run("SELECT version FROM seatchart_migration").map { try $0.decode(Int.self) })
            for migration in migrations where !done.contains(migration.version) {
                // One statement at a time: a prepared statement holds one command.
                for statement in migration.sql.split(separator: ";") where !statement.allSatisfy(\.isWhitespace) {
                    try connection.run(PostgresQuery(unsafeSQL: String(statement)))
                }
                try connection.run("INSERT INTO seatchart_migration (version) VALUES (\(migration.version))")
            }
            try connection.run("COMMIT")
        } catch {
            _ = try? connection.run("ROLLBACK")
            throw error
        }
    }
}
