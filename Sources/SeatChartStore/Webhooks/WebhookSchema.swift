/// The table of webhook cursors (``WebhookCursor``), the same in SQLite and PostgreSQL (types
/// aside), in each event's namespace: one row per URL.
public enum WebhookSchema {
    /// The SQLite statement (migration v11 of the state's tables).
    public static let sqlite = """
        CREATE TABLE webhook_cursor (
            url TEXT PRIMARY KEY,
            seat_position INTEGER NOT NULL,
            area_position INTEGER NOT NULL,
            failures INTEGER NOT NULL DEFAULT 0,
            last_error TEXT,
            next_attempt_at REAL,
            failing_since REAL,
            dropped INTEGER NOT NULL DEFAULT 0,
            lease_owner TEXT,
            lease_until REAL
        )
        """

    /// The PostgreSQL statement (migration 16).
    public static let postgres = """
        CREATE TABLE webhook_cursor (
            url text PRIMARY KEY,
            seat_position bigint NOT NULL,
            area_position bigint NOT NULL,
            failures integer NOT NULL DEFAULT 0,
            last_error text,
            next_attempt_at double precision,
            failing_since double precision,
            dropped integer NOT NULL DEFAULT 0,
            lease_owner text,
            lease_until double precision
        )
        """

    /// The names it adds to a namespace's (``EventNamespace/names``).
    public static let names: Set<String> = ["webhook_cursor"]
}
