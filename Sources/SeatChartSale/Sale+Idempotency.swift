import Foundation
import SeatChart
import SeatChartStore

/// Idempotency keys of the admin requests, kept in the sale's state (``IdempotencyStore``).
extension Sale {
    /// Claims `key` for a request whose method, path and body hash to `fingerprint`.
    public func claimIdempotencyKey(_ key: String, fingerprint: String) throws -> IdempotencyClaim {
        try idempotencyStore().claimIdempotencyKey(key, fingerprint: fingerprint)
    }

    /// Records the answer of the request that claimed `key`.
    public func recordIdempotentAnswer(_ key: String, status: Int, body: String) throws {
        try idempotencyStore().recordAnswer(key, status: status, body: body)
    }

    /// Gives `key` up, so that the same request may run again.
    public func abandonIdempotencyKey(_ key: String) throws {
        try idempotencyStore().abandonIdempotencyKey(key)
    }

    private func idempotencyStore() throws -> any IdempotencyStore {
        guard let store = try store() as? any IdempotencyStore else {
            throw InputError(file: chartFile, place: "Idempotency-Key", message: "this state keeps no idempotency keys")
        }
        return store
    }
}
