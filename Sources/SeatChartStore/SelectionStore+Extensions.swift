import Foundation
import GRDB

extension SelectionStore {
    public func extendHolds(of holder: String, from expiry: Date, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension {
        try write { db, now in
            // The write swept the holds that ran out: those left are live.
            guard let holderID = try holderID(db, holder, create: false),
                  try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT count(*) FROM seat_state WHERE holder_id = ? AND state = 'held'"),
                    arguments: [holderID]) ?? 0 > 0
            else {
                return expiry > now ? .nothingHeld : .expired(expiry)
            }
            let record = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT count, expires_at FROM hold_extension WHERE holder_id = ?"), arguments: [holderID])
            let count: Int = record?[0] ?? 0
            let current = max(expiry.timeIntervalSince1970, record?[1] ?? 0)
            guard current > now.timeIntervalSince1970 else { return .expired(Date(timeIntervalSince1970: current)) }
            guard count < maximumExtensions else { return .exhausted(expiresAt: Date(timeIntervalSince1970: current), count: count) }
            let extended = current + lifetime
            try db.cachedStatement(sql: """
                INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (?, ?, ?)
                ON CONFLICT(holder_id) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at
                """).execute(arguments: [holderID, count + 1, extended])
            try db.cachedStatement(sql: """
                UPDATE seat_state SET expires_at = ? WHERE holder_id = ? AND state = 'held' AND expires_at IS NOT NULL
                """).execute(arguments: [extended, holderID])
            return .extended(expiresAt: Date(timeIntervalSince1970: extended), count: count + 1)
        }
    }

    public func holdExtension(of holder: String) throws -> TokenExtensionRecord? {
        try read { db, _ in
            guard try db.tableExists("hold_extension") else { return nil }
            return try Row.fetchOne(
                db.cachedStatement(sql: """
                    SELECT e.count, e.expires_at FROM hold_extension e JOIN holder h ON h.id = e.holder_id WHERE h.name = ?
                    """),
                arguments: [holder]
            ).map { TokenExtensionRecord(count: $0[0], expiresAt: Date(timeIntervalSince1970: $0[1])) }
        }
    }
}
