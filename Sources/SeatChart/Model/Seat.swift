import SeatChartGeometry

/// One seat of a chart: where it is, which way it faces and what it is called.
///
/// A seat's id is `TRIBUNE-ROW-NUMBER` (``Chart/seatID(_:)``); its hit region is its cell
/// (``Chart/cell(of:)``).
public struct Seat: Hashable, Sendable {
    /// Index of its tribune in ``Chart/tribunes``.
    public var tribune: Int
    /// Index of its row in ``Chart/rows``.
    public var row: Int
    /// Its number label within the row: `"12"` (imported plans may use other text, never `-`).
    public var number: String
    /// The centre of its cell, in chart units.
    public var center: Point
    /// Which way it faces: 0 faces +y (south, down the screen), growing clockwise on screen.
    public var rotation: Angle
    /// The side of its square cell (or the diameter of its round cell), in chart units.
    public var size: Double
    /// Index of its category in ``Chart/categories``, or `nil` for the category `none`.
    public var category: Int?
    /// Whether the seat can never be sold.
    public var isBlocked: Bool
    /// Whether the seat is accessible (easy access, room for a walking aid and the like).
    public var isAccessible: Bool
    /// Whether it is a place for a wheelchair (drawn with the symbol, sold like a seat).
    public var isWheelchair: Bool
    /// Whether it is a companion seat, sold only with the accessible or wheelchair place
    /// next to it in its row.
    public var isCompanion: Bool
    /// Whether its view of the field or stage is restricted (a pillar, an overhang).
    public var hasRestrictedView: Bool

    /// Creates a seat.
    public init(
        tribune: Int, row: Int, number: String, center: Point, rotation: Angle, size: Double,
        category: Int?, isBlocked: Bool = false, isAccessible: Bool = false,
        isWheelchair: Bool = false, isCompanion: Bool = false, hasRestrictedView: Bool = false
    ) {
        self.tribune = tribune
        self.row = row
        self.number = number
        self.center = center
        self.rotation = rotation
        self.size = size
        self.category = category
        self.isBlocked = isBlocked
        self.isAccessible = isAccessible
        self.isWheelchair = isWheelchair
        self.isCompanion = isCompanion
        self.hasRestrictedView = hasRestrictedView
    }

    /// The unit vector the seat faces (from its back towards its front).
    public var facing: Vector { Vector(angle: rotation + .degrees(90)) }

    /// What a buyer should know of the seat beyond its place: "wheelchair place", "companion
    /// seat", "restricted view" (the SVG's tooltips, tickets).
    public var notes: [String] {
        (isWheelchair ? ["wheelchair place"] : []) + (isCompanion ? ["companion seat"] : [])
            + (hasRestrictedView ? ["restricted view"] : [])
    }
}
