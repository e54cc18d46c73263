import Foundation

/// A whole selection state as rows, to move it from one backend to another (`seatchart state
/// copy`): the stadium it was made for, the holders, the stored seats, the log and the
/// issued tokens, every id kept, so the copy's log reads and replays as the original's.
public struct SelectionStateDump: Sendable {
    public struct Seat: Sendable {
        public var seat: Int, seatID: String, state: String, holderID: Int64?, since: Double, expiresAt: Double?
        public init(seat: Int, seatID: String, state: String, holderID: Int64?, since: Double, expiresAt: Double?) {
            (self.seat, self.seatID, self.state, self.holderID, self.since, self.expiresAt) = (seat, seatID, state, holderID, since, expiresAt)
        }
    }

    public struct Event: Sendable {
        public var id: Int64, time: Double, holderID: Int64?, action: String, seat: Int, seatID: String, actor: String?
        public init(id: Int64, time: Double, holderID: Int64?, action: String, seat: Int, seatID: String, actor: String?) {
            (self.id, self.time, self.holderID, self.action, self.seat, self.seatID, self.actor) = (id, time, holderID, action, seat, seatID, actor)
        }
    }

    /// The stadium the state was made for, and when.
    public var identity: StadiumIdentity
    public var createdAt: Double
    /// Holder ids and names.
    public var holders: [(id: Int64, name: String)]
    public var seats: [Seat]
    /// The log, in order.
    public var events: [Event]
    /// Issued tokens: the holder and its expiry.
    public var tokens: [(holderID: Int64, expiresAt: Double)]
    /// Extended tokens: the holder, how many times, and the expiry the extensions gave it.
    public var extensions: [(holderID: Int64, count: Int, expiresAt: Double)]
    /// Standing areas' places, by area and holder.
    public var areaPlaces: [AreaPlace] = []
    /// The areas' log, in order.
    public var areaEvents: [AreaEvent] = []
    /// Orders, their lines, and the admin requests' idempotency keys (``OrderSchema``).
    public var orders: [Order] = []
    public var orderLines: [OrderLine] = []
    public var idempotencyKeys: [IdempotencyRow] = []
    /// The state's events, each with its own sale (its stadium fields are the state's).
    public var saleEvents: [EventSale] = []
    /// The seasons over those events.
    public var seasons: [Season] = []

    /// One event of the state and its sale's rows.
    public struct EventSale: Sendable {
        public var event: SaleEvent
        public var sale: SelectionStateDump
        public init(event: SaleEvent, sale: SelectionStateDump) { (self.event, self.sale) = (event, sale) }
    }

    /// The rows of this state's own sale (the state without events), emptied: what a copy of
    /// one event carries besides the event.
    public var withoutOwnSale: SelectionStateDump {
        SelectionStateDump(identity: identity, createdAt: createdAt, holders: [], seats: [], events: [], tokens: [])
    }

    /// This dump narrowed to one event: the state's own sale left empty, the event kept with
    /// its rows, no season. `nil` when the state has no event `key`.
    public func onlyEvent(_ key: String) -> SelectionStateDump? {
        guard let found = saleEvents.first(where: { $0.event.key == key }) else { return nil }
        var narrowed = withoutOwnSale
        narrowed.saleEvents = [found]
        return narrowed
    }

    public init(
        identity: StadiumIdentity, createdAt: Double, holders: [(id: Int64, name: String)], seats: [Seat], events: [Event],
        tokens: [(holderID: Int64, expiresAt: Double)], extensions: [(holderID: Int64, count: Int, expiresAt: Double)] = []
    ) {
        self.identity = identity
        self.createdAt = createdAt
        self.holders = holders
        self.seats = seats
        self.events = events
        self.tokens = tokens
        self.extensions = extensions
    }
}
