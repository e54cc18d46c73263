import SeatChartGeometry

/// A part of a venue with its own focal point (a stage of a festival, one end of a hall):
/// the seats of its sections face that point unless told otherwise, and the best seats of
/// the zone are the ones nearest to it.
public struct Zone: Hashable, Sendable {
    /// Its id, used on the command line (`best --zone north`).
    public var id: String
    /// Its display name.
    public var name: String
    /// The point its seats face and are ranked by.
    public var focalPoint: Point

    /// Creates a zone.
    public init(id: String, name: String, focalPoint: Point) {
        self.id = id
        self.name = name
        self.focalPoint = focalPoint
    }
}
