import SeatChartGeometry

/// The seats an operation names: seat ids, and chart points whose seat is meant.
public struct SeatRequest: Hashable, Sendable, Codable {
    /// Seat ids, `TRIBUNE-ROW-NUMBER`.
    public var ids: [String]
    /// Points in chart units; each names the seat under it.
    public var points: [Point]

    /// How many places of each standing area named among `ids` or hit by `points`; `nil`: the
    /// area's default (``AreaRules``). Tables named among `ids` stand for all their chairs.
    public var quantity: Int?
    /// Standing areas asked by id with their own quantities (an HTTP request's `areas`).
    public var areas: [AreaRequest]

    /// A request for the seats `ids` and those under `points`.
    public init(ids: [String] = [], points: [Point] = [], quantity: Int? = nil, areas: [AreaRequest] = []) {
        self.ids = ids
        self.points = points
        self.quantity = quantity
        self.areas = areas
    }

    /// Whether no seat is named at all.
    public var isEmpty: Bool { ids.isEmpty && points.isEmpty && areas.isEmpty }
}

/// Places of one standing area asked by its id.
public struct AreaRequest: Hashable, Sendable, Codable {
    /// The area's id (`FLOOR`).
    public var id: String
    /// How many places; `nil`: the area's default.
    public var quantity: Int?

    /// Creates a request.
    public init(id: String, quantity: Int?) {
        self.id = id
        self.quantity = quantity
    }
}
