/// The tables of orders and idempotency keys, the same in SQLite and PostgreSQL (types aside),
/// in each event's namespace as the sale's other tables:
///
/// - `sale_order`: one row per order id: its holder, when it was booked, its total in minor
///   units and currency, and its refund (time and clerk) once made.
/// - `order_line`: what an order booked, in chart order: a seat (its index and id) or a
///   standing area's places (the area's index, id and quantity).
/// - `idempotency_key`: the admin requests made with an `Idempotency-Key`: the key, a
///   fingerprint of the request, when it came, and its answer once given (status and body);
///   kept 24 hours.
public enum OrderSchema {
    /// The SQLite statements (migration v10 of the state's tables).
    public static let sqlite = """
        CREATE TABLE sale_order (
            id TEXT PRIMARY KEY,
            holder_id INTEGER NOT NULL REFERENCES holder(id),
            booked_at REAL NOT NULL,
            total INTEGER NOT NULL,
            currency TEXT,
            refunded_at REAL,
            refunded_by TEXT
        );
        CREATE INDEX sale_order_time ON sale_order(booked_at, id);
        CREATE TABLE order_line (
            order_id TEXT NOT NULL REFERENCES sale_order(id),
            line INTEGER NOT NULL,
            seat INTEGER,
            area INTEGER,
            place_id TEXT NOT NULL,
            quantity INTEGER NOT NULL CHECK (quantity > 0),
            PRIMARY KEY (order_id, line),
            CHECK ((seat IS NULL) <> (area IS NULL))
        ) WITHOUT ROWID;
        CREATE TABLE idempotency_key (
            key TEXT PRIMARY KEY,
            fingerprint TEXT NOT NULL,
            created_at REAL NOT NULL,
            status INTEGER,
            body TEXT
        );
        CREATE INDEX idempotency_key_created ON idempotency_key(created_at);
        """

    /// The PostgreSQL statements (migration 15).
    public static let postgres = """
        CREATE TABLE sale_order (
            id text PRIMARY KEY,
            holder_id bigint NOT NULL REFERENCES holder(id),
            booked_at double precision NOT NULL,
            total bigint NOT NULL,
            currency text,
            refunded_at double precision,
            refunded_by text
        );
        CREATE INDEX sale_order_time ON sale_order(booked_at, id);
        CREATE TABLE order_line (
            order_id text NOT NULL REFERENCES sale_order(id),
            line integer NOT NULL,
            seat integer,
            area integer,
            place_id text NOT NULL,
            quantity integer NOT NULL CHECK (quantity > 0),
            PRIMARY KEY (order_id, line),
            CHECK ((seat IS NULL) <> (area IS NULL))
        );
        CREATE TABLE idempotency_key (
            key text PRIMARY KEY,
            fingerprint text NOT NULL,
            created_at double precision NOT NULL,
            status integer,
            body text
        );
        CREATE INDEX idempotency_key_created ON idempotency_key(created_at);
        """

    /// The names these tables and indexes add to a namespace's (``EventNamespace/names``).
    public static let names: Set<String> = ["sale_order", "sale_order_time", "order_line", "idempotency_key", "idempotency_key_created"]
}
