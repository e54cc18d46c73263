import Foundation

/// One live booking as the store records it: the seat, its holder and when it was booked.
public struct BookingRecord: Hashable, Sendable {
    /// The seat's index in the chart's ``Chart/seats``.
    public var seat: Int
    /// The seat's id, `TRIBUNE-ROW-NUMBER`.
    public var seatID: String
    /// Who booked it.
    public var holder: String
    /// When the hold became a booking.
    public var time: Date

    /// Creates a booking record.
    public init(seat: Int, seatID: String, holder: String, time: Date) {
        self.seat = seat
        self.seatID = seatID
        self.holder = holder
        self.time = time
    }
}
