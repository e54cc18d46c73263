import Foundation
import SeatChart
import SeatChartStore

/// The shop's orders: a holder's live holds booked by the shop's server under its own order
/// id, after the payment, and refunded under the same id. The rules are ``OrderSteps``'; the
/// command line and the server both call these.
extension Sale {
    /// Books `holder`'s live holds under order `id`: all of them, or (with `request`) the seats
    /// and places it names, all or none, at this sale's prices (an event's own when it has them).
    ///
    /// - Parameter holder: a holder's name, or a hold token's text (its holder; whether the
    ///   token ran out does not matter, the holds' own time does).
    /// - Throws: ``SeatRequestError`` for what names nothing; ``SelectionRefusal`` naming the
    ///   seats not held (a hold that ran out, another holder's seat), an order id used before
    ///   for other seats, or nothing held.
    public func bookOrder(_ id: String, holder: String, request: SeatRequest? = nil) throws -> OrderChange {
        let places = try request.map(places(for:))
        if let places, let refusal = PlaceRules.wholeTableRefusal(places.seats, in: chart) { throw refusal }
        let order = OrderRequest(id: id, holder: HoldToken.holder(in: holder), seats: places?.seats, areas: places?.areas)
        return try orderStore().bookOrder(order)
    }

    /// Refunds order `id`: its seats and places still booked by its holder become free, logged
    /// as releases by `actor` when given.
    ///
    /// - Throws: ``UnknownOrder``; ``SelectionRefusal`` when it was refunded before.
    public func refundOrder(_ id: String, by actor: String? = nil) throws -> OrderChange {
        try orderStore().refundOrder(id, by: actor)
    }

    /// Order `id` as recorded; `nil` when there is none. Creates nothing.
    public func order(_ id: String) throws -> SaleOrder? {
        try orderReader()?.order(id)
    }

    /// Every order, oldest first. Creates nothing.
    public func orders() throws -> [SaleOrder] {
        try orderReader()?.orders() ?? []
    }

    /// The order `id`, or ``UnknownOrder``.
    public func existingOrder(_ id: String) throws -> SaleOrder {
        guard let order = try order(id) else { throw UnknownOrder(id: id) }
        return order
    }

    private func orderStore() throws -> any OrderStore {
        guard let store = try store() as? any OrderStore else {
            throw InputError(file: chartFile, place: "--event", message: "orders are booked in one event: name an event, not a season")
        }
        return store
    }

    private func orderReader() throws -> (any OrderReader)? {
        try reader() as? any OrderReader
    }
}
