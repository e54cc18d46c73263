import Foundation
import GRDB

extension SelectionStore {
    public func extendToken(_ token: String, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension {
        try write { db, now in
            guard let holderID = try holderID(db, token, create: false),
                  let issued = try Double.fetchOne(
                    db.cachedStatement(sql: "SELECT expires_at FROM hold_token WHERE holder_id = ?"), arguments: [holderID])
            else { return .unknown }
            let record = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT count, expires_at FROM hold_extension WHERE holder_id = ?"), arguments: [holderID])
            let count: Int = record?[0] ?? 0
            let current: Double = record?[1] ?? issued
            guard current > now.timeIntervalSince1970 else { return .expired(Date(timeIntervalSince1970: current)) }
            guard count < maximumExtensions else { return .exhausted(expiresAt: Date(timeIntervalSince1970: current), count: count) }
            let extended = current + lifetime
            try db.cachedStatement(sql: """
                INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (?, ?, ?)
                ON CONFLICT(holder_id) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at
                """).execute(arguments: [holderID, count + 1, extended])
            // The write swept the holds that ran out: those left are live.
            try db.cachedStatement(sql: """
                UPDATE seat_state SET expires_at = ? WHERE holder_id = ? AND state = 'held' AND expires_at IS NOT NULL
                """).execute(arguments: [extended, holderID])
            return .extended(expiresAt: Date(timeIntervalSince1970: extended), count: count + 1)
        }
    }

    public func tokenExtension(_ token: String) throws -> TokenExtensionRecord? {
        try read { db, _ in
            guard try db.tableExists("hold_extension") else { return nil }
            return try Row.fetchOne(
                db.cachedStatement(sql: """
                    SELECT e.count, e.expires_at FROM hold_extension e JOIN holder h ON h.id = e.holder_id WHERE h.name = ?
                    """),
                arguments: [token]
            ).map { TokenExtensionRecord(count: $0[0], expiresAt: Date(timeIntervalSince1970: $0[1])) }
        }
    }
}
