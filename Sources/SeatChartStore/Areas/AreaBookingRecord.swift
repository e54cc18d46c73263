/// The places of one standing area one holder has booked, as the store records them.
public struct AreaBookingRecord: Hashable, Sendable {
    /// The area's index in the chart's ``Chart/tribunes``.
    public var area: Int
    /// Who booked them.
    public var holder: String
    /// How many places, above zero.
    public var quantity: Int

    /// Creates a record.
    public init(area: Int, holder: String, quantity: Int) {
        self.area = area
        self.holder = holder
        self.quantity = quantity
    }
}
