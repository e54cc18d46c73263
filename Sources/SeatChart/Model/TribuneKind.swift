import SeatChartGeometry

/// What a tribune of a chart is. Tables and standing areas are tribunes too, so that one
/// index, one overlap check and one drawing order serve them all; their kind says how they
/// are sold and drawn.
public enum TribuneKind: Hashable, Sendable {
    /// A block of seats: a bowl tribune, a `rect` or `arc` section, an imported zone.
    case block
    /// A section of free rows (`"type": "rows"`): straight, curved or bent rows, each
    /// with its own seats; its outline is the union of its seats' cells.
    case rows
    /// A table with its chairs as seats; its outline is the table top.
    case table(Table)
    /// A standing area sold by count; its outline is its shape, and it has no seats.
    case standing(StandingArea)

    /// The table, for a table.
    public var table: Table? {
        if case .table(let t) = self { return t }
        return nil
    }

    /// The standing area, for a standing area.
    public var standingArea: StandingArea? {
        if case .standing(let a) = self { return a }
        return nil
    }

    /// The word people read for it: `tribune`, `table` or `area` (`hit` prints `area FLOOR`).
    public var noun: String {
        switch self {
        case .block, .rows: return "tribune"
        case .table: return "table"
        case .standing: return "area"
        }
    }
}

/// A table: its top's shape and how its chairs are sold. Its chairs are the seats of its
/// tribune, ids `TABLE-NUMBER`, in one row without a label.
public struct Table: Hashable, Sendable {
    /// The top's shape.
    public enum Shape: Hashable, Sendable {
        /// A round top of `radius`; chairs on a circle around it.
        case round(radius: Double)
        /// A rectangular top, `width` along local x (the north edge before rotation).
        case rect(width: Double, height: Double)
    }

    /// The top's shape.
    public var shape: Shape
    /// The top's centre.
    public var center: Point
    /// The turn of the whole table about its centre.
    public var rotation: Angle
    /// Places left without a chair (round tables): they keep their spot on the circle.
    public var openSpaces: Int
    /// How the chairs are sold.
    public var sale: TableSale

    /// Creates a table.
    public init(shape: Shape, center: Point, rotation: Angle = .zero, openSpaces: Int = 0, sale: TableSale = .seats) {
        self.shape = shape
        self.center = center
        self.rotation = rotation
        self.openSpaces = openSpaces
        self.sale = sale
    }
}

/// How a table is sold.
public enum TableSale: String, Hashable, Sendable, CaseIterable {
    /// Chair by chair, as seats.
    case seats
    /// Only the whole table, to one holder: every chair or none.
    case whole
}

/// A standing area: a terrace, a concert floor, a box. Its places are sold by count, not
/// one by one; its shape is its tribune's outline.
public struct StandingArea: Hashable, Sendable {
    /// The name drawn on it (its id unless the file names it).
    public var name: String
    /// How many people it holds.
    public var capacity: Int
    /// How its places are sold.
    public var sale: AreaSale

    /// Creates an area.
    public init(name: String, capacity: Int, sale: AreaSale = .quantity) {
        self.name = name
        self.capacity = capacity
        self.sale = sale
    }

    /// The places a first hold takes when it names no quantity: every place of an area sold
    /// whole, a group area's smallest group, else one.
    public var defaultQuantity: Int {
        switch sale {
        case .whole: return capacity
        case .group(let minimum, _): return minimum
        case .quantity: return 1
        }
    }
}

/// How a standing area's places are sold.
public enum AreaSale: Hashable, Sendable {
    /// Any holder takes 1 to n places.
    case quantity
    /// One holder takes every place at once (a box).
    case whole
    /// One holder takes from `minimum` to `maximum` places.
    case group(minimum: Int, maximum: Int)

    /// The word of the stadium file: `quantity`, `whole` or `group`.
    public var name: String {
        switch self {
        case .quantity: return "quantity"
        case .whole: return "whole"
        case .group: return "group"
        }
    }
}
