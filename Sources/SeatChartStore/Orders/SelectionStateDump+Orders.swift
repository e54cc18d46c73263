/// The rows of orders and idempotency keys in a state's dump (``OrderSchema``), copied with the
/// sale they belong to.
extension SelectionStateDump {
    /// One `sale_order` row.
    public struct Order: Sendable {
        public var id: String, holderID: Int64, bookedAt: Double, total: Int, currency: String?, refundedAt: Double?, refundedBy: String?
        public init(id: String, holderID: Int64, bookedAt: Double, total: Int, currency: String?, refundedAt: Double?, refundedBy: String?) {
            (self.id, self.holderID, self.bookedAt, self.total, self.currency) = (id, holderID, bookedAt, total, currency)
            (self.refundedAt, self.refundedBy) = (refundedAt, refundedBy)
        }
    }

    /// One `order_line` row: a seat, or an area's places.
    public struct OrderLine: Sendable {
        public var orderID: String, line: Int, seat: Int?, area: Int?, placeID: String, quantity: Int
        public init(orderID: String, line: Int, seat: Int?, area: Int?, placeID: String, quantity: Int) {
            (self.orderID, self.line, self.seat, self.area, self.placeID, self.quantity) = (orderID, line, seat, area, placeID, quantity)
        }
    }

    /// One `idempotency_key` row.
    public struct IdempotencyRow: Sendable {
        public var key: String, fingerprint: String, createdAt: Double, status: Int?, body: String?
        public init(key: String, fingerprint: String, createdAt: Double, status: Int?, body: String?) {
            (self.key, self.fingerprint, self.createdAt, self.status, self.body) = (key, fingerprint, createdAt, status, body)
        }
    }
}
