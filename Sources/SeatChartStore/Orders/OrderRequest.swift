/// What the shop's server asks to book under an order: the holder's live holds, all of them
/// or those named (all or nothing).
public struct OrderRequest: Hashable, Sendable {
    /// The shop's order id (``OrderID``).
    public var id: String
    /// Whose holds.
    public var holder: String
    /// The seats to book (indices into the chart's seats); `nil`: every seat the holder holds.
    public var seats: [Int]?
    /// The standing areas' places to book (a quantity of `nil`: all the holder holds there);
    /// `nil`: every place the holder holds.
    public var areas: [AreaQuantity]?

    /// Creates a request.
    public init(id: String, holder: String, seats: [Int]? = nil, areas: [AreaQuantity]? = nil) {
        (self.id, self.holder, self.seats, self.areas) = (id, holder, seats, areas)
    }

    /// Whether `order` is what this request asks, booked before: same holder, same seats (and
    /// places, when named).
    func isAnswered(by order: SaleOrder) -> Bool {
        guard order.holder == holder, order.refund == nil else { return false }
        if let seats, Set(seats) != Set(order.seats) { return false }
        if let areas = areas.map(AreaRules.merged) {
            let booked = Dictionary(order.places.map { ($0.area, $0.quantity) }, uniquingKeysWith: +)
            guard Set(areas.map(\.area)) == Set(booked.keys) else { return false }
            for asked in areas where asked.quantity != nil && asked.quantity != booked[asked.area] { return false }
        }
        return true
    }
}
