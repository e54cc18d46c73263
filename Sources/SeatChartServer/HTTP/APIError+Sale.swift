import Logging
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

extension APIError {
    /// The answer to an error the sale threw: 409 for a refusal (each seat in the way with
    /// its state, never another holder's token), 404 for unknown seats, 400 for other
    /// values the request got wrong, 401 for a token that cannot act, 503 when the state
    /// cannot be reached.
    static func from(_ error: any Error, logger: Logger) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case let refusal as SelectionRefusal:
            let document = SaleJSON.refusal(refusal)
            guard case .object(let members) = document else { return APIError(status: .conflict, message: refusal.message, place: "") }
            return APIError(
                status: .conflict, message: refusal.message, place: refusal.limit == nil ? "seats" : "",
                extra: members.filter { $0.key != "message" })
        case let error as SeatRequestError:
            switch error {
            case .unknownSeats, .noSeat: return .notFound(error.message, place: error.place)
            case .unknownCategory: return .notFound(error.message, place: "best.category")
            case .invalidCount: return .badRequest(error.message, place: "best.count")
            case .invalidTTL: return .badRequest(error.message, place: "ttl")
            case .invalidQuantity: return .badRequest(error.message, place: "areas")
            }
        case let error as HoldTokenError:
            return .unauthorized(error.description)
        case let error as InputError:
            logger.error("the selection state cannot be reached: \(error)")
            return .unavailable("the selection state cannot be reached now; try again")
        default:
            logger.error("unexpected failure: \(error)")
            return .unavailable("the selection state cannot be reached now; try again")
        }
    }
}
