/// Standing areas' places and their log in a dump (`state copy`), every id kept.
extension SelectionStateDump {
    /// One `area_place` row.
    public struct AreaPlace: Sendable {
        public var area: Int, areaID: String, holderID: Int64, held: Int, booked: Int, since: Double, expiresAt: Double?

        /// Creates a row.
        public init(area: Int, areaID: String, holderID: Int64, held: Int, booked: Int, since: Double, expiresAt: Double?) {
            (self.area, self.areaID, self.holderID, self.held, self.booked, self.since, self.expiresAt) =
                (area, areaID, holderID, held, booked, since, expiresAt)
        }
    }

    /// One `area_event` row.
    public struct AreaEvent: Sendable {
        public var id: Int64, time: Double, holderID: Int64, action: String, area: Int, areaID: String, quantity: Int
        public var state: String, actor: String?

        /// Creates a row.
        public init(
            id: Int64, time: Double, holderID: Int64, action: String, area: Int, areaID: String, quantity: Int, state: String,
            actor: String?
        ) {
            (self.id, self.time, self.holderID, self.action, self.area, self.areaID, self.quantity, self.state, self.actor) =
                (id, time, holderID, action, area, areaID, quantity, state, actor)
        }
    }
}
