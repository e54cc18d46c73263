import GRDB
import SeatChartStore

/// The state file's tables, created and upgraded by GRDB's migrator.
///
/// - `stadium`: one row, the ``StadiumIdentity`` the file was made for.
/// - `holder`: one row per holder name.
/// - `seat_state`: one row per seat that is not available: `held` (with an optional
///   expiry) or `booked`, and its holder, or `blocked` by the box office, without a holder.
///   Available seats have no row; seats blocked by the stadium file have none either.
/// - `event`: the append-only log of every change (time, holder, action, seat); the box
///   office's `block` and `unblock` events have no holder. A holder's latest activity is
///   its event with the latest time (the last logged among equal times), found through the
///   `event_holder` index. An event's id is its place in the log: increasing and never
///   reused (events are never deleted), so a live feed resumes after the last id it sent.
/// - `hold_token` (v4): the holders a server issued as random tokens, with each token's expiry.
/// - `token_key` (v6): one row, the key that signs hold tokens (made by the first server
///   that asks); since v6 a token is not recorded: its holder gets a row with its first hold.
/// - `event.actor` (v5): who made a box-office change (`release`, `block`, `unblock`) when
///   the clerk gave a name (`--by`); `NULL` otherwise. A holder's own events are made by
///   the holder, and expiries by nobody.
/// - `hold_extension` (v7): the holders whose buyer asked to keep their seats longer: how
///   many times, and the expiry the last extension gave the holder's token and holds.
/// - `area_place`, `area_event` (v8): standing areas' places and their log (``AreaSchema``).
/// - `area_total` (v9): each area's places held and booked in all, kept by triggers.
/// - `sale_order`, `order_line`, `idempotency_key` (v10): orders and idempotency keys (``OrderSchema``).
/// - `webhook_cursor` (v11): each webhook's place in the log (``WebhookSchema``).
///
/// Times are seconds since 1970-01-01 UTC, as REAL.
///
/// A command changes as few pages as it can, since each changed page is written to the
/// WAL: a `select` of one seat changes five (the seat's row and its holder index entry, the
/// event and its two index entries).
enum StoreSchema {
    /// The indexes of `seat_state` and `event` since v2, made anew by each migration that
    /// makes those tables anew (a migration that changes them writes its own).
    static let indexes = """
        CREATE INDEX seat_state_holder ON seat_state(holder_id, seat);
        CREATE INDEX seat_state_expiry ON seat_state(expires_at) WHERE expires_at IS NOT NULL;
        CREATE INDEX event_holder ON event(holder_id, time, id);
        CREATE INDEX event_time ON event(time, id);
        """

