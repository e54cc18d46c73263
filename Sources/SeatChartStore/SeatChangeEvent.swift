import Foundation
import SeatChart

/// One change of the log as a live feed reports it: its place in the log, the seat and
/// the seat's state after it. It never names a holder.
public struct SeatChangeEvent: Hashable, Sendable {
    /// The change's place in the log: increasing, never reused, so a client that saw
    /// `sequence` resumes after it without a gap.
    public var sequence: Int64
    /// The seat's id.
    public var seatID: String
    /// What happened.
    public var action: SelectionAction
    /// When it happened.
    public var time: Date

    /// Creates a change.
    public init(sequence: Int64, seatID: String, action: SelectionAction, time: Date) {
        self.sequence = sequence
        self.seatID = seatID
        self.action = action
        self.time = time
    }

    /// The seat's state once the change is made (`available` after a hold is given back,
    /// expired or released, and after an unblock).
    public var state: SeatState {
        switch action {
        case .select: .held
        case .book: .booked
        case .block: .blocked
        case .deselect, .release, .expire, .unblock: .available
        }
    }
}
