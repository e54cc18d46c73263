import SeatChartGeometry

/// A seat's hit region: the square of side ``size`` centred on the seat and turned with
/// it, or, for imported plans, the circle of diameter ``size``.
public struct SeatCell: Hashable, Sendable {
    /// The seat's centre.
    public var center: Point
    /// The seat's rotation.
    public var rotation: Angle
    /// The side of the square, or the diameter of the circle.
    public var size: Double
    /// Whether the cell is a circle rather than a turned square.
    public var isRound: Bool

    /// Creates a cell.
    public init(center: Point, rotation: Angle, size: Double, isRound: Bool) {
        self.center = center
        self.rotation = rotation
        self.size = size
        self.isRound = isRound
    }

    /// The tolerance docs/hit-testing.md gives for points on a cell's boundary, in chart units.
    public static let tolerance = 1e-9

    /// The cell as an oriented square.
    public var square: OrientedRect { OrientedRect(center: center, size: Size(size, size), rotation: rotation) }

    /// Whether `point` lies in the cell, boundary included within `tolerance`.
    public func contains(_ point: Point, tolerance: Double = SeatCell.tolerance) -> Bool {
        if isRound {
            return point.distance(to: center) <= size / 2 + tolerance
        }
        return square.contains(point, tolerance: tolerance)
    }

    /// The outline as a closed path.
    public var path: Path {
        if isRound {
            var p = Path()
            p.addEllipse(in: Rect.fromCenter(center, size: Size(size, size)))
            return p
        }
        return square.path
    }

    /// The axis-aligned bounding box.
    public var boundingBox: Rect {
        isRound ? Rect.fromCenter(center, size: Size(size, size)) : square.boundingBox
    }
}
