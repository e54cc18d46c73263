import Foundation
import PostgresNIO
import SeatChartStore

extension PostgresSelectionStore {
    public func extendHolds(of holder: String, from expiry: Date, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension {
        try write { [self] connection, now in
            // The write swept the holds that ran out: those left are live.
            let holderID = try holderID(connection, holder, create: false)
            let holding = try holderID.map {
                try connection.run("SELECT count(*) FROM seat_state WHERE holder_id = \($0) AND state = 'held'")
                    .first?.decode(Int.self) ?? 0 > 0
            } ?? false
            let recorded = try holderID.flatMap {
                try connection.run("SELECT count, expires_at FROM hold_extension WHERE holder_id = \($0)").first.map {
                    let (count, expiry) = try $0.decode((Int, Double).self)
                    return TokenExtensionRecord(count: count, expiresAt: Date(timeIntervalSince1970: expiry))
                }
            }
            let outcome = TokenExtension.decide(
                holding: holding, expiry: expiry, recorded: recorded, lifetime: lifetime, maximumExtensions: maximumExtensions, now: now)
            guard case .extended(let extendedAt, let count) = outcome, let holderID else { return outcome }
            let extended = extendedAt.timeIntervalSince1970
            try connection.run("""
                INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (\(holderID), \(count), \(extended))
                ON CONFLICT (holder_id) DO UPDATE SET count = EXCLUDED.count, expires_at = EXCLUDED.expires_at
                """)
            try connection.run("""
                UPDATE seat_state SET expires_at = \(extended)
                WHERE holder_id = \(holderID) AND state = 'held' AND expires_at IS NOT NULL
                """)
            return outcome
        }
    }

    public func holdExtension(of holder: String) throws -> TokenExtensionRecord? {
        guard hasState else { return nil }
        return try readStatement { connection, _ in
            try connection.run("""
                SELECT e.count, e.expires_at FROM hold_extension e JOIN holder h ON h.id = e.holder_id WHERE h.name = \(holder)
                """).first.map {
                    let (count, expiry) = try $0.decode((Int, Double).self)
                    return TokenExtensionRecord(count: count, expiresAt: Date(timeIntervalSince1970: expiry))
                }
        }
    }
}
