import PostgresNIO
import SeatChartStore

/// The tables of a PostgreSQL state, the same as the SQLite file's (``StoreSchema`` there):
/// `stadium`, `holder`, `seat_state`, `event` (with `actor`), `hold_token`, `token_key`,
/// `hold_extension`; times are seconds since 1970 UTC as `double precision`, event ids a `bigserial` that only grows.
///
/// Migrations are numbered and recorded in `seatchart_migration`; they run in one
/// transaction under an advisory lock, so two servers starting on a new database at once
/// make the tables once.
enum PostgresSchema {
    /// The lock every write takes first (`pg_advisory_xact_lock`): writers of one database
    /// go one at a time, so the log's ids are committed in order and a live feed that read
    /// up to an id never misses a smaller one committed later.
    static let writeLock: Int64 = 0x5EA7_C4A7

    /// The migrations, in order; never edited once shipped: the state's tables, then the
    /// catalogue of events and seasons (only the plain namespace has it).
    static let migrations: [(version: Int, sql: String)] = stateMigrations + catalogueMigrations

    /// The catalogue's migrations (``EventCatalogueSchema``), after the state's.
    static let catalogueMigrations: [(version: Int, sql: String)] = [
        (13, EventCatalogueSchema.postgres),
        (14, EventCatalogueSchema.seasonSeatsPostgres),
    ]

    /// The migrations of a state's tables: the plain ones of the state used without `--event`,
    /// and each event's own (``EventNamespace/qualify(_:)``). New ones are appended here, and
    /// reach every event's tables when its state is next opened for a change.
    static let stateMigrations: [(version: Int, sql: String)] = [
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
        // A write's first step in one round trip: the write lock, the sweep of the holds
        // whose time ran out (each logged as an `expire` event dated when it ran out) and the
        // notice of a change (sent at commit). Its statements run after the lock is granted,
        // so they see every write committed before.
        (2, """
            CREATE FUNCTION seatchart_begin_write(now double precision) RETURNS void LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM pg_advisory_xact_lock(\(writeLock));
                WITH expired AS (
                    DELETE FROM seat_state WHERE expires_at <= now
                    RETURNING seat, seat_id, holder_id, expires_at)
                INSERT INTO event (time, holder_id, action, seat, seat_id)
                SELECT expires_at, holder_id, 'expire', seat, seat_id FROM expired ORDER BY expires_at, seat;
                PERFORM pg_notify('\(changeChannel)', '');
            END
            $$
            """),
        // What a batch of holds reads, in one query: the holders asked for with how many seats
        // each has, and the stored seats asked for (``PostgresSelectionStore/holdAll``); and a
        // write's first step and that read in one round trip, the read after the lock (a
        // statement of a PL/pgSQL function sees what was committed before it began).
        (3, """
            CREATE FUNCTION seatchart_hold_reads(holder_names text[], seat_numbers bigint[])
            RETURNS TABLE (holder_name text, holder_id bigint, owned bigint, seat integer, state text, seat_holder bigint)
            LANGUAGE sql AS $$
                SELECT h.name, h.id, (SELECT count(*) FROM seat_state o WHERE o.holder_id = h.id), NULL::integer, NULL::text, NULL::bigint
                FROM holder h WHERE h.name = ANY(holder_names)
                UNION ALL
                SELECT NULL, NULL, NULL, s.seat, s.state, s.holder_id FROM seat_state s WHERE s.seat = ANY(seat_numbers)
            $$
            """),
        (4, """
            CREATE FUNCTION seatchart_begin_hold(now double precision, holder_names text[], seat_numbers bigint[])
            RETURNS TABLE (holder_name text, holder_id bigint, owned bigint, seat integer, state text, seat_holder bigint)
            LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM seatchart_begin_write(now);
                RETURN QUERY SELECT * FROM seatchart_hold_reads(holder_names, seat_numbers);
            END
            $$
            """),
        // The key that signs hold tokens (one row; a token is no longer recorded).
        (5, """
            CREATE TABLE token_key (
                id integer PRIMARY KEY CHECK (id = 1),
                key bytea NOT NULL
            )
            """),
        // A write's first step, timed by the database: after the lock, the time is the
        // database's clock (`clock_timestamp()`), unless one is given (tests, SEATCHART_NOW),
        // so that the servers of one database agree on when a hold ran out. Returns the time.
        (6, """
            CREATE FUNCTION seatchart_begin_change(given double precision) RETURNS double precision LANGUAGE plpgsql AS $$
            DECLARE
                t double precision;
            BEGIN
                PERFORM pg_advisory_xact_lock(\(writeLock));
                t := coalesce(given, extract(epoch FROM clock_timestamp()));
                PERFORM seatchart_begin_write(t);
                RETURN t;
            END
            $$
            """),
        // The same with the read of a batch of holds, in one round trip; the time comes as a
        // row of its own (`began_at`).
        (7, """
            CREATE FUNCTION seatchart_begin_holds(given double precision, holder_names text[], seat_numbers bigint[])
            RETURNS TABLE (holder_name text, holder_id bigint, owned bigint, seat integer, state text, seat_holder bigint,
                began_at double precision)
            LANGUAGE plpgsql AS $$
            DECLARE
                t double precision;
            BEGIN
                t := seatchart_begin_change(given);
                RETURN QUERY
                    SELECT r.holder_name, r.holder_id, r.owned, r.seat, r.state, r.seat_holder, NULL::double precision
                    FROM seatchart_hold_reads(holder_names, seat_numbers) r
                    UNION ALL
                    SELECT NULL::text, NULL::bigint, NULL::bigint, NULL::integer, NULL::text, NULL::bigint, t;
            END
            $$
            """),
        // The holders whose buyer kept their seats longer, as the SQLite file's v7.
        (8, """
            CREATE TABLE hold_extension (
                holder_id bigint PRIMARY KEY REFERENCES holder(id),
                count integer NOT NULL,
                expires_at double precision NOT NULL
            )
            """),
        // Standing areas' places sold by count, and their log (``AreaSchema``).
        (9, AreaSchema.postgres),
        // Each area's running total, kept by a trigger (``AreaSchema/totalsPostgres``).
        (10, AreaSchema.totalsPostgres[0]),
        (11, AreaSchema.totalsPostgres[1]),
        (12, AreaSchema.totalsPostgres[2]),
        // Orders and idempotency keys (``OrderSchema``); 13 and 14 are the catalogue's.
        (15, OrderSchema.postgres),
        // Each webhook's place in the log (``WebhookSchema``).
        (16, WebhookSchema.postgres),
    ]

