import Foundation
import GRDB
import SeatChart

extension SelectionStore {
    /// Records `token` as a holder issued by a server, valid until `expiresAt`. Issuing a
    /// token again moves its expiry.
    public func issueToken(_ token: String, expiresAt: Date) throws {
        try write { db, _ in
            let holderID = try holderID(db, token, create: true)!
            try db.cachedStatement(sql: """
                INSERT INTO hold_token (holder_id, expires_at) VALUES (?, ?)
                ON CONFLICT(holder_id) DO UPDATE SET expires_at = excluded.expires_at
                """).execute(arguments: [holderID, expiresAt.timeIntervalSince1970])
        }
    }

    /// When the issued `token` runs out; `nil` for a token never issued.
    public func tokenExpiry(_ token: String) throws -> Date? {
        try read { db, _ in
            try Double.fetchOne(
                db.cachedStatement(sql: """
                    SELECT t.expires_at FROM hold_token t JOIN holder h ON h.id = t.holder_id WHERE h.name = ?
                    """),
                arguments: [token]
            ).map { Date(timeIntervalSince1970: $0) }
        }
    }
}
