import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// The key that signs hold tokens, made on the first call (``TokenKey/random()``) and
    /// kept in the file's `token_key` table, so that every server on the file shares it.
    public func tokenKey() throws -> [UInt8] {
        if let key = try read({ db, _ in try Self.recordedTokenKey(db) }) { return key }
        return try write { db, _ in
            try db.execute(sql: "INSERT INTO token_key (id, key) VALUES (1, ?) ON CONFLICT(id) DO NOTHING", arguments: [Data(TokenKey.random())])
            guard let key = try Self.recordedTokenKey(db) else { throw Self.inputError(TokenKey.Missing(), path: path) }
            return key
        }
    }

    private static func recordedTokenKey(_ db: StateDatabase) throws -> [UInt8]? {
        try Data.fetchOne(db, sql: "SELECT key FROM token_key WHERE id = 1").map { Array($0) }
    }

    /// Deletes the tokens recorded by earlier versions that have run out, and their holders
    /// when they own nothing (no seat, no event), at most ``TokenKey/removalBatch`` a call.
    @discardableResult
    public func removeIdleHolders() throws -> Int {
        let due = try read { db, now in
            try Int64.fetchAll(
                db, sql: "SELECT holder_id FROM hold_token WHERE expires_at <= ? LIMIT \(TokenKey.removalBatch)",
                arguments: [now.timeIntervalSince1970])
        }
        guard !due.isEmpty else { return 0 }
        return try write { db, now in
            let ids = due.map(String.init).joined(separator: ",")
            try db.execute(sql: "DELETE FROM hold_token WHERE holder_id IN (\(ids)) AND expires_at <= ?", arguments: [now.timeIntervalSince1970])
            try db.execute(sql: """
                DELETE FROM holder WHERE id IN (\(ids))
                AND NOT EXISTS (SELECT 1 FROM hold_token t WHERE t.holder_id = holder.id)
                AND NOT EXISTS (SELECT 1 FROM seat_state s WHERE s.holder_id = holder.id)
                AND NOT EXISTS (SELECT 1 FROM event e WHERE e.holder_id = holder.id)
                """)
            return db.changesCount
        }
    }
}
