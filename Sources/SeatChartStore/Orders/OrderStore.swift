import Foundation

/// Reads a sale's orders.
public protocol OrderReader: Sendable {
    /// The order recorded as `id`; `nil` when there is none.
    func order(_ id: String) throws -> SaleOrder?
    /// Every order, oldest first.
    func orders() throws -> [SaleOrder]
}

/// The orders of a sale: a holder's live holds booked by the shop's server under its order id,
/// and their refunds, each in one transaction with its seats' and places' change.
public protocol OrderStore: PlaceStore, OrderReader {
    /// Books the holds `request` names (all of the holder's, or those listed: all or none)
    /// under its order id, at the state's prices; the same request again answers the order
    /// already booked and changes nothing.
    ///
    /// - Throws: ``SelectionRefusal`` naming the seats not held (a hold that ran out, another
    ///   holder's seat), an order id used for other seats, or nothing held.
    func bookOrder(_ request: OrderRequest) throws -> OrderChange

    /// Frees the order's seats and places still booked by its holder, logged as releases by
    /// `actor`, and records the refund.
    ///
    /// - Throws: ``UnknownOrder``; ``SelectionRefusal`` when it was refunded before.
    func refundOrder(_ id: String, by actor: String?) throws -> OrderChange
}
