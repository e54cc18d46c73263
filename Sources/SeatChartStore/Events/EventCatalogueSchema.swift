/// The catalogue's tables, beside the state's plain ones (only the plain namespace has them),
/// the same in SQLite and PostgreSQL (types aside):
///
/// - `sale_event`: one row an event: its key, name, start (ISO 8601 text), and
///   `schema_version`, how many of the state's migrations its tables have had (its tables
///   are the state's, prefixed `e<id>_`, ``EventNamespace``). Ids are never reused, so a
///   deleted event's tables can never be taken for a new one's.
/// - `sale_event_price`: an event's prices in minor units, by category id.
/// - `season`, `season_event`: the seasons and their events.
/// - `season_seat`: the seats booked for a season (its seat tickets): the holder, and when;
///   each is booked in every event of the season, and in any event added later.
///
/// An event and a season never share a key (checked in the transaction that makes either).
public enum EventCatalogueSchema {
    /// The name of the SQLite migration that makes the tables.
    public static let migrationName = "v10: events and seasons"

    /// The SQLite statements.
    public static let sqlite = """
        CREATE TABLE sale_event (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            key TEXT NOT NULL UNIQUE,
            name TEXT,
            starts TEXT,
            schema_version INTEGER NOT NULL,
            created_at REAL NOT NULL
        );
        CREATE TABLE sale_event_price (
            event_id INTEGER NOT NULL REFERENCES sale_event(id) ON DELETE CASCADE,
            category TEXT NOT NULL,
            minor_units INTEGER NOT NULL CHECK (minor_units >= 0),
            PRIMARY KEY (event_id, category)
        ) WITHOUT ROWID;
        CREATE TABLE season (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            key TEXT NOT NULL UNIQUE,
            created_at REAL NOT NULL
        );
        CREATE TABLE season_event (
            season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
            event_id INTEGER NOT NULL REFERENCES sale_event(id) ON DELETE CASCADE,
            PRIMARY KEY (season_id, event_id)
        ) WITHOUT ROWID;
        CREATE INDEX season_event_event ON season_event(event_id);
        """

    /// The PostgreSQL statements.
    public static let postgres = """
        CREATE TABLE sale_event (
            id bigserial PRIMARY KEY,
            key text NOT NULL UNIQUE,
            name text,
            starts text,
            schema_version integer NOT NULL,
            created_at double precision NOT NULL
        );
        CREATE TABLE sale_event_price (
            event_id bigint NOT NULL REFERENCES sale_event(id) ON DELETE CASCADE,
            category text NOT NULL,
            minor_units bigint NOT NULL CHECK (minor_units >= 0),
            PRIMARY KEY (event_id, category)
        );
        CREATE TABLE season (
            id bigserial PRIMARY KEY,
            key text NOT NULL UNIQUE,
            created_at double precision NOT NULL
        );
        CREATE TABLE season_event (
            season_id bigint NOT NULL REFERENCES season(id) ON DELETE CASCADE,
            event_id bigint NOT NULL REFERENCES sale_event(id) ON DELETE CASCADE,
            PRIMARY KEY (season_id, event_id)
        );
        CREATE INDEX season_event_event ON season_event(event_id)
        """

    /// The name of the SQLite migration that makes `season_seat`.
    public static let seasonSeatsMigrationName = "v11: season seats"

    /// The SQLite statement of `season_seat`.
    public static let seasonSeatsSQLite = """
        CREATE TABLE season_seat (
            season_id INTEGER NOT NULL REFERENCES season(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            seat_id TEXT NOT NULL,
            holder TEXT NOT NULL,
            booked_at REAL NOT NULL,
            PRIMARY KEY (season_id, seat)
        ) WITHOUT ROWID
        """

    /// The PostgreSQL statement of `season_seat`.
    public static let seasonSeatsPostgres = """
        CREATE TABLE season_seat (
            season_id bigint NOT NULL REFERENCES season(id) ON DELETE CASCADE,
            seat integer NOT NULL,
            seat_id text NOT NULL,
            holder text NOT NULL,
            booked_at double precision NOT NULL,
            PRIMARY KEY (season_id, seat)
        )
        """
}
