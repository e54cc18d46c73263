import SeatChartGeometry

/// A block of seats with an outline: a side tribune, a corner arc, an explicit section,
/// an imported zone, a section of free rows, a table with its chairs, or a standing area.
public struct Tribune: Hashable, Sendable {
    /// Its id: `101`, `VIP`, `T1`, `FLOOR` ... (never contains `-`).
    public var id: String
    /// Its outline, which is also its hit region.
    public var outline: TribuneOutline
    /// Indices of its rows in ``Chart/rows``, from the field outwards.
    public var rows: Range<Int>
    /// Indices of its seats in ``Chart/seats``, in chart order.
    public var seats: Range<Int>
    /// Index of its category in ``Chart/categories``, or `nil` for `none`.
    public var category: Int?
    /// What it is: a block, rows, a table or a standing area. Default ``TribuneKind/block``.
    public var kind: TribuneKind
    /// Index of its level in ``Chart/levels``. Default 0, the first.
    public var level: Int
    /// Index of its zone in ``Chart/zones``, or `nil` for none (the chart's focal point).
    public var zone: Int?

    /// Creates a tribune.
    public init(
        id: String, outline: TribuneOutline, rows: Range<Int>, seats: Range<Int>, category: Int?,
        kind: TribuneKind = .block, level: Int = 0, zone: Int? = nil
    ) {
        self.id = id
        self.outline = outline
        self.rows = rows
        self.seats = seats
        self.category = category
        self.kind = kind
        self.level = level
        self.zone = zone
    }
}

/// The shape of a tribune.
public enum TribuneOutline: Hashable, Sendable {
    /// A rectangle turned like its seats: local +x is the direction of growing seat
    /// numbers, local +y the way the seats face (towards the field); rows run along local x.
    /// Also a rectangular table's top and a rectangular standing area.
    case rectangle(OrientedRect)
    /// An annular sector about a corner of the field or a section's centre.
    case annularSector(AnnularSector)
    /// A closed polygon (imported zones, oval bowl tribunes, polygon standing areas).
    case polygon([Point])
    /// An ellipse: a round table's top, an oval standing area.
    case ellipse(OrientedEllipse)
    /// The union of the tribune's own seat cells (a rows section), within `bounds`. The
    /// cells answer for every point of it, so the outline alone holds no point
    /// (``Chart/outlinePath(ofTribune:)`` draws it).
    case seatCells(bounds: Rect)

    /// The outline as a closed path; empty for ``seatCells(bounds:)``, whose shape is its
    /// seats' cells.
    public var path: Path {
        switch self {
        case .rectangle(let r): return r.path
        case .annularSector(let s): return s.path
        case .polygon(let points):
            var p = Path()
            p.addPolygon(points)
            return p
        case .ellipse(let e): return e.path
        case .seatCells: return Path()
        }
    }

    /// The axis-aligned bounding box.
    public var boundingBox: Rect {
        switch self {
        case .rectangle(let r): return r.boundingBox
        case .annularSector(let s): return s.boundingBox
        case .polygon(let points): return Rect.bounding(points) ?? .zero
        case .ellipse(let e): return e.boundingBox
        case .seatCells(let bounds): return bounds
        }
    }

    /// Whether the outline is the union of the tribune's seat cells.
    public var isSeatCells: Bool {
        if case .seatCells = self { return true }
        return false
    }

    /// A point inside the outline where its label belongs.
    public var labelPosition: Point {
        switch self {
        case .rectangle(let r): return r.center
        case .annularSector(let s):
            return s.point(radius: (s.innerRadius + s.outerRadius) / 2, angle: (s.startAngle + s.endAngle) / 2)
        case .polygon(let points):
            guard !points.isEmpty else { return .zero }
            let sum = points.reduce(Vector.zero) { $0 + $1.vector }
            return Point.zero + sum / Double(points.count)
        case .ellipse(let e): return e.center
        case .seatCells(let bounds): return bounds.center
        }
    }
}
