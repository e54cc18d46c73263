import Foundation
import PostgresNIO
import SeatChartStore

extension PostgresSelectionStore {
    public func extendHolds(of holder: String, from expiry: Date, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension {
        try write { [self] connection, now in
            // The write swept the holds that ran out: those left are live.
            guard let holderID = try holderID(connection, holder, create: false),
                  try connection.run("SELECT count(*) FROM seat_state WHERE holder_id = \(holderID) AND state = 'held'")
                    .first?.decode(Int.self) ?? 0 > 0
            else {
                return expiry > now ? .nothingHeld : .expired(expiry)
            }
            let record = try connection.run("SELECT count, expires_at FROM hold_extension WHERE holder_id = \(holderID)")
                .first?.decode((Int, Double).self)
            let count = record?.0 ?? 0, current = max(expiry.timeIntervalSince1970, record?.1 ?? 0)
            guard current > now.timeIntervalSince1970 else { return .expired(Date(timeIntervalSince1970: current)) }
            guard count < maximumExtensions else { return .exhausted(expiresAt: Date(timeIntervalSince1970: current), count: count) }
            let extended = current + lifetime, next = count + 1
            try connection.run("""
                INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (\(holderID), \(next), \(extended))
                ON CONFLICT (holder_id) DO UPDATE SET count = EXCLUDED.count, expires_at = EXCLUDED.expires_at
                """)
            try connection.run("""
                UPDATE seat_state SET expires_at = \(extended)
                WHERE holder_id = \(holderID) AND state = 'held' AND expires_at IS NOT NULL
                """)
            return .extended(expiresAt: Date(timeIntervalSince1970: extended), count: next)
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
