import SeatChart
import SeatChartGeometry
import SeatChartJSON

/// Builds a ``Chart`` from a checked ``PretixPlan`` (the import rules of the README's
/// "pretix plans" section).
///
/// - Zones with seats become tribunes, rows with seats become rows (``RowLine/irregular``),
///   in plan order; zones and rows without seats add no tribune or row.
/// - A seat sits at zone + row + seat position (pretix pixels, y down, as given); its cell
///   is the circle of its `radius` (``defaultRadius`` when absent).
/// - Labels: zone `name`, else `zone_id`, else `Z1`, `Z2`...; row `row_number`, else
///   `R1`... (but the only row of a zone, without a number, is a table's chairs: no label,
///   ids `ZONE-SEAT`, as export writes a table); seat `seat_number`, else its position in the row. `-` becomes `_`. A label
///   already used in its scope gets `_2`, `_3`... so ids `ZONE-ROW-SEAT` are unique, with a
///   warning naming both places.
///
/// A plan the reader found problems in is built all the same, for its warnings (which depend
/// on labels and guids only); the chart is then thrown away.
/// - A zone's outline is the union of its seats' circles (``TribuneOutline/seatCells(bounds:)``):
///   it follows the seats, and never reaches across another zone's, as a hull of blocks
///   that interleave would.
struct PretixChartBuilder {
    /// pretix draws a seat without `radius` with this radius, in pixels.
    static let defaultRadius = 10

    /// Where the plan came from, for warnings.
    let file: String
    /// The warnings found (duplicate guids, renamed labels), in plan order.
    private(set) var warnings: [InputProblem] = []
    /// Every seat guid used by more than one seat, in order of first use.
    private(set) var duplicateGUIDs: [String] = []
    /// The plan's `seat_guid` of every seat, in chart order.
    private(set) var seatGUIDs: [String] = []
    private var duplicateSet: Set<String> = []
    /// Where each seat guid was first used, and by which seat id.
    private var guidOwner: [String: (path: JSONPath, id: String)] = [:]

    init(file: String) { self.file = file }

