import SeatChartGeometry

/// The seats an operation names: seat ids, and chart points whose seat is meant.
public struct SeatRequest: Hashable, Sendable, Codable {
    /// Seat ids, `TRIBUNE-ROW-NUMBER`.
    public var ids: [String]
    /// Points in chart units; each names the seat under it.
    public var points: [Point]

    /// A request for the seats `ids` and those under `points`.
    public init(ids: [String] = [], points: [Point] = []) {
        self.ids = ids
        self.points = points
    }

    /// Whether no seat is named at all.
    public var isEmpty: Bool { ids.isEmpty && points.isEmpty }
}
