import Foundation
import PostgresNIO
import SeatChartStore

extension PostgresSelectionStore {
    public func extendToken(_ token: String, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension {
        try write { [self] connection, now in
            guard let holderID = try holderID(connection, token, create: false),
                  let issued = try connection.run("SELECT expires_at FROM hold_token WHERE holder_id = \(holderID)")
                    .first?.decode(Double.self)
            else { return .unknown }
            let record = try connection.run("SELECT count, expires_at FROM hold_extension WHERE holder_id = \(holderID)")
                .first?.decode((Int, Double).self)
            let count = record?.0 ?? 0, current = record?.1 ?? issued
            guard current > now.timeIntervalSince1970 else { return .expired(Date(timeIntervalSince1970: current)) }
            guard count < maximumExtensions else { return .exhausted(expiresAt: Date(timeIntervalSince1970: current), count: count) }
            let extended = current + lifetime, next = count + 1
            try connection.run("""
                INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (\(holderID), \(next), \(extended))
                ON CONFLICT (holder_id) DO UPDATE SET count = EXCLUDED.count, expires_at = EXCLUDED.expires_at
                """)
            // The write swept the holds that ran out: those left are live.
            try connection.run("""
                UPDATE seat_state SET expires_at = \(extended)
                WHERE holder_id = \(holderID) AND state = 'held' AND expires_at IS NOT NULL
                """)
            return .extended(expiresAt: Date(timeIntervalSince1970: extended), count: next)
        }
    }

    public func tokenExtension(_ token: String) throws -> TokenExtensionRecord? {
        guard hasState else { return nil }
        return try readStatement { connection, _ in
            try connection.run("""
                SELECT e.count, e.expires_at FROM hold_extension e JOIN holder h ON h.id = e.holder_id WHERE h.name = \(token)
                """).first.map {
                    let (count, expiry) = try $0.decode((Int, Double).self)
                    return TokenExtensionRecord(count: count, expiresAt: Date(timeIntervalSince1970: expiry))
                }
        }
    }
}
