import Foundation
import GRDB
import SeatChartStore

extension SelectionStore {
    public func extendHolds(of holder: String, from expiry: Date, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension {
        try write { db, now in
            // The write swept the holds that ran out: those left are live.
            let holderID = try holderID(db, holder, create: false)
            let holding = try holderID.map {
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT count(*) FROM seat_state WHERE holder_id = ? AND state = 'held'"), arguments: [$0]
                ) ?? 0 > 0
            } ?? false
            let recorded = try holderID.flatMap {
                try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT count, expires_at FROM hold_extension WHERE holder_id = ?"), arguments: [$0]
                ).map { TokenExtensionRecord(count: $0[0], expiresAt: Date(timeIntervalSince1970: $0[1])) }
            }
            let outcome = TokenExtension.decide(
                holding: holding, expiry: expiry, recorded: recorded, lifetime: lifetime, maximumExtensions: maximumExtensions, now: now)
            guard case .extended(let extended, let count) = outcome, let holderID else { return outcome }
            try db.cachedStatement(sql: """
                INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (?, ?, ?)
                ON CONFLICT(holder_id) DO UPDATE SET count = excluded.count, expires_at = excluded.expires_at
                """).execute(arguments: [holderID, count, extended.timeIntervalSince1970])
            try db.cachedStatement(sql: """
                UPDATE seat_state SET expires_at = ? WHERE holder_id = ? AND state = 'held' AND expires_at IS NOT NULL
                """).execute(arguments: [extended.timeIntervalSince1970, holderID])
            return outcome
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
