import Logging
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

extension APIError {
    /// The answer to an error the sale threw: 409 for a refusal (each seat in the way with
    /// its state, never another holder's token), 404 for unknown seats and areas, 400 for other
    /// values the request got wrong, 401 for a token that cannot act (or ran out by the time
    /// of the change), 503 when the state cannot be reached or the server is too busy, and
    /// 500, without `Retry-After`, for anything else (a failure of the server's own). The
    /// failures are logged through `throttle`, so that a repeated one writes a line a second.
    static func from(_ error: any Error, throttle: LogThrottle, logger: Logger) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let refusal as SelectionRefusal where refusal.expiredAt != nil:
            return .unauthorized(HoldTokenError.expired(refusal.expiredAt!).description + "; ask for a new one (POST /api/holders)")
        case let refusal as SelectionRefusal:
            let document = SaleJSON.refusal(refusal)
            guard case .object(let members) = document else { return APIError(status: .conflict, message: refusal.message, place: "") }
            return APIError(
                status: .conflict, message: refusal.message, place: refusal.area != nil ? "areas" : refusal.limit == nil ? "seats" : "",
                extra: members.filter { $0.key != "message" })
        case let error as SeatRequestError:
            switch error {
            case .unknownSeats, .noSeat: return .notFound(error.message, place: error.place)
            case .unknownCategory: return .notFound(error.message, place: "best.category")
            case .invalidCount: return .badRequest(error.message, place: "best.count")
            case .invalidTTL: return .badRequest(error.message, place: "ttl")
            case .invalidQuantity: return .badRequest(error.message, place: "areas")
            case .unknownArea: return .notFound(error.message, place: "areas")
            }
        case let error as UnknownOrder:
            return .notFound(error.description, place: "order")
        case let error as HoldTokenError:
            let advice = error == .unknown ? "ask for one (POST /api/holders)" : "ask for a new one (POST /api/holders)"
            return .unauthorized("\(error.description); \(advice)")
        case let refusal as HoldExtensionRefusal:
            return APIError(status: .conflict, message: refusal.description, place: "Authorization")
        case let error as InputError:
            throttle.log("the selection state cannot be reached: \(error)", to: logger)
            return .unavailable("the selection state cannot be reached now; try again")
        case is Offload.Busy:
            return .unavailable("the server is busy with requests like this one; try again", retryAfter: 2)
        default:
            throttle.log("unexpected failure: \(error)", to: logger)
            return .internalFailure()
        }
    }
}
