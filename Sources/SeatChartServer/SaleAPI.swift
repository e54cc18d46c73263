import Foundation
import Hummingbird
import Logging
import SeatChart
import SeatChartSale
import SeatChartStore

/// What every route of the API shares: the sale (whose rules every route calls), the
/// server's settings, the live feed of changes and the metrics.
struct SaleAPI: Sendable {
    let sale: Sale
    let settings: ServeSettings
    let feed: ChangeFeed
    let metrics: ServerMetrics
    /// The pool the sale's blocking calls run on.
    let offload: Offload

    /// The hold token of `request`'s `Authorization: Bearer TOKEN` header, as given.
    ///
    /// - Throws: ``APIError`` 401 when the header is missing or not a bearer token.
    func bearerToken(_ request: Request) throws -> String {
        guard let token = optionalBearerToken(request) else {
            throw APIError.unauthorized("expected the header Authorization: Bearer TOKEN, with a hold token from POST /api/holders")
        }
        return token
    }

    /// The bearer token of `request`, if it sends one.
    func optionalBearerToken(_ request: Request) -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }

    /// The holder `request`'s token stands for, after checking that a server issued it
    /// and, when `live`, that it has not run out; with its time left.
    func holder(of request: Request, live: Bool) async throws -> (token: String, timeLeft: TimeInterval) {
        let token = try bearerToken(request)
        let now = settings.clock()
        return try await run {
            if live { return (token, try sale.tokenTimeLeft(token, now: now)) }
            _ = try sale.tokenExpiry(token)
            return (token, 0)
        }
    }

    /// Runs the sale's blocking `body` off the connection threads, turning what it throws
    /// into the API's answers (``APIError/from(_:)``).
    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        do {
            return try await offload.run(body)
        } catch {
            throw APIError.from(error, logger: metrics.logger)
        }
    }
}
