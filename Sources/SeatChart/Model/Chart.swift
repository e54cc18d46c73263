import SeatChartGeometry

/// A seating chart: tribunes of rows of seats around a field, with categories.
///
/// Seats are stored in chart order: tribunes as numbered, rows from the field outwards,
/// seats by number. Every index in the model (``Seat/tribune``, ``Seat/row``,
/// ``Tribune/seats`` ...) points into the arrays of the same chart.
public struct Chart: Hashable, Sendable {
    /// The chart's display name.
    public var name: String
    /// The field or stage at the centre, if any.
    public var field: Field?
    /// The price categories, in file order.
    public var categories: [Category]
    /// The tribunes, in chart order.
    public var tribunes: [Tribune]
    /// The rows of all tribunes, tribune by tribune, from the field outwards.
    public var rows: [Row]
    /// The seats, in chart order.
    public var seats: [Seat]
    /// How seats are drawn.
    public var seatShape: SeatShapeKind
    /// Whether seat cells are circles (imported plans) rather than turned squares.
    public var roundCells: Bool
    /// The point seats face when not told otherwise; "nearest" for best-available.
    public var focalPoint: Point
    /// Background shapes drawn under the tribunes.
    public var areas: [Area]
    /// The currency of the categories' prices (the stadium file's `currency`), or `nil`.
    public var currency: Currency?

    private var tribuneIndexByID: [String: Int]

    /// Creates a chart. The arrays must be consistent (the layout and importers make them so).
    public init(
        name: String, field: Field?, categories: [Category], tribunes: [Tribune], rows: [Row], seats: [Seat],
        seatShape: SeatShapeKind, roundCells: Bool = false, focalPoint: Point = .zero, areas: [Area] = [],
        currency: Currency? = nil
    ) {
        self.name = name
        self.field = field
        self.categories = categories
        self.tribunes = tribunes
        self.rows = rows
        self.seats = seats
        self.seatShape = seatShape
        self.roundCells = roundCells
        self.focalPoint = focalPoint
        self.areas = areas
        self.currency = currency
        var index: [String: Int] = [:]
        for (i, t) in tribunes.enumerated() where index[t.id] == nil { index[t.id] = i }
        self.tribuneIndexByID = index
    }

    // MARK: - Identifiers

    /// The id `TRIBUNE-ROW-NUMBER` of the seat at `index`.
    public func seatID(_ index: Int) -> String {
        let seat = seats[index]
        return "\(tribunes[seat.tribune].id)-\(rows[seat.row].label)-\(seat.number)"
    }

    /// The index of the tribune with id `id`.
    public func tribuneIndex(forID id: String) -> Int? { tribuneIndexByID[id] }

    /// The index of the seat with id `TRIBUNE-ROW-NUMBER`, or `nil` if there is none.
    ///
    /// - Complexity: O(rows in the tribune + seats in the row) at worst; O(rows in the
    ///   tribune) when the row's seats are numbered 1, 2, ... in order.
    public func seatIndex(forID id: String) -> Int? {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let t = tribuneIndexByID[String(parts[0])] else { return nil }
        let rowLabel = parts[1], number = parts[2]
        for r in tribunes[t].rows where rows[r].label == rowLabel {
            let range = rows[r].seats
            if let n = Int(number), n >= 1, n <= range.count, seats[range.lowerBound + n - 1].number == number {
                return range.lowerBound + n - 1
            }
            return range.first { seats[$0].number == number }
        }
        return nil
    }

    // MARK: - Geometry

    /// The hit region of the seat at `index`.
    public func cell(of index: Int) -> SeatCell {
        let s = seats[index]
        return SeatCell(center: s.center, rotation: s.rotation, size: s.size, isRound: roundCells)
    }

    /// The smallest rectangle holding the field, every tribune, every seat's cell and every area.
    public var bounds: Rect {
        var box: Rect? = field?.frame
        func add(_ r: Rect) { box = box.map { $0.union(r) } ?? r }
        for t in tribunes { add(t.outline.boundingBox) }
        for a in areas where !a.path.isEmpty { add(a.path.controlPointBounds) }
        for i in seats.indices where tribunes.isEmpty || !seatCellInsideTribune(i) { add(cell(of: i).boundingBox) }
        return box ?? .zero
    }

    /// The id of the category of `seat`, or `none`.
    public func categoryID(ofSeat index: Int) -> String {
        seats[index].category.map { categories[$0].id } ?? Category.noneID
    }

    private func seatCellInsideTribune(_ index: Int) -> Bool {
        let t = tribunes[seats[index].tribune]
        if case .polygon = t.outline { return false }
        return true
    }
}

/// How seats are drawn (docs/hit-testing.md).
public enum SeatShapeKind: String, Hashable, Sendable, CaseIterable {
    /// A back skewed 45° along x, a squab and a rod, turned to face the field.
    case classic
    /// A filled square.
    case square
    /// A filled circle.
    case circle
}
