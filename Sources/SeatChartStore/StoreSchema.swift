import GRDB

/// The state file's tables, created and upgraded by GRDB's migrator.
///
/// - `stadium`: one row, the ``StadiumIdentity`` the file was made for.
/// - `holder`: one row per holder name, with its latest activity.
/// - `seat_state`: one row per seat that is not available: `held` (with an optional
///   expiry) or `booked`, and its holder. Available seats have no row; blocked seats come
///   from the stadium file, never from here.
/// - `event`: the append-only log of every change (time, holder, action, seat).
///
/// Times are seconds since 1970-01-01 UTC, as REAL.
enum StoreSchema {
    /// The migrations, in order. A migration is never edited once shipped; changes come
    /// as new migrations.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: stadium, holders, seat states, events") { db in
            try db.execute(sql: """
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
                """)
        }
        return migrator
    }
}
