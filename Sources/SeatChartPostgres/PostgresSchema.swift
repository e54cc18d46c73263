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

    /// The migrations, in order, each a list of statements (a function's body holds `;`, so
    /// it is one statement of its own); never edited once shipped.
    static var migrations: [(version: Int, statements: [String])] {
        [(1, tables.split(separator: ";").map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }), (2, [holdFunction])]
    }

    /// The tables (v1).
    static let tables = """
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
            """

    /// `seatchart_hold` (v2): a `select` as one statement, so that the hottest change of a
    /// sale costs one round trip and holds the write lock for no more than its own work.
    /// It does what the store's transaction does (the write lock, the sweep, the checks, the
    /// holds, the log, the notification) and returns one row a seat: `taken`, `renewed`, or
    /// `conflict` with the seat's stored state and holder, or one `limit` row with the seats
    /// asked for (in `seat`) and those the holder owns. The store words the refusals (``SelectionRules``) from those rows.
    static let holdFunction = """
        CREATE OR REPLACE FUNCTION seatchart_hold(
            p_seats bigint[], p_ids text[], p_fixed boolean[], p_holder text,
            p_now double precision, p_expiry double precision, p_limit integer)
        RETURNS TABLE (seat bigint, kind text, state text, holder bigint, me bigint, owned bigint)
        LANGUAGE plpgsql AS $body$
        DECLARE
            v_me bigint;
            v_conflicts integer;
            v_owned bigint;
            v_take_s bigint[];
            v_take_i text[];
        BEGIN
            PERFORM pg_advisory_xact_lock(\(writeLock));
            WITH expired AS (
                DELETE FROM seat_state x WHERE x.expires_at <= p_now RETURNING x.seat, x.seat_id, x.holder_id, x.expires_at)
            INSERT INTO event (time, holder_id, action, seat, seat_id)
            SELECT e.expires_at, e.holder_id, 'expire', e.seat, e.seat_id FROM expired e ORDER BY e.expires_at, e.seat;
            SELECT h.id INTO v_me FROM holder h WHERE h.name = p_holder;
            SELECT count(*) INTO v_conflicts
            FROM unnest(p_seats, p_fixed) AS t(s, f) LEFT JOIN seat_state st ON st.seat = t.s
            WHERE t.f OR (st.seat IS NOT NULL AND NOT (st.state = 'held' AND v_me IS NOT NULL AND st.holder_id = v_me));
            IF v_conflicts > 0 THEN
                RETURN QUERY
                SELECT t.s, 'conflict'::text, CASE WHEN t.f THEN 'blocked' ELSE st.state END, st.holder_id, v_me, NULL::bigint
                FROM unnest(p_seats, p_fixed) WITH ORDINALITY AS t(s, f, n) LEFT JOIN seat_state st ON st.seat = t.s
                WHERE t.f OR (st.seat IS NOT NULL AND NOT (st.state = 'held' AND v_me IS NOT NULL AND st.holder_id = v_me))
                ORDER BY t.n;
                RETURN;
            END IF;
            SELECT array_agg(t.s ORDER BY t.n), array_agg(t.i ORDER BY t.n) INTO v_take_s, v_take_i
            FROM unnest(p_seats, p_ids) WITH ORDINALITY AS t(s, i, n)
            WHERE NOT EXISTS (SELECT 1 FROM seat_state st WHERE st.seat = t.s);
            IF p_limit IS NOT NULL AND v_take_s IS NOT NULL THEN
                SELECT count(*) INTO v_owned FROM seat_state st WHERE v_me IS NOT NULL AND st.holder_id = v_me;
                IF v_owned + cardinality(v_take_s) > p_limit THEN
                    RETURN QUERY SELECT cardinality(v_take_s)::bigint, 'limit'::text, NULL::text, NULL::bigint, v_me, v_owned;
                    RETURN;
                END IF;
            END IF;
            IF v_me IS NULL THEN
                INSERT INTO holder (name) VALUES (p_holder) RETURNING id INTO v_me;
            END IF;
            UPDATE seat_state st SET expires_at = p_expiry WHERE st.seat = ANY(p_seats);
            IF v_take_s IS NOT NULL THEN
                INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at)
                SELECT t.s, t.i, 'held', v_me, p_now, p_expiry FROM unnest(v_take_s, v_take_i) AS t(s, i);
                INSERT INTO event (time, holder_id, action, seat, seat_id)
                SELECT p_now, v_me, 'select', t.s, t.i FROM unnest(v_take_s, v_take_i) WITH ORDINALITY AS t(s, i, n) ORDER BY t.n;
            END IF;
            PERFORM pg_notify('seatchart_changes', '');
            RETURN QUERY
            SELECT t.s, CASE WHEN t.s = ANY(coalesce(v_take_s, '{}')) THEN 'taken' ELSE 'renewed' END, 'held'::text, v_me, v_me, NULL::bigint
            FROM unnest(p_seats) WITH ORDINALITY AS t(s, n) ORDER BY t.n;
        END
        $body$
        """

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
                for statement in migration.statements {
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
