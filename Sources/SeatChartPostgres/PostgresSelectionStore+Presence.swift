import PostgresNIO
import SeatChart

extension PostgresSelectionStore {
    /// Whether the database at `url` holds a selection state: its tables, and the stadium a
    /// first change recorded. (A new database holds none; the first change makes it.)
    ///
    /// - Throws: ``InputError`` naming the URL when the database cannot be reached.
    public static func holdsState(url: PostgresURL) throws -> Bool {
        let pool = try PostgresConnectionPool(url: url, maximum: 1)
        return try mapping(url) {
            try pool.withConnection { try PostgresSchema.recordedStadium($0) != nil }
        }
    }
}
