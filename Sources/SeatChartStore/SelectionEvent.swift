import Foundation

/// What happened to a seat, as the event log records it.
public enum SelectionAction: String, Hashable, Sendable, CaseIterable, Codable {
    /// The holder took a hold on a free seat (`select` or `best`).
    case select
    /// The holder gave a hold back (`deselect`).
    case deselect
    /// The holder's hold became a booking (`book`).
    case book
    /// The box office freed the seat (`release`); the event names the holder it was taken from.
    case release
    /// The hold's time ran out; the event names the holder who had it.
    case expire
    /// The box office blocked the seat; the event names no holder.
    case block
    /// The box office made a seat it had blocked available again; the event names no holder.
    case unblock
}

/// One entry of the append-only event log: who did what to whose seat.
public struct SelectionEvent: Hashable, Sendable, Codable {
    /// When it happened (for an expiry: the moment the hold ran out).
    public var time: Date
    /// Who made the change: the holder for their own `select`, `deselect` and `book`; the
    /// clerk named with `--by` (else ``boxOffice``) for `release`, `block` and `unblock`;
    /// ``system`` for an `expire`.
    public var actor: String
    /// Whose seat it was: the holder the change concerns; `nil` for `block` and `unblock`,
    /// which concern no holder.
    public var holder: String?
    /// What happened.
    public var action: SelectionAction
    /// The seat's id, `TRIBUNE-ROW-NUMBER`; for a standing area's places, the area's id.
    public var seatID: String
    /// How many places of a standing area the event moved; `nil` for a seat's event.
    public var quantity: Int?

    /// The actor of a box-office change made without a clerk's name.
    public static let boxOffice = "box office"
    /// The actor of an expiry: the time ran out, nobody acted.
    public static let system = "system"

    /// Creates an event.
    public init(time: Date, actor: String, holder: String?, action: SelectionAction, seatID: String) {
        self.time = time
        self.actor = actor
        self.holder = holder
        self.action = action
        self.seatID = seatID
    }

    /// The actor of an event as logged: the clerk's name when one was recorded, else the
    /// holder for a holder's own action, ``system`` for an expiry, ``boxOffice`` otherwise.
    public static func actor(recorded: String?, holder: String?, action: SelectionAction) -> String {
        if let recorded { return recorded }
        switch action {
        case .select, .deselect, .book: return holder ?? boxOffice
        case .expire: return system
        case .release, .block, .unblock: return boxOffice
        }
    }
}

/// A holder's most recent change, as `status` lists it.
public struct HolderActivity: Hashable, Sendable, Codable {
    /// The holder's name.
    public var holder: String
    /// When the holder's latest event happened.
    public var time: Date
    /// What that event was.
    public var action: SelectionAction

    /// Creates an activity line.
    public init(holder: String, time: Date, action: SelectionAction) {
        self.holder = holder
        self.time = time
        self.action = action
    }
}

/// What `status` reports: counts by state, one holder's seats and every holder's latest activity.
public struct SelectionStatus: Hashable, Sendable, Codable {
    /// The number of seats in each state; every state is present.
    public var countsByState: [SeatStateCount]
    /// The holder asked about.
    public var holder: String
    /// That holder's live holds, in chart order, each with its expiry.
    public var holds: [SeatHold]
    /// That holder's live holds' seat ids, in chart order.
    public var held: [String] { holds.map(\.seatID) }
    /// That holder's bookings, in chart order.
    public var booked: [String]
    /// Every holder's latest activity, by holder name.
    public var holders: [HolderActivity]

    /// Creates a status report.
    public init(countsByState: [SeatStateCount], holder: String, holds: [SeatHold], booked: [String], holders: [HolderActivity]) {
        self.countsByState = countsByState
        self.holder = holder
        self.holds = holds
        self.booked = booked
        self.holders = holders
    }
}

/// One live hold: the seat and when the hold runs out.
public struct SeatHold: Hashable, Sendable, Codable {
    /// The seat's id.
    public var seatID: String
    /// When the hold runs out; `nil` for a hold kept until given back, booked or released.
    public var expiresAt: Date?

    /// Creates a hold.
    public init(seatID: String, expiresAt: Date?) {
        self.seatID = seatID
        self.expiresAt = expiresAt
    }
}

extension SelectionEvent {
    /// `events` newest first (a stable sort: among equal times, the order given), at most `limit`.
    public static func newestFirst(_ events: [SelectionEvent], limit: Int?) -> [SelectionEvent] {
        let sorted = events.enumerated().sorted {
            $0.element.time != $1.element.time ? $0.element.time > $1.element.time : $0.offset < $1.offset
        }.map(\.element)
        return limit.map { Array(sorted.prefix(max(0, $0))) } ?? sorted
    }
}
