import SeatChartGeometry

/// A section of free rows as read from the file (`"type": "rows"`).
public struct RowsSectionSpec: Hashable, Sendable {
    /// The rows, front row first.
    public var rows: [RowSpec]
    /// The width of an aisle inside a row, added to the pitch after each listed position;
    /// `nil` for the default, one pitch.
    public var aisle: Double?
    /// How rows are labelled.
    public var rowLabels: RowLabelRule
    /// How seats are numbered.
    public var seatNumbers: SeatNumberRule

    /// Creates a rows section.
    public init(rows: [RowSpec], aisle: Double? = nil, rowLabels: RowLabelRule = RowLabelRule(), seatNumbers: SeatNumberRule = SeatNumberRule()) {
        self.rows = rows
        self.aisle = aisle
        self.rowLabels = rowLabels
        self.seatNumbers = seatNumbers
    }
}

/// One row of a rows section.
public struct RowSpec: Hashable, Sendable {
    /// The path the row's seat centres lie on.
    public enum Path: Hashable, Sendable {
        /// The segment `from`-`to` bent by `curve`: the distance of the arc's middle from the
        /// chord's middle, positive away from the focal point (0: straight).
        case segment(from: Point, to: Point, curve: Double)
        /// A polyline through `points`.
        case polyline([Point])
    }

    /// The path.
    public var path: Path
    /// How many seats, or `nil` for as many as fit.
    public var seats: Int?
    /// The 1-based seat positions (in path order) after which an aisle lies.
    public var aisles: [Int]
    /// Seat numbers left unused.
    public var skip: [Int]
    /// The row's own label, or `nil` for the section's next one.
    public var label: String?

    /// Creates a row.
    public init(path: Path, seats: Int? = nil, aisles: [Int] = [], skip: [Int] = [], label: String? = nil) {
        self.path = path
        self.seats = seats
        self.aisles = aisles
        self.skip = skip
        self.label = label
    }
}

/// How the rows of a rows section are labelled (`rowLabels`).
public struct RowLabelRule: Hashable, Sendable {
    /// The first label: letters (`A`, then `B` ... `Z`, `AA`) or a numeral (`1`, then `2` ...).
    public var start: String
    /// Labels the sequence passes over (`I`, `O`).
    public var skip: [String]

    /// Creates a rule; the default starts at `A` and skips nothing.
    public init(start: String = "A", skip: [String] = []) {
        self.start = start
        self.skip = skip
    }
}

/// How the seats of a row are numbered (`seatNumbers`).
public struct SeatNumberRule: Hashable, Sendable {
    /// The order of numbers along a row, as seen from the focal point.
    public enum Order: String, Hashable, Sendable, CaseIterable {
        case leftToRight = "left-to-right"
        case rightToLeft = "right-to-left"
        /// From the middle outwards: odd numbers to the left, even to the right.
        case oddEven = "odd-even"
    }

    /// The first number.
    public var start: Int
    /// The order.
    public var order: Order

    /// Creates a rule; the default numbers from 1, left to right.
    public init(start: Int = 1, order: Order = .leftToRight) {
        self.start = start
        self.order = order
    }
}

/// A standing area as read from the file (`"type": "standing"`).
public struct StandingSpec: Hashable, Sendable {
    /// The area's shape.
    public enum Shape: Hashable, Sendable {
        case rect(OrientedRect)
        case ellipse(OrientedEllipse)
        case polygon([Point])
    }

    /// The shape.
    public var shape: Shape
    /// The number of places.
    public var capacity: Int
    /// How they are sold.
    public var sale: AreaSale
    /// The name drawn on it, or `nil` for its id.
    public var name: String?

    /// Creates an area.
    public init(shape: Shape, capacity: Int, sale: AreaSale = .quantity, name: String? = nil) {
        self.shape = shape
        self.capacity = capacity
        self.sale = sale
        self.name = name
    }

    /// The outline the chart keeps.
    var outline: TribuneOutline {
        switch shape {
        case .rect(let r): return .rectangle(r)
        case .ellipse(let e): return .ellipse(e)
        case .polygon(let p): return .polygon(p)
        }
    }
}

/// A table as read from the file (`"type": "table"`).
public struct TableSpec: Hashable, Sendable {
    /// The top's shape.
    public var shape: Table.Shape
    /// The top's centre.
    public var center: Point
    /// The turn of the whole table.
    public var rotation: Angle
    /// The chairs: round tables around the circle, rectangular ones along the north and
    /// south edges.
    public var chairs: Int
    /// Round tables: places without a chair, after the chairs.
    public var openSpaces: Int
    /// Rectangular tables: chairs on the east and west edges.
    public var endChairs: Int
    /// How the chairs are sold.
    public var sale: TableSale

    /// Creates a table.
    public init(shape: Table.Shape, center: Point, rotation: Angle = .zero, chairs: Int, openSpaces: Int = 0, endChairs: Int = 0, sale: TableSale = .seats) {
        self.shape = shape
        self.center = center
        self.rotation = rotation
        self.chairs = chairs
        self.openSpaces = openSpaces
        self.endChairs = endChairs
        self.sale = sale
    }

    /// The number of chairs in all.
    public var chairCount: Int { chairs + endChairs }
}
