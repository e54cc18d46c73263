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
    /// The levels (floors), at least one; every tribune names one by index.
    public var levels: [Level]
    /// The zones, each with its focal point; tribunes may name one by index.
    public var zones: [Zone]

    private var tribuneIndexByID: [String: Int]

    /// Creates a chart. The arrays must be consistent (the layout and importers make them so).
    /// An empty `levels` becomes the one level ``Level/main``.
    public init(
        name: String, field: Field?, categories: [Category], tribunes: [Tribune], rows: [Row], seats: [Seat],
        seatShape: SeatShapeKind, roundCells: Bool = false, focalPoint: Point = .zero, areas: [Area] = [],
        levels: [Level] = [.main], zones: [Zone] = [], currency: Currency? = nil
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
        self.levels = levels.isEmpty ? [.main] : levels
        self.zones = zones
        var index: [String: Int] = [:]
        for (i, t) in tribunes.enumerated() where index[t.id] == nil { index[t.id] = i }
        self.tribuneIndexByID = index
    }

    // MARK: - Identifiers

    /// The id of the seat at `index`: `TRIBUNE-ROW-NUMBER`, or `TABLE-NUMBER` for a chair
    /// (a seat whose row has no label), as ``PlaceID`` writes it.
    public func seatID(_ index: Int) -> String {
        let seat = seats[index]
        return PlaceID.text(tribune: tribunes[seat.tribune].id, row: rows[seat.row].label, number: seat.number)
    }

    /// The index of the tribune (or table, or standing area) with id `id`.
    public func tribuneIndex(forID id: String) -> Int? { tribuneIndexByID[id] }

    /// The index of the seat with id `TRIBUNE-ROW-NUMBER` (or a chair's `TABLE-NUMBER`), or
    /// `nil` if there is none.
    ///
    /// - Complexity: O(rows in the tribune + seats in the row) at worst; O(rows in the
    ///   tribune) when the row's seats are numbered 1, 2, ... in order.
    public func seatIndex(forID id: String) -> Int? {
        switch PlaceID(id) {
        case .seat(let tribune, let row, let number): return seatIndex(tribune: tribune, row: row, number: number)
        case .chair(let table, let number): return seatIndex(tribune: table, row: "", number: number)
        case .object, nil: return nil
        }
    }

    /// What `id` names: a seat or chair, a tribune, a table or a standing area; `nil` when
    /// nothing in the chart has that id.
    ///
    /// - Complexity: as ``seatIndex(forID:)`` for seats; O(1) otherwise.
    public func place(forID id: String) -> ChartPlace? {
        guard let parsed = PlaceID(id) else { return nil }
        guard case .object(let name) = parsed else { return seatIndex(forID: id).map(ChartPlace.seat) }
        guard let t = tribuneIndexByID[String(name)] else { return nil }
        switch tribunes[t].kind {
        case .block, .rows: return .tribune(t)
        case .table: return .table(t)
        case .standing: return .area(t)
        }
    }

    /// The seat numbered `number` in the row labelled `row` of the tribune `tribune`.
    private func seatIndex(tribune: Substring, row rowLabel: Substring, number: Substring) -> Int? {
        guard let t = tribuneIndexByID[String(tribune)] else { return nil }
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
    public var bounds: Rect { bounds(level: nil) }

    /// The smallest rectangle holding the field, every tribune of `level` (every level when
    /// `nil`) with its seats' cells, and every area: what a view of that level shows.
    public func bounds(level: Int?) -> Rect { bounds(level: level, tribuneBounds: bounds(ofTribune:)) }

    /// ``bounds(level:)`` with each tribune's ``bounds(ofTribune:)`` from `tribuneBounds`
    /// (worked out before, for every level at once).
    public func bounds(level: Int?, tribuneBounds: (Int) -> Rect) -> Rect {
        var box: Rect? = field?.frame
        func add(_ r: Rect) { box = box.map { $0.union(r) } ?? r }
        for a in areas where !a.path.isEmpty { add(a.path.controlPointBounds) }
        for (t, tribune) in tribunes.enumerated() where level == nil || tribune.level == level {
            add(tribuneBounds(t))
        }
        if tribunes.isEmpty { for i in seats.indices { add(cell(of: i).boundingBox) } }
        return box ?? .zero
    }

    /// The id of the category of `seat`, or `none`.
    public func categoryID(ofSeat index: Int) -> String {
        seats[index].category.map { categories[$0].id } ?? Category.noneID
    }

    /// The smallest rectangle holding tribune `t`'s outline and its seats' cells (a table's
    /// chairs stand outside its top).
    ///
    /// The box grows cell by cell. A cell whose centre lies further inside the box than the
    /// cell's side (with room for rounding) cannot reach past it, and the union with it is the
    /// box as ``Rect/union(_:)`` remakes it from its edges: that is taken without working out
    /// the turned cell's corners. The same rectangle, to the bit, as the union with every cell.
    public func bounds(ofTribune t: Int) -> Rect {
        var box = tribunes[t].outline.boundingBox
        guard !seatCellsInsideOutline(t) else { return box }
        seats.withUnsafeBufferPointer { seats in
            for i in tribunes[t].seats.clamped(to: seats.indices) {
                let center = seats[i].center, size = seats[i].size
                // A corner of the cell lies within `size` of its centre on each axis (a
                // rotation's cosine and sine are at most 1); the slack covers the rounding.
                let reach = abs(size) * (1 + 1e-9) + (abs(center.x) + abs(center.y) + abs(size) + 1) * 1e-12
                if center.x - reach > box.minX, center.x + reach < box.maxX, center.y - reach > box.minY, center.y + reach < box.maxY {
                    box = Rect(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
                } else {
                    box = box.union(cell(of: i).boundingBox)
                }
            }
        }
        return box
    }

    /// Whether the outline of tribune `t` holds all its seats' cells by construction: a
    /// laid-out block (rectangle or annular sector) does; polygons, tables and oval
    /// tribunes may not.
    private func seatCellsInsideOutline(_ t: Int) -> Bool {
        guard case .block = tribunes[t].kind else { return false }
        switch tribunes[t].outline {
        case .rectangle, .annularSector: return true
        case .polygon, .ellipse, .seatCells: return false
        }
    }

    // MARK: - Levels and zones

    /// The index of the level with id `id`.
    public func levelIndex(forID id: String) -> Int? { levels.firstIndex { $0.id == id } }

    /// The index of the zone with id `id`.
    public func zoneIndex(forID id: String) -> Int? { zones.firstIndex { $0.id == id } }

    /// The indices of the tribunes (tables and areas included) on `level`, in chart order.
    public func tribunes(onLevel level: Int) -> [Int] {
        tribunes.indices.filter { tribunes[$0].level == level }
    }

    /// The point the seats of tribune `t` face and are ranked by: its zone's, else the chart's.
    public func focalPoint(ofTribune t: Int) -> Point {
        tribunes[t].zone.flatMap { zones.indices.contains($0) ? zones[$0].focalPoint : nil } ?? focalPoint
    }

    /// The indices of the standing areas, in chart order.
    public var standingAreas: [Int] { tribunes.indices.filter { tribunes[$0].kind.standingArea != nil } }

    /// Whether the chart has a standing area.
    public var hasStandingAreas: Bool { tribunes.contains { $0.kind.standingArea != nil } }

    /// The indices of the tables, in chart order.
    public var tables: [Int] { tribunes.indices.filter { tribunes[$0].kind.table != nil } }

    /// The drawn shape of tribune `t`: its outline, or for a rows section the union of its
    /// seats' cells (one closed subpath per cell, all turning the same way, so the non-zero
    /// rule fills them as one).
    public func outlinePath(ofTribune t: Int) -> Path {
        guard case .seatCells = tribunes[t].outline else { return tribunes[t].outline.path }
        var path = Path()
        for i in tribunes[t].seats.clamped(to: seats.indices) { path.addPath(cell(of: i).path) }
        return path
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
