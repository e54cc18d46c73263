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
    /// The box office blocked the seat; the event names no holder (``SelectionEvent/boxOffice``).
    case block
    /// The box office made a seat it had blocked available again; the event names no holder.
    case unblock
}

/// One entry of the append-only event log.
public struct SelectionEvent: Hashable, Sendable, Codable {
    /// When it happened (for an expiry: the moment the hold ran out).
    public var time: Date
    /// The holder the change concerns; ``boxOffice`` for `block` and `unblock`.
    public var holder: String
    /// What happened.
    public var action: SelectionAction
    /// The seat's id, `TRIBUNE-ROW-NUMBER`.
    public var seatID: String

    /// The holder named by the box office's own events, which concern no holder.
    public static let boxOffice = "box office"

    /// Creates an event.
    public init(time: Date, holder: String, action: SelectionAction, seatID: String) {
        self.time = time
        self.holder = holder
        self.action = action
        self.seatID = seatID
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
    /// That holder's live holds, in chart order.
    public var held: [String]
    /// That holder's bookings, in chart order.
    public var booked: [String]
    /// Every holder's latest activity, by holder name.
    public var holders: [HolderActivity]

    /// Creates a status report.
    public init(countsByState: [SeatStateCount], holder: String, held: [String], booked: [String], holders: [HolderActivity]) {
        self.countsByState = countsByState
        self.holder = holder
        self.held = held
        self.booked = booked
        self.holders = holders
    }
}
