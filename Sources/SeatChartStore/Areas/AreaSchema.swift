/// The tables of standing areas' places, the same in SQLite and PostgreSQL (types aside):
///
/// - `area_place`: one row per holder and area with places held (with one expiry for them
///   all) or booked; no row for a holder with none. The primary key (area, holder) makes a
///   holder's places in an area one row.
/// - `area_event`: the areas' append-only log: time, holder, action, area, quantity and the
///   state of the places concerned (`held` for select, deselect and expire; `booked` for book;
///   the state freed for release), and the clerk of a release when named.
///
/// - `area_total` (SQLite v9, PostgreSQL 10-12): each area's places held and booked by every
///   holder together, kept by triggers on `area_place` in the same transaction as the rows, so
///   a hold's rules read one row an area however many holders it has (``totalsSQLite``,
///   ``totalsPostgres``).
///
/// An area is its index in the chart's tribunes, with its id beside it, as seats are.
public enum AreaSchema {
    /// The SQLite statements (migration v8 of ``StoreSchema``).
    public static let sqlite = """
        CREATE TABLE area_place (
            area INTEGER NOT NULL,
            area_id TEXT NOT NULL,
            holder_id INTEGER NOT NULL REFERENCES holder(id),
            held INTEGER NOT NULL CHECK (held >= 0),
            booked INTEGER NOT NULL CHECK (booked >= 0),
            since REAL NOT NULL,
            expires_at REAL,
            PRIMARY KEY (area, holder_id),
            CHECK (held > 0 OR expires_at IS NULL),
            CHECK (held + booked > 0)
        ) WITHOUT ROWID;
        CREATE INDEX area_place_holder ON area_place(holder_id);
        CREATE INDEX area_place_expiry ON area_place(expires_at) WHERE expires_at IS NOT NULL;
        CREATE TABLE area_event (
            id INTEGER PRIMARY KEY,
            time REAL NOT NULL,
            holder_id INTEGER NOT NULL REFERENCES holder(id),
            action TEXT NOT NULL CHECK (action IN ('select', 'deselect', 'book', 'release', 'expire')),
            area INTEGER NOT NULL,
            area_id TEXT NOT NULL,
            quantity INTEGER NOT NULL CHECK (quantity > 0),
            state TEXT NOT NULL CHECK (state IN ('held', 'booked')),
            actor TEXT
        );
        CREATE INDEX area_event_holder ON area_event(holder_id, time, id);
        """

    /// The PostgreSQL statements (migration 9 of the PostgreSQL schema).
    public static let postgres = """
        CREATE TABLE area_place (
            area integer NOT NULL,
            area_id text NOT NULL,
            holder_id bigint NOT NULL REFERENCES holder(id),
            held integer NOT NULL CHECK (held >= 0),
            booked integer NOT NULL CHECK (booked >= 0),
            since double precision NOT NULL,
            expires_at double precision,
            PRIMARY KEY (area, holder_id),
            CHECK (held > 0 OR expires_at IS NULL),
            CHECK (held + booked > 0)
        );
        CREATE INDEX area_place_holder ON area_place(holder_id);
        CREATE INDEX area_place_expiry ON area_place(expires_at) WHERE expires_at IS NOT NULL;
        CREATE TABLE area_event (
            id bigserial PRIMARY KEY,
            time double precision NOT NULL,
            holder_id bigint NOT NULL REFERENCES holder(id),
            action text NOT NULL CHECK (action IN ('select', 'deselect', 'book', 'release', 'expire')),
            area integer NOT NULL,
            area_id text NOT NULL,
            quantity integer NOT NULL CHECK (quantity > 0),
            state text NOT NULL CHECK (state IN ('held', 'booked')),
            actor text
        );
        CREATE INDEX area_event_holder ON area_event(holder_id, time, id)
        """

    /// `area_total` and its triggers in SQLite (migration v9 of ``StoreSchema``): every
    /// insert, update and delete of an `area_place` row moves its area's totals by the
    /// row's change, whichever statement made it (a hold, a sweep of expired places, a
    /// release, a restore).
    public static let totalsSQLite = """
        CREATE TABLE area_total (
            area INTEGER PRIMARY KEY,
            held INTEGER NOT NULL CHECK (held >= 0),
            booked INTEGER NOT NULL CHECK (booked >= 0)
        );
        INSERT INTO area_total (area, held, booked) SELECT area, sum(held), sum(booked) FROM area_place GROUP BY area;
        CREATE TRIGGER area_total_insert AFTER INSERT ON area_place BEGIN
            INSERT INTO area_total (area, held, booked) VALUES (NEW.area, NEW.held, NEW.booked)
                ON CONFLICT (area) DO UPDATE SET held = held + excluded.held, booked = booked + excluded.booked;
        END;
        CREATE TRIGGER area_total_update AFTER UPDATE OF held, booked ON area_place BEGIN
            UPDATE area_total SET held = held - OLD.held + NEW.held, booked = booked - OLD.booked + NEW.booked
                WHERE area = NEW.area;
        END;
        CREATE TRIGGER area_total_delete AFTER DELETE ON area_place BEGIN
            UPDATE area_total SET held = held - OLD.held, booked = booked - OLD.booked WHERE area = OLD.area;
        END;
        """

    /// `area_total` and its trigger in PostgreSQL (migrations 10, 11 and 12: a migration is
    /// sent as separate statements, and a function's body whole), as ``totalsSQLite``.
    public static let totalsPostgres = [
        """
        CREATE TABLE area_total (
            area integer PRIMARY KEY,
            held bigint NOT NULL CHECK (held >= 0),
            booked bigint NOT NULL CHECK (booked >= 0)
        );
        INSERT INTO area_total (area, held, booked) SELECT area, sum(held), sum(booked) FROM area_place GROUP BY area
        """,
        """
        CREATE FUNCTION seatchart_area_total() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP <> 'INSERT' THEN
                UPDATE area_total SET held = held - OLD.held, booked = booked - OLD.booked WHERE area = OLD.area;
            END IF;
            IF TG_OP <> 'DELETE' THEN
                INSERT INTO area_total (area, held, booked) VALUES (NEW.area, NEW.held, NEW.booked)
                    ON CONFLICT (area) DO UPDATE SET held = area_total.held + EXCLUDED.held, booked = area_total.booked + EXCLUDED.booked;
            END IF;
            RETURN NULL;
        END
        $$
        """,
        """
        CREATE TRIGGER area_total_change AFTER INSERT OR UPDATE OF held, booked OR DELETE ON area_place
            FOR EACH ROW EXECUTE FUNCTION seatchart_area_total()
        """,
    ]
}