    /// The channel every write notifies (``seatchart_begin_write``; PostgreSQL sends it at
    /// commit, and only if the transaction commits).
    static let changeChannel = "seatchart_changes"

    /// The statements of migration `sql`: split at semicolons, but a `$$`-quoted body (a
    /// function's) is one statement whole.
    static func statements(_ sql: String) -> [String] {
        if sql.contains("$$") { return [sql] }
        return sql.split(separator: ";").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// Whether the database holds a state (its first table exists).
    static func exists(_ connection: PostgresConnection) throws -> Bool {
        let rows = try connection.run("SELECT to_regclass('public.seatchart_migration') IS NOT NULL")
        return try rows.first?.decode(Bool.self) ?? false
    }

    /// The stadium a state was made for, and when (seconds since 1970); `nil` when the
    /// database holds no state (no tables, or no change recorded the stadium yet).
    static func recordedStadium(_ connection: PostgresConnection) throws -> (identity: StadiumIdentity, createdAt: Double)? {
        guard try exists(connection),
            let row = try connection.run("SELECT name, seat_count, seat_hash, created_at FROM stadium WHERE id = 1").first
        else { return nil }
        let (name, count, hash, created) = try row.decode((String, Int, String, Double).self)
        return (StadiumIdentity(name: name, seatCount: count, seatHash: hash), created)
    }

    /// Applies the migrations not applied yet (up to `version`: all of them but in tests of
    /// an upgrade).
    static func migrate(_ connection: PostgresConnection, through version: Int = .max) throws {
        try connection.run("BEGIN")
        do {
            try connection.run("SELECT pg_advisory_xact_lock(\(writeLock))")
            try connection.run("CREATE TABLE IF NOT EXISTS seatchart_migration (version integer PRIMARY KEY)")
            let done = Set(try connection.run("SELECT version FROM seatchart_migration").map { try $0.decode(Int.self) })
            for migration in migrations where !done.contains(migration.version) && migration.version <= version {
                // One statement at a time: a prepared statement holds one command.
                for statement in statements(migration.sql) {
                    try connection.run(PostgresQuery(unsafeSQL: statement))
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
