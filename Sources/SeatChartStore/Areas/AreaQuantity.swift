import Foundation

/// Places asked of one standing area: the area (an index into ``Chart/tribunes``) and how
/// many, or `nil` for what the command means without a number (see ``AreaRules``).
public struct AreaQuantity: Hashable, Sendable, Codable {
    /// The standing area's index in ``Chart/tribunes``.
    public var area: Int
    /// How many places; `nil`: the area's default (the whole of a `whole` area, `minGroup`
    /// of a `group` area, 1 otherwise; everything the holder holds for a give-back).
    public var quantity: Int?

    /// Creates a request.
    public init(area: Int, quantity: Int?) {
        self.area = area
        self.quantity = quantity
    }
}

/// A number of places of one standing area that changed state, as a change reports them.
public struct AreaPlaces: Hashable, Sendable, Codable {
    /// The area's id (`FLOOR`).
    public var areaID: String
    /// How many places changed.
    public var quantity: Int

    /// Creates a report line.
    public init(areaID: String, quantity: Int) {
        self.areaID = areaID
        self.quantity = quantity
    }
}

/// One holder's places in one standing area, as stored.
public struct AreaHolding: Hashable, Sendable {
    /// The holder's id in the store.
    public var holder: Int64
    /// Places held (live: a hold whose time ran out counts as 0).
    public var held: Int
    /// Places booked.
    public var booked: Int

    /// Creates a holding.
    public init(holder: Int64, held: Int, booked: Int) {
        self.holder = holder
        self.held = held
        self.booked = booked
    }

    /// Held and booked together.
    public var total: Int { held + booked }
}

/// A standing area's counts, as `status` reports them: every holder's, and the asking
/// holder's own.
public struct AreaCount: Hashable, Sendable, Codable {
    /// The area's id.
    public var areaID: String
    /// The area's index in ``Chart/tribunes``.
    public var area: Int
    /// How many people it holds.
    public var capacity: Int
    /// Places held, by every holder.
    public var held: Int
    /// Places booked, by every holder.
    public var booked: Int
    /// The asking holder's held places.
    public var yourHeld: Int
    /// The asking holder's booked places.
    public var yourBooked: Int
    /// When the asking holder's held places run out; `nil` when they do not, or none is held.
    public var yourExpiry: Date?

    /// Creates a count.
    public init(
        areaID: String, area: Int, capacity: Int, held: Int, booked: Int, yourHeld: Int = 0, yourBooked: Int = 0,
        yourExpiry: Date? = nil
    ) {
        self.areaID = areaID
        self.area = area
        self.capacity = capacity
        self.held = held
        self.booked = booked
        self.yourHeld = yourHeld
        self.yourBooked = yourBooked
        self.yourExpiry = yourExpiry
    }

    /// Places neither held nor booked (never below 0).
    public var left: Int { max(0, capacity - held - booked) }
}
