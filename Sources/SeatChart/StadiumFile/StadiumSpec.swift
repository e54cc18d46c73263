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
    /// Ids of places for a wheelchair.
    public var wheelchair: [String]
    /// Ids of companion seats.
    public var companion: [String]
    /// Ids of seats with a restricted view.
    public var restrictedView: [String]
    /// The point seats face by default (the origin unless given).
    public var focalPoint: Point
    /// The currency of the prices (`currency`), or `nil` when the file names none.
    public var currency: Currency?
    /// The levels, in file order; empty for a file without `levels` (one level, ``Level/main``).
    public var levels: [Level]
    /// The zones, in file order.
    public var zones: [Zone]
    /// Whether the bowl's rows follow the field's box (section 3) or its own outline.
    public var bowlFollow: BowlFollow

    /// Creates a spec.
    public init(
        name: String, field: Field, seatSize: Double, seatSpacing: Double, seatShape: SeatShapeKind,
        categories: [Category], rings: [RingSpec], sections: [SectionSpec],
        blocked: [String] = [], accessible: [String] = [], focalPoint: Point = .zero,
        wheelchair: [String] = [], companion: [String] = [], restrictedView: [String] = [],
        levels: [Level] = [], zones: [Zone] = [], bowlFollow: BowlFollow = .box,
        currency: Currency? = nil
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
        self.wheelchair = wheelchair
        self.companion = companion
        self.restrictedView = restrictedView
        self.focalPoint = focalPoint
        self.currency = currency
        self.levels = levels
        self.zones = zones
        self.bowlFollow = bowlFollow
    }

    /// The distance between neighbouring seat centres: size + spacing.
    public var pitch: Double { seatSize + seatSpacing }

    /// The levels of the chart: those of the file, or the one level ``Level/main``.
    public var chartLevels: [Level] { levels.isEmpty ? [.main] : levels }

    /// The index of the level with id `id` (`nil`: the first, 0).
    func levelIndex(_ id: String?) -> Int { id.flatMap { id in levels.firstIndex { $0.id == id } } ?? 0 }

    /// The index of the zone with id `id`, or `nil`.
    func zoneIndex(_ id: String?) -> Int? { id.flatMap { id in zones.firstIndex { $0.id == id } } }

    /// The focal point of the zone `id`, else the file's.
    func focalPoint(zone id: String?) -> Point { zoneIndex(id).map { zones[$0].focalPoint } ?? focalPoint }
}

/// What the bowl's rows follow (`bowl.follow`).
public enum BowlFollow: String, Hashable, Sendable, CaseIterable {
    /// The field's bounding rectangle: straight side tribunes and corner arcs (section 3).
    case box
    /// The field's own outline (a rounded rectangle or an ellipse): every row at its
    /// distance from the outline, measured square to it, split into `tribunes.count`
    /// tribunes of equal length.
    case field
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
    /// The number of tribunes of a ring that follows the field (`tribunes.count`); 0 in a
    /// box bowl.
    public var tribuneCount: Int
    /// The level id, or `nil` for the first level.
    public var level: String?

    /// Creates a ring.
    public init(
        rows: Int, offset: Double, tribunesLong: Int, tribunesShort: Int, aisle: Double, cornerArcs: Bool,
        category: String? = nil, tribuneCount: Int = 0, level: String? = nil
    ) {
        self.rows = rows
        self.offset = offset
        self.tribunesLong = tribunesLong
        self.tribunesShort = tribunesShort
        self.aisle = aisle
        self.cornerArcs = cornerArcs
        self.category = category
        self.tribuneCount = tribuneCount
        self.level = level
    }

    /// A ring of an oval bowl (`bowl.follow: "field"`): `count` tribunes of equal length.
    public static func oval(rows: Int, offset: Double, count: Int, aisle: Double, category: String? = nil, level: String? = nil) -> RingSpec {
        RingSpec(rows: rows, offset: offset, tribunesLong: 0, tribunesShort: 0, aisle: aisle, cornerArcs: false,
                 category: category, tribuneCount: count, level: level)
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
        /// Free rows (`"type": "rows"`).
        case rows(RowsSectionSpec)
        /// A standing area (`"type": "standing"`).
        case standing(StandingSpec)
        /// A table (`"type": "table"`).
        case table(TableSpec)
    }

    /// The tribune id (no `-`).
    public var id: String
    /// The geometry.
    public var kind: Kind
    /// The category id, or `nil` for the first category.
    public var category: String?
    /// The level id, or `nil` for the first level.
    public var level: String?
    /// The zone id, or `nil` for none.
    public var zone: String?

    /// Creates a section.
    public init(id: String, kind: Kind, category: String? = nil, level: String? = nil, zone: String? = nil) {
        self.id = id
        self.kind = kind
        self.category = category
        self.level = level
        self.zone = zone
    }

    /// The number of rows it holds: a table has one, a standing area none.
    var rowCount: Int {
        switch kind {
        case .rect(_, let rows, _, _), .arc(_, _, let rows, _, _): return rows
        case .rows(let r): return r.rows.count
        case .table: return 1
        case .standing: return 0
        }
    }
}
