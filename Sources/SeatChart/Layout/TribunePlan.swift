import SeatChartGeometry

/// One tribune before its seats exist: its id, outline, rows, category, level and zone.
///
/// The bowl, explicit sections, rows sections, tables and standing areas all reduce to
/// these kinds, so one builder (``TribuneBuilder``) places every seat, and the seats can be
/// counted before any is placed.
struct TribunePlan: Sendable {
    enum Kind: Sendable {
        /// A rectangle turned like its seats (local +x = growing numbers, local +y = facing).
        /// Row 0 lies along the local +y edge.
        case rectangle(OrientedRect)
        /// An annular sector; rows run from the inner radius outwards and seats face the centre.
        case sector(AnnularSector)
        /// A rows section, its seats facing `focalPoint`'s side.
        case rows(RowsSectionSpec, focalPoint: Point)
        /// A table with its chairs.
        case table(TableSpec)
        /// A standing area: an outline without seats.
        case standing(TribuneOutline)
        /// A tribune of an oval bowl.
        case oval(OvalBowlLayout.Tribune)
    }

    var id: String
    var kind: Kind
    var rowCount: Int
    var category: Int?
    /// What the chart's tribune is.
    var tribuneKind: TribuneKind = .block
    /// The level index.
    var level: Int = 0
    /// The zone index.
    var zone: Int?

    /// The length of row `r` that the slot rule divides (rectangles and sectors).
    func rowLength(_ r: Int, seatSize: Double, pitch: Double) -> Double {
        switch kind {
        case .rectangle(let rect):
            return rect.size.width
        case .sector(let sector):
            let radius = sector.innerRadius + (Double(r) + 0.5) * pitch
            return (radius - seatSize / 2) * sector.sweep.radians
        case .rows, .table, .standing, .oval:
            return 0
        }
    }

    /// The number of seats of row `r`.
    func seatCount(row r: Int, seatSize: Double, spacing: Double, spec: StadiumSpec) -> Int {
        switch kind {
        case .rectangle, .sector:
            return SeatSlots.count(length: rowLength(r, seatSize: seatSize, pitch: seatSize + spacing), size: seatSize, spacing: spacing)
        case .rows(let section, let focal):
            return RowsSectionLayout.seatCount(section.rows[r], section: section, spec: spec, focalPoint: focal)
        case .table(let table):
            return table.chairCount
        case .standing:
            return 0
        case .oval(let tribune):
            return tribune.seatCount(row: r)
        }
    }

    /// The number of seats of the whole tribune, without placing them.
    ///
    /// - Complexity: O(1) for a rectangle or a table, O(rows) otherwise (O(rows + aisles)
    ///   for a rows section).
    func seatCount(spec: StadiumSpec) -> Int {
        let (size, spacing) = (spec.seatSize, spec.seatSpacing)
        switch kind {
        case .rectangle:
            let (product, overflow) = max(0, rowCount).multipliedReportingOverflow(
                by: seatCount(row: 0, seatSize: size, spacing: spacing, spec: spec))
            return overflow ? Int.max / 2 : product
        default:
            var total = 0
            for r in 0..<max(0, rowCount) {
                total += seatCount(row: r, seatSize: size, spacing: spacing, spec: spec)
                if total > StadiumLayout.maximumSeats { return total }
            }
            return total
        }
    }

    /// The places of a standing area (they count towards the seat limit); 0 otherwise.
    var standingPlaces: Int { tribuneKind.standingArea?.capacity ?? 0 }

    /// The rows placed seat by seat, for the kinds that place them so; `nil` for rectangles
    /// and sectors (the builder places their equal slots itself).
    func placedRows(spec: StadiumSpec) -> [PlacedRow]? {
        switch kind {
        case .rectangle, .sector: return nil
        case .rows(let section, let focal): return RowsSectionLayout.rows(section, spec: spec, focalPoint: focal)
        case .table(let table): return [TableLayout.row(table, seatSize: spec.seatSize, spacing: spec.seatSpacing)]
        case .standing: return []
        case .oval(let tribune): return (0..<tribune.rows).map { tribune.row($0, label: RowLabel.label($0)) }
        }
    }

    /// The outline the chart keeps; for a rows section, the box of its `rows`' cells.
    func outline(rows placed: [PlacedRow]?, seatSize: Double) -> TribuneOutline {
        switch kind {
        case .rectangle(let r): return .rectangle(r)
        case .sector(let s): return .annularSector(s)
        case .table(let table): return TableLayout.outline(table)
        case .standing(let outline): return outline
        case .oval(let tribune): return .polygon(tribune.outline())
        case .rows:
            var box: Rect?
            for row in placed ?? [] {
                for seat in row.seats {
                    let cell = SeatCell(center: seat.center, rotation: seat.rotation, size: seatSize, isRound: false).boundingBox
                    box = box.map { $0.union(cell) } ?? cell
                }
            }
            return .seatCells(bounds: box ?? .zero)
        }
    }
}
