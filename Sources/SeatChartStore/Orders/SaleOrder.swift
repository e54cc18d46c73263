import Foundation

/// An order: the seats and places a shop's server booked for one holder under the shop's own
/// order id, with what they cost at the time, and its refund once the shop gives the money back.
public struct SaleOrder: Hashable, Sendable {
    /// A standing area's places in the order.
    public struct Places: Hashable, Sendable {
        /// The area's tribune index in the chart.
        public var area: Int
        /// The area's id.
        public var areaID: String
        /// How many places.
        public var quantity: Int

        /// Creates a line of places.
        public init(area: Int, areaID: String, quantity: Int) {
            (self.area, self.areaID, self.quantity) = (area, areaID, quantity)
        }
    }

    /// The refund of an order: when, and the clerk or system that asked for it.
    public struct Refund: Hashable, Sendable {
        /// When the order's seats became free.
        public var time: Date
        /// Who refunded it, when named.
        public var actor: String?

        /// Creates a refund.
        public init(time: Date, actor: String?) { (self.time, self.actor) = (time, actor) }
    }

    /// The shop's order id (``OrderID``).
    public var id: String
    /// The holder whose holds it booked.
    public var holder: String
    /// The seats booked, indices into the chart's seats, in chart order.
    public var seats: [Int]
    /// Their ids, in the same order.
    public var seatIDs: [String]
    /// The standing areas' places booked, in chart order.
    public var places: [Places]
    /// What it cost: the sum of its seats' and places' prices, in the currency's minor units.
    public var total: Int
    /// The currency's code (`EUR`); `nil` when the chart names none.
    public var currency: String?
    /// When it was booked.
    public var time: Date
    /// Its refund; `nil` while it stands.
    public var refund: Refund?

    /// Creates an order.
    public init(
        id: String, holder: String, seats: [Int], seatIDs: [String], places: [Places], total: Int, currency: String?, time: Date,
        refund: Refund? = nil
    ) {
        self.id = id
        self.holder = holder
        self.seats = seats
        self.seatIDs = seatIDs
        self.places = places
        self.total = total
        self.currency = currency
        self.time = time
        self.refund = refund
    }

    /// `booked`, or `refunded` once its refund was made.
    public var state: String { refund == nil ? "booked" : "refunded" }

    /// The places as a change reports them.
    public var areaPlaces: [AreaPlaces] { places.map { AreaPlaces(areaID: $0.areaID, quantity: $0.quantity) } }

    /// The order's entries in the log, newest first: its bookings and, once refunded, the
    /// releases of its seats and places (each logged in the transaction that wrote the order
    /// or its refund).
    public var history: [SelectionEvent] {
        func events(_ action: SelectionAction, at time: Date, actor: String) -> [SelectionEvent] {
            seatIDs.map { SelectionEvent(time: time, actor: actor, holder: holder, action: action, seatID: $0) }
                + places.map {
                    var event = SelectionEvent(time: time, actor: actor, holder: holder, action: action, seatID: $0.areaID)
                    event.quantity = $0.quantity
                    return event
                }
        }
        let booked = events(.book, at: time, actor: holder)
        guard let refund else { return booked }
        return events(.release, at: refund.time, actor: refund.actor ?? SelectionEvent.boxOffice) + booked
    }
}

extension SaleOrder {
    /// `orders` (read without their lines) with what `lines`, rows of `order_line` in line
    /// order, booked added to each: a seat, or an area's places.
    public static func attaching(_ lines: [SelectionStateDump.OrderLine], to orders: [SaleOrder]) -> [SaleOrder] {
        var orders = orders
        let position = Dictionary(orders.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for line in lines {
            guard let i = position[line.orderID] else { continue }
            if let seat = line.seat {
                orders[i].seats.append(seat)
                orders[i].seatIDs.append(line.placeID)
            } else if let area = line.area {
                orders[i].places.append(Places(area: area, areaID: line.placeID, quantity: line.quantity))
            }
        }
        return orders
    }
}

/// What booking or refunding an order did: the order as it stands after, and the change to
/// its seats and places (with the log's position, as every change reports it).
public struct OrderChange: Hashable, Sendable {
    /// The order.
    public var order: SaleOrder
    /// The seats and places changed.
    public var change: SelectionChange
    /// Whether the order was already there as asked, so that nothing changed (the same order
    /// booked again with the same holder and seats).
    public var existed: Bool

    /// Creates an order's change.
    public init(order: SaleOrder, change: SelectionChange, existed: Bool = false) {
        (self.order, self.change, self.existed) = (order, change, existed)
    }
}