    /// The chart of `plan`.
    mutating func build(_ plan: PretixPlan) -> Chart {
        let categories = Self.categories(plan.categories)
        let categoryIndex = Dictionary(plan.categories.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        var tribunes: [Tribune] = [], rows: [Row] = [], seats: [Seat] = []
        var zoneLabels = PretixLabelScope()
        var areas: [Area] = []
        for (z, zone) in plan.zones.enumerated() {
            let zonePath = JSONPath.root.key("zones").index(z)
            areas += zone.areas.map { PretixAreaBuilder.area($0, zoneOrigin: zone.position) }
            guard zone.rows.contains(where: { !$0.seats.isEmpty }) else { continue }
            let base = ImportedLabel.part(zone.name ?? zone.zoneID, fallback: "Z\(z + 1)")
            let (zoneLabel, zoneTaken) = zoneLabels.claim(base, at: zonePath)
            if let zoneTaken { renamed(zonePath.key(zone.name == nil ? "zone_id" : "name"), "zone", base, zoneLabel, taken: zoneTaken) }
            let t = tribunes.count, firstRow = rows.count, firstSeat = seats.count
            var rowLabels = PretixLabelScope()
            for (r, row) in zone.rows.enumerated() where !row.seats.isEmpty {
                let rowPath = zonePath.key("rows").index(r)
                // The one row of a zone, without a number, holds a table's chairs: ids ZONE-SEAT.
                let chairs = row.number.isEmpty && zone.rows.filter { !$0.seats.isEmpty }.count == 1
                let rowBase = chairs ? "" : ImportedLabel.part(row.number, fallback: "R\(r + 1)")
                let (rowLabel, rowTaken) = rowLabels.claim(rowBase, at: rowPath)
                if let rowTaken { renamed(rowPath.key("row_number"), "row", rowBase, rowLabel, taken: rowTaken) }
                let rowStart = seats.count
                let place = SeatPlace(tribune: t, row: rows.count, path: rowPath, idPrefix: "\(zoneLabel)-\(rowLabel)-",
                                      origin: zone.position + row.position.vector)
                addSeats(of: row, at: place, categoryIndex: categoryIndex, to: &seats)
                rows.append(Row(tribune: t, index: rows.count - firstRow, label: rowLabel, seats: rowStart..<seats.count, line: .irregular))
            }
            let cells = seats[firstSeat...].map { Rect.fromCenter($0.center, size: Size($0.size, $0.size)) }
            let bounds = cells.dropFirst().reduce(cells[0]) { $0.union($1) }
            let shared = seats[firstSeat].category
            tribunes.append(Tribune(
                id: zoneLabel, outline: .seatCells(bounds: bounds), rows: firstRow..<rows.count, seats: firstSeat..<seats.count,
                category: seats[firstSeat...].allSatisfy { $0.category == shared } ? shared : nil
            ))
        }
        let focal = areas.first(where: PretixAreaBuilder.isStage).map(Self.center)
            ?? (plan.size.width > 0 && plan.size.height > 0 ? Point(x: plan.size.width / 2, y: plan.size.height / 2) : nil)
            ?? Rect.bounding(seats.map(\.center))?.center ?? .zero
        return Chart(
            name: plan.name, field: nil, categories: categories, tribunes: tribunes, rows: rows, seats: seats,
            seatShape: .circle, roundCells: true, focalPoint: focal, areas: areas
        )
    }

    /// Where a row's seats go: their tribune and row in the chart, the row's place in the
    /// plan, the ids' `ZONE-ROW-` prefix, and the point the seats' positions are from.
    private struct SeatPlace {
        var tribune: Int
        var row: Int
        var path: JSONPath
        var idPrefix: String
        var origin: Point
    }

    /// Appends the seats of `row` to `seats`: numbers made unique within the row, guids
    /// checked against every seat before.
    private mutating func addSeats(
        of row: PretixPlan.Row, at place: SeatPlace, categoryIndex: [String: Int], to seats: inout [Seat]
    ) {
        var numbers = PretixLabelScope()
        for (s, seat) in row.seats.enumerated() {
            let seatPath = place.path.key("seats").index(s)
            let numberBase = ImportedLabel.part(seat.number, fallback: "\(s + 1)")
            let (number, taken) = numbers.claim(numberBase, at: seatPath)
            if let taken { renamed(seatPath.key("seat_number"), "seat number", numberBase, number, taken: taken) }
            let radius = seat.radius ?? Self.defaultRadius
            seats.append(Seat(
                tribune: place.tribune, row: place.row, number: number,
                center: place.origin + seat.position.vector,
                rotation: .zero, size: Double(2 * radius),
                category: seat.category.isEmpty ? nil : categoryIndex[seat.category]
            ))
            seatGUIDs.append(seat.guid)
            let id = place.idPrefix + number
            if let owner = guidOwner[seat.guid] {
                duplicated(seat.guid, at: seatPath.key("seat_guid"), id: id, first: owner.path, firstID: owner.id)
            } else {
                guidOwner[seat.guid] = (seatPath, id)
            }
        }
    }

    // MARK: - Parts

    /// The chart categories: ids made from the names (unique, never `none`), the plan's colours.
    static func categories(_ planCategories: [PretixPlan.Category]) -> [Category] {
        var ids = UniqueLabels(reserved: [Category.noneID])
        return planCategories.enumerated().map { i, c in
            Category(id: ids.claim(ImportedLabel.categoryID(c.name)), name: c.name, color: c.color ?? palette[i % palette.count])
        }
    }

    /// Colours for categories that give none.
    static let palette = Category.palette

    private static func center(_ area: Area) -> Point {
        area.path.isEmpty ? area.textPosition : area.path.controlPointBounds.center
    }

    // MARK: - Warnings

    /// A warning at `path` that `label`, which the object at `taken` has, is read as `newLabel`.
    private mutating func renamed(_ path: JSONPath, _ what: String, _ label: String, _ newLabel: String, taken: JSONPath) {
        let scope = what == "zone" ? "plan" : what == "row" ? "zone" : "row"
        warnings.append(InputProblem(
            file: file, place: path.description,
            message: "\(what) \"\(TerminalText.shortened(label))\" is already used in its \(scope), by \(taken); imported as \"\(TerminalText.shortened(newLabel))\""
        ))
    }

    private mutating func duplicated(_ guid: String, at path: JSONPath, id: String, first: JSONPath, firstID: String) {
        if duplicateSet.insert(guid).inserted { duplicateGUIDs.append(guid) }
        warnings.append(InputProblem(
            file: file, place: path.description,
            message: "duplicate seat guid \"\(guid)\", also used by \(first) (seat \(firstID)); both seats are kept, as \(firstID) and \(id)"
        ))
    }
}
