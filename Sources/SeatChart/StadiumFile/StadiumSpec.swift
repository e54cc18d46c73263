import SeatChartGeometry

/// A stadium file's content once read and checked (docs/stadium-file.md): what the layout builds from.
///
/// Values here are trusted: ``StadiumFileReader`` has validated every field, reference
/// and range before making one.
public struct StadiumSpec: Hashable, Sendable {
    /// The stadium's name.
    public var name: String
    /// The field at the origin.
    public var field: Field
    /// The side of a seat's square cell, in units.
    public var seatSize: Double
    /// The gap between neighbouring cells, in rows and along a row.
    public var seatSpacing: Double
    /// How seats are drawn.
    public var seatShape: SeatShapeKind
    /// The price categories, in file order.
    public var categories: [Category]
    /// The bowl's rings, from the field outwards.
    public var rings: [RingSpec]
    /// Explicit sections, in file order.
    public var sections: [SectionSpec]
    /// Ids of seats never for sale.
    public var blocked: [String]
    /// Ids of accessible seats.
    public var accessible: [String]
    /// The point seats face by default (the origin unless given).
    public var focalPoint: Point
    /// The currency of the prices (`currency`), or `nil` when the file names none.
    public var currency: Currency?

    /// Creates a spec.
    public init(
        name: String, field: Field, seatSize: Double, seatSpacing: Double, seatShape: SeatShapeKind,
        categories: [Category], rings: [RingSpec], sections: [SectionSpec],
        blocked: [String] = [], accessible: [String] = [], focalPoint: Point = .zero, currency: Currency? = nil
    ) {
        self.name = name
        self.field = field
        self.seatSize = seatSize
        self.seatSpacing = seatSpacing
        self.seatShape = seatShape
        self.categories = categories
        self.rings = rings
        self.sections = sections
        self.blocked = blocked
        self.accessible = accessible
        self.focalPoint = focalPoint
        self.currency = currency
    }

    /// The distance between neighbouring seat centres: size + spacing.
    public var pitch: Double { seatSize + seatSpacing }
}

/// One ring of the bowl.
public struct RingSpec: Hashable, Sendable {
    /// How many rows deep.
    public var rows: Int
    /// Gap from the field's rectangle (ring 1) or from the previous ring's outer edge.
    public var offset: Double
    /// Tribunes along each long side of the field.
    public var tribunesLong: Int
    /// Tribunes along each short side of the field.
    public var tribunesShort: Int
    /// Width of the aisle between neighbouring tribunes of a side.
    public var aisle: Double
    /// Whether each corner holds one arc tribune.
    public var cornerArcs: Bool
    /// The category id, or `nil` for the first category.
    public var category: String?

    /// Creates a ring.
    public init(rows: Int, offset: Double, tribunesLong: Int, tribunesShort: Int, aisle: Double, cornerArcs: Bool, category: String? = nil) {
        self.rows = rows
        self.offset = offset
        self.tribunesLong = tribunesLong
        self.tribunesShort = tribunesShort
        self.aisle = aisle
        self.cornerArcs = cornerArcs
        self.category = category
    }
}

/// An explicit section.
public struct SectionSpec: Hashable, Sendable {
    /// The geometry of a section.
    public enum Kind: Hashable, Sendable {
        /// A grid of `rows` x `seatsPerRow` cells centred on `center`; `rotation` (degrees)
        /// if given, else facing the focal point.
        case rect(center: Point, rows: Int, seatsPerRow: Int, rotation: Angle?)
        /// Rows from `innerRadius` outwards about `center`, from `startAngle` to `endAngle`.
        case arc(center: Point, innerRadius: Double, rows: Int, startAngle: Angle, endAngle: Angle)
    }

    /// The tribune id (no `-`).
    public var id: String
    /// The geometry.
    public var kind: Kind
    /// The category id, or `nil` for the first category.
    public var category: String?

    /// Creates a section.
    public init(id: String, kind: Kind, category: String? = nil) {
        self.id = id
        self.kind = kind
        self.category = category
    }
}
