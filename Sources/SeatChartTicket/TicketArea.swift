/// Places of one standing area on a ticket: the area (an index into ``Chart/tribunes``) and
/// how many places.
public struct TicketArea: Hashable, Sendable {
    /// The area's tribune index.
    public var tribune: Int
    /// How many places, at least 1.
    public var quantity: Int

    /// `quantity` places of the area at tribune index `tribune`.
    public init(tribune: Int, quantity: Int) {
        self.tribune = tribune
        self.quantity = max(1, quantity)
    }
}