    /// The migrations of a state's tables, in order: the plain tables of the state used without
    /// `--event`, and each event's own (``EventNamespace/qualify(_:)``). A migration is never
    /// edited once shipped; changes come as new migrations, appended here, and reach every
    /// event's tables when its state is next opened for a change.
    static let stateMigrations: [(name: String, sql: String)] = [
        ("v1: stadium, holders, seat states, events", """
                CREATE TABLE stadium (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    name TEXT NOT NULL,
                    seat_count INTEGER NOT NULL,
                    seat_hash TEXT NOT NULL,
                    created_at REAL NOT NULL
                );
                CREATE TABLE holder (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE,
                    last_time REAL,
                    last_action TEXT
                );
                CREATE TABLE seat_state (
                    seat INTEGER PRIMARY KEY,
                    seat_id TEXT NOT NULL UNIQUE,
                    state TEXT NOT NULL CHECK (state IN ('held', 'booked')),
                    holder_id INTEGER NOT NULL REFERENCES holder(id),
                    since REAL NOT NULL,
                    expires_at REAL,
                    CHECK (state = 'held' OR expires_at IS NULL)
                );
                CREATE INDEX seat_state_holder ON seat_state(holder_id, seat);
                CREATE INDEX seat_state_expiry ON seat_state(expires_at) WHERE expires_at IS NOT NULL;
                CREATE TABLE event (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    time REAL NOT NULL,
                    holder_id INTEGER NOT NULL REFERENCES holder(id),
                    action TEXT NOT NULL
                        CHECK (action IN ('select', 'deselect', 'book', 'release', 'expire')),
                    seat INTEGER NOT NULL,
                    seat_id TEXT NOT NULL
                );
                CREATE INDEX event_holder ON event(holder_id, id);
                CREATE INDEX event_time ON event(time, id);
                """),
        // The seat id is a function of the seat (the primary key), so its own unique
        // index only cost a page a change; the log's ids need no AUTOINCREMENT (events
        // are never deleted, so row ids only grow); the holder's latest activity comes
        // from the log instead of a row rewritten at every event.
        ("v2: fewer pages written per change", """
                CREATE TABLE new_holder (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE
                );
                INSERT INTO new_holder (id, name) SELECT id, name FROM holder;
                CREATE TABLE new_seat_state (
                    seat INTEGER PRIMARY KEY,
                    seat_id TEXT NOT NULL,
                    state TEXT NOT NULL CHECK (state IN ('held', 'booked')),
                    holder_id INTEGER NOT NULL REFERENCES holder(id),
                    since REAL NOT NULL,
                    expires_at REAL,
                    CHECK (state = 'held' OR expires_at IS NULL)
                );
                INSERT INTO new_seat_state (seat, seat_id, state, holder_id, since, expires_at)
                    SELECT seat, seat_id, state, holder_id, since, expires_at FROM seat_state;
                CREATE TABLE new_event (
                    id INTEGER PRIMARY KEY,
                    time REAL NOT NULL,
                    holder_id INTEGER NOT NULL REFERENCES holder(id),
                    action TEXT NOT NULL
                        CHECK (action IN ('select', 'deselect', 'book', 'release', 'expire')),
                    seat INTEGER NOT NULL,
                    seat_id TEXT NOT NULL
                );
                INSERT INTO new_event (id, time, holder_id, action, seat, seat_id)
                    SELECT id, time, holder_id, action, seat, seat_id FROM event;
                DROP TABLE event;
                DROP TABLE seat_state;
                DROP TABLE holder;
                ALTER TABLE new_holder RENAME TO holder;
                ALTER TABLE new_seat_state RENAME TO seat_state;
                ALTER TABLE new_event RENAME TO event;
                """ + "\n" + indexes),
        // A blocked row and a block or unblock event have no holder; SQLite cannot
        // change a CHECK constraint in place, so both tables are made anew.
        ("v3: seats blocked by the box office", """
                CREATE TABLE new_seat_state (
                    seat INTEGER PRIMARY KEY,
                    seat_id TEXT NOT NULL,
                    state TEXT NOT NULL CHECK (state IN ('held', 'booked', 'blocked')),
                    holder_id INTEGER REFERENCES holder(id),
                    since REAL NOT NULL,
                    expires_at REAL,
                    CHECK (state = 'held' OR expires_at IS NULL),
                    CHECK ((state = 'blocked') = (holder_id IS NULL))
                );
                INSERT INTO new_seat_state (seat, seat_id, state, holder_id, since, expires_at)
                    SELECT seat, seat_id, state, holder_id, since, expires_at FROM seat_state;
                CREATE TABLE new_event (
                    id INTEGER PRIMARY KEY,
                    time REAL NOT NULL,
                    holder_id INTEGER REFERENCES holder(id),
                    action TEXT NOT NULL CHECK (action IN
                        ('select', 'deselect', 'book', 'release', 'expire', 'block', 'unblock')),
                    seat INTEGER NOT NULL,
                    seat_id TEXT NOT NULL,
                    CHECK ((action IN ('block', 'unblock')) = (holder_id IS NULL))
                );
                INSERT INTO new_event (id, time, holder_id, action, seat, seat_id)
                    SELECT id, time, holder_id, action, seat, seat_id FROM event;
                DROP TABLE event;
                DROP TABLE seat_state;
                ALTER TABLE new_seat_state RENAME TO seat_state;
                ALTER TABLE new_event RENAME TO event;
                """ + "\n" + indexes),
        // A server's buyer is a holder named by a random token the server issued; the
        // token is valid until its expiry, and servers sharing the state share it.
        ("v4: hold tokens issued by servers", """
                CREATE TABLE hold_token (
                    holder_id INTEGER PRIMARY KEY REFERENCES holder(id),
                    expires_at REAL NOT NULL
                )
                """),
        // Who did it, apart from whose seat it was: a release is logged under the holder
        // it freed, and now also under the clerk who freed it.
        ("v5: the actor of a box-office change", "ALTER TABLE event ADD COLUMN actor TEXT"),
        // A token carries its holder and expiry, signed with this key: issuing one writes
        // nothing. `hold_token` keeps the tokens of earlier versions until they run out.
        ("v6: the key that signs hold tokens", """
                CREATE TABLE token_key (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    key BLOB NOT NULL
                )
                """),
        // A buyer may ask to keep their seats longer: the holder's holds, and the new token
        // the server signs, then run out later, as many times as the server allows.
        ("v7: hold token extensions", """
                CREATE TABLE hold_extension (
                    holder_id INTEGER PRIMARY KEY REFERENCES holder(id),
                    count INTEGER NOT NULL,
                    expires_at REAL NOT NULL
                )
                """),
        ("v8: standing areas' places sold by count", AreaSchema.sqlite),
        // A hold's rules read an area's one total row instead of summing every holder's.
        ("v9: standing areas' totals", AreaSchema.totalsSQLite),
        // The shop's orders, booked by its server, and the answers kept for its retries.
        ("v10: orders and idempotency keys", OrderSchema.sqlite),
        // Where each webhook's deliveries stand in the log, and which server delivers.
        ("v11: webhook cursors", WebhookSchema.sqlite),
    ]

    /// The migrations, in order: the state's tables, then the catalogue of events and seasons
    /// (``EventCatalogueSchema``), which only the plain namespace has.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (name, sql) in stateMigrations {
            migrator.registerMigration(name) { db in try db.execute(sql: sql) }
        }
        migrator.registerMigration(EventCatalogueSchema.migrationName) { db in
            try db.execute(sql: EventCatalogueSchema.sqlite)
        }
        migrator.registerMigration(EventCatalogueSchema.seasonSeatsMigrationName) { db in
            try db.execute(sql: EventCatalogueSchema.seasonSeatsSQLite)
        }
        return migrator
    }
}
