import SeatChartGeometry

/// A block of seats with an outline: a side tribune, a corner arc, an explicit section,
/// or an imported zone.
public struct Tribune: Hashable, Sendable {
    /// Its id: `101`, `VIP`, ... (never contains `-`).
    public var id: String
    /// Its outline, which is also its hit region.
    public var outline: TribuneOutline
    /// Indices of its rows in ``Chart/rows``, from the field outwards.
    public var rows: Range<Int>
    /// Indices of its seats in ``Chart/seats``, in chart order.
    public var seats: Range<Int>
    /// Index of its category in ``Chart/categories``, or `nil` for `none`.
    public var category: Int?

    /// Creates a tribune.
    public init(id: String, outline: TribuneOutline, rows: Range<Int>, seats: Range<Int>, category: Int?) {
        self.id = id
        self.outline = outline
        self.rows = rows
        self.seats = seats
        self.category = category
    }
}

/// The shape of a tribune.
public enum TribuneOutline: Hashable, Sendable {
    /// A rectangle turned like its seats: local +x is the direction of growing seat
    /// numbers, local +y the way the seats face (towards the field); rows run along local x.
    case rectangle(OrientedRect)
    /// An annular sector about a corner of the field or a section's centre.
    case annularSector(AnnularSector)
    /// A closed polygon (imported zones).
    case polygon([Point])

    /// The outline as a closed path.
    public var path: Path {
        switch self {
        case .rectangle(let r): return r.path
        case .annularSector(let s): return s.path
        case .polygon(let points):
            var p = Path()
            p.addPolygon(points)
            return p
        }
    }

    /// The axis-aligned bounding box.
    public var boundingBox: Rect {
        switch self {
        case .rectangle(let r): return r.boundingBox
        case .annularSector(let s): return s.boundingBox
        case .polygon(let points): return Rect.bounding(points) ?? .zero
        }
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
        }
    }
}
