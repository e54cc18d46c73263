import SeatChart
import SeatChartGeometry
import SeatChartJSON

/// Builds a ``Chart`` from a checked ``SeatsioChart`` (docs/seatsio.md).
///
/// - Floors become levels (one floor: the one level `main`).
/// - On each floor, in drawing order (which is chart order, so a point where objects
///   overlap hits the later one, the one drawn on top): general-admission areas and booths
///   (standing areas), sections (blocks with their own polygon as outline), rows without a
///   section (one tribune per row label, its one row without a label: seats are
///   `ROW-SEAT`), tables (chairs `TABLE-SEAT`).
/// - A seat sits at its section's `topLeft` plus its own `x`, `y` (seats.io pixels, kept);
///   its cell is a circle of ``seatSize`` pixels, the seat seats.io draws.
/// - Ids are the labels as seats.io joins them (``SeatsioLabels``). An object without a
///   label claims no id (the decoder has reported it), nor do the seats inside it.
///
/// A chart the decoder found problems in is built all the same, for its duplicate labels:
/// every value it could not read has a fallback, so the build never fails; the chart is
/// then thrown away.
struct SeatsioChartBuilder {
    /// The diameter of a seat in seats.io pixels: the pitch of a row less its
    /// `chairSpacing` in every sample chart (20 - 4, 21.5 - 5.5).
    static let seatSize = 16.0

    let file: String
    var labels: SeatsioLabels
    /// Warnings other than renamed labels: overlaps, a missing focal point, tables in sections.
    private(set) var notes: [InputProblem] = []

    private var tribunes: [Tribune] = [], rows: [Row] = [], seats: [Seat] = []
    private var areas: [Area] = []
    private var field: Field?
    /// Per tribune: where it was read, and the section it lies in (its path), if any.
    private(set) var tribunePaths: [JSONPath] = []
    private var ownerPaths: [JSONPath?] = []
    private var categoryIndex: [String: Int] = [:]
    private var accessibleCategories: Set<String> = []
    private var zoneIndex: [String: Int] = [:]

    init(file: String) {
        self.file = file
        labels = SeatsioLabels(file: file)
    }

    /// Every warning, in the order found: renamed labels, then the rest.
    var warnings: [InputProblem] { labels.warnings + notes }

    /// The chart of `source`.
    mutating func build(_ source: SeatsioChart) -> Chart {
        let categories = Self.categories(source.categories)
        for (i, c) in source.categories.enumerated() {
            categoryIndex[c.key] = i
            if c.accessible { accessibleCategories.insert(c.key) }
        }
        var zoneIDs = UniqueLabels()
        let zones = source.zones.enumerated().map { i, z in
            zoneIndex[z.key] = i
            return Zone(id: zoneIDs.claim(ImportedLabel.categoryID(z.key)), name: TerminalText.escaped(z.label), focalPoint: z.focalPoint)
        }
        for (f, floor) in source.floors.enumerated() { addFloor(floor.subChart, level: f) }
        let focal = focalPoint(source)
        let chart = Chart(
            name: source.name, field: field, categories: categories, tribunes: tribunes, rows: rows, seats: seats,
            seatShape: .circle, roundCells: true, focalPoint: focal, areas: areas,
            levels: Self.levels(source.floors), zones: zones
        )
        noteOverlaps(in: chart)
        return chart
    }

    // MARK: - Floors

    /// One floor's objects, in drawing order.
    private mutating func addFloor(_ sub: SeatsioChart.SubChart, level: Int) {
        addStanding(sub, origin: .zero, level: level, owner: nil)
        for section in sub.sections { addStanding(section.subChart, origin: section.origin, level: level, owner: section.path) }
        for section in sub.sections { addSection(section, level: level) }
        addFreeRows(sub.rows, level: level)
        for table in sub.tables { addTable(table, level: level) }
        addDrawing(sub, origin: .zero, level: level)
        for section in sub.sections { addDrawing(section.subChart, origin: section.origin, level: level) }
    }

    /// The general-admission areas and booths of a floor or section, as standing areas.
    private mutating func addStanding(_ sub: SeatsioChart.SubChart, origin: Point, level: Int, owner: JSONPath?) {
        for area in sub.areas {
            let sale: AreaSale = area.bookAsAWhole ? .whole : area.occupancy.map { .group(minimum: $0.lowerBound, maximum: $0.upperBound) } ?? .quantity
            addArea(area.label, outline: area.outline, capacity: area.capacity, sale: sale, category: area.categoryKey,
                    what: "general-admission area", path: area.path, origin: origin, level: level, owner: owner)
        }
        for booth in sub.booths {
            addArea(booth.label, outline: booth.outline, capacity: 1, sale: .whole, category: booth.categoryKey,
                    what: "booth", path: booth.path, origin: origin, level: level, owner: owner)
        }
    }

    private mutating func addArea(
        _ label: SeatsioChart.Label, outline: SeatsioChart.Outline, capacity: Int, sale: AreaSale, category: String?,
        what: String, path: JSONPath, origin: Point, level: Int, owner: JSONPath?
    ) {
        let id = labels.part(label, what: what)
        if !label.isMissing { labels.claimObject(id, what: what, at: path) }
        let name = TerminalText.escaped(label.text)
        appendTribune(Tribune(
            id: id, outline: Self.outline(outline, offset: origin.vector), rows: rows.count..<rows.count,
            seats: seats.count..<seats.count, category: category.flatMap { categoryIndex[$0] },
            kind: .standing(StandingArea(name: name, capacity: capacity, sale: sale)), level: level
        ), path: path, owner: owner)
    }

    // MARK: - Sections, rows and tables

    /// A section: a block whose outline is its polygon, with its rows (rows of one label
    /// merged) and its tables' chairs as rows labelled with the table's label.
    private mutating func addSection(_ section: SeatsioChart.Section, level: Int) {
        let id = labels.part(section.label, what: "section")
        if !section.label.isMissing { labels.claimObject(id, what: "section", at: section.path) }
        var groups = section.subChart.rows.map { (label: $0.label, seats: $0.seats) }
        for table in section.subChart.tables {
            groups.append((table.label, table.seats))
            areas.append(Area(path: Self.outline(Self.tableOutline(table), offset: section.origin.vector).path, fill: "#e8e8e8", level: level))
            if table.bookAsAWhole {
                notes.append(InputProblem(file: file, place: table.path.key("bookAsAWhole").description,
                                          message: "table \(TerminalText.escaped(table.label.text)) lies in section \(id): its chairs are imported as a row of the section (ids \(id)-\(ImportedLabel.part(table.label.text, fallback: "?"))-SEAT) and sold one by one, not as a whole"))
            }
        }
        let t = tribunes.count, firstRow = rows.count, firstSeat = seats.count
        addRows(groups, tribune: t, tribuneID: id, labelled: true, ownerLabelled: !section.label.isMissing, origin: section.origin)
        appendTribune(Tribune(
            id: id, outline: .polygon(section.points), rows: firstRow..<rows.count, seats: firstSeat..<seats.count,
            category: section.categoryKey.flatMap { categoryIndex[$0] }, kind: .block, level: level,
            zone: section.zone.flatMap { zoneIndex[$0] }
        ), path: section.path, owner: nil)
    }

    /// Rows without a section: one tribune per label (rows of one label merged), whose one
    /// row has no label, so that seat ids are `ROW-SEAT`.
    private mutating func addFreeRows(_ list: [SeatsioChart.Row], level: Int) {
        var order: [String] = []
        var byID: [String: (path: JSONPath, seats: [SeatsioChart.Seat], labelled: Bool)] = [:]
        for row in list {
            let id = labels.part(row.label, what: "row")
            if !row.label.isMissing {
                guard labels.claimObject(id, what: "row", at: row.path, sharing: "row") else { continue }
            }
            if byID[id] == nil { order.append(id); byID[id] = (row.path, [], !row.label.isMissing) }
            byID[id]?.seats += row.seats
        }
        for id in order {
            guard let entry = byID[id] else { continue }
            let t = tribunes.count, firstRow = rows.count, firstSeat = seats.count
            addRows([(SeatsioChart.Label(text: "", path: entry.path), entry.seats)], tribune: t, tribuneID: id, labelled: false,
                    ownerLabelled: entry.labelled, origin: .zero)
            appendTribune(Tribune(
                id: id, outline: .seatCells(bounds: cellBounds(firstSeat..<seats.count)), rows: firstRow..<rows.count,
                seats: firstSeat..<seats.count, category: sharedCategory(firstSeat..<seats.count), kind: .rows, level: level
            ), path: entry.path, owner: nil)
        }
    }

    /// A table: its top (round or rectangular, turned) and its chairs, `TABLE-SEAT`.
    private mutating func addTable(_ table: SeatsioChart.Table, level: Int) {
        let id = labels.part(table.label, what: "table")
        if !table.label.isMissing { labels.claimObject(id, what: "table", at: table.path) }
        let t = tribunes.count, firstRow = rows.count, firstSeat = seats.count
        addRows([(SeatsioChart.Label(text: "", path: table.path), table.seats)], tribune: t, tribuneID: id, labelled: false,
                ownerLabelled: !table.label.isMissing, origin: .zero)
        let shape: Table.Shape
        switch table.shape {
        case .round(let radius): shape = .round(radius: radius)
        case .rectangle(let width, let height): shape = .rect(width: width, height: height)
        }
        let model = Table(shape: shape, center: table.center, rotation: .degrees(table.rotation), openSpaces: table.openSpaces,
                          sale: table.bookAsAWhole ? .whole : .seats)
        appendTribune(Tribune(
            id: id, outline: Self.outline(Self.tableOutline(table), offset: .zero), rows: firstRow..<rows.count,
            seats: firstSeat..<seats.count, category: table.categoryKey.flatMap { categoryIndex[$0] } ?? sharedCategory(firstSeat..<seats.count),
            kind: .table(model), level: level
        ), path: table.path, owner: nil)
    }

    /// The rows of tribune `t` from `groups` (rows of one label merged, in order of first
    /// appearance), their seats numbered by their labels; `labelled: false` gives the one
    /// row no label (free rows, tables). A seat claims its id only when it, its row and
    /// its owner (`ownerLabelled`: the section, free row or table) all have labels.
    private mutating func addRows(_ groups: [(label: SeatsioChart.Label, seats: [SeatsioChart.Seat])], tribune t: Int,
                                  tribuneID: String, labelled: Bool, ownerLabelled: Bool, origin: Point) {
        var order: [String] = []
        var merged: [String: (seats: [SeatsioChart.Seat], named: Bool)] = [:]
        for group in groups {
            let label = labelled ? labels.part(group.label, what: "row") : ""
            let named = ownerLabelled && !(labelled && group.label.isMissing)
            if merged[label] == nil { order.append(label) }
            merged[label, default: ([], named)].seats += group.seats
        }
        let firstRow = rows.count
        for label in order {
            let start = seats.count
            let group = merged[label] ?? ([], false)
            for s in group.seats {
                let number = labels.part(s.label, what: "seat")
                if group.named, !s.label.isMissing {
                    labels.claimSeat(PlaceID.text(tribune: tribuneID, row: label, number: number), seat: s)
                }
                seats.append(Seat(
                    tribune: t, row: rows.count, number: number, center: origin + s.position.vector, rotation: .zero,
                    size: Self.seatSize, category: s.categoryKey.flatMap { categoryIndex[$0] },
                    isAccessible: s.accessible || s.categoryKey.map(accessibleCategories.contains) == true,
                    isCompanion: s.companion, hasRestrictedView: s.restrictedView
                ))
            }
            rows.append(Row(tribune: t, index: rows.count - firstRow, label: label, seats: start..<seats.count, line: .irregular))
        }
    }

    private mutating func appendTribune(_ tribune: Tribune, path: JSONPath, owner: JSONPath?) {
        tribunes.append(tribune)
        tribunePaths.append(path)
        ownerPaths.append(owner)
    }

    /// The box of the cells of `range`.
    private func cellBounds(_ range: Range<Int>) -> Rect {
        Rect.bounding(range.flatMap { i -> [Point] in
            let r = seats[i].size / 2
            return [Point(seats[i].center.x - r, seats[i].center.y - r), Point(seats[i].center.x + r, seats[i].center.y + r)]
        }) ?? .zero
    }

    /// The category every seat of `range` has, or `nil`.
    private func sharedCategory(_ range: Range<Int>) -> Int? {
        guard let first = range.first else { return nil }
        let c = seats[first].category
        return range.allSatisfy { seats[$0].category == c } ? c : nil
    }

    // MARK: - Drawing, focal point and overlaps

    /// Shapes and texts of a floor or section, as background areas; the first `stage`
    /// shape of the first floor that is not turned (or turned by a multiple of 90°) is the
    /// field instead.
    private mutating func addDrawing(_ sub: SeatsioChart.SubChart, origin: Point, level: Int) {
        for shape in sub.shapes {
            if shape.isStage, level == 0, field == nil, let stage = Self.field(shape.outline, offset: origin.vector) {
                field = stage
                continue
            }
            areas.append(Self.area(shape, offset: origin.vector, level: level))
        }
        for text in sub.texts {
            areas.append(Area(path: Path(), text: TerminalText.escaped(text.text), textPosition: origin + text.position.vector,
                              textColor: text.color, textSize: text.size, level: level))
        }
    }

    /// The first floor's focal point, else the centre of everything drawn, with a warning
    /// when some seat or area has no zone to take a focal point from.
    private mutating func focalPoint(_ source: SeatsioChart) -> Point {
        if let given = source.floors.first?.subChart.focalPoint { return given }
        var box: Rect? = field?.frame
        for t in tribunes.indices {
            let b = tribunes[t].outline.boundingBox
            box = box.map { $0.union(b) } ?? b
        }
        let centre = box?.center ?? .zero
        if tribunes.contains(where: { $0.zone == nil }) {
            let place = source.floors.count > 1 ? "subChartFloors[0].focalPoint" : "subChart.focalPoint"
            notes.append(InputProblem(file: file, place: place, message: "no focal point; the chart's centre (\(Self.text(centre.x)), \(Self.text(centre.y))) is used: seats face it and best-available ranks seats by their distance to it"))
        }
        return centre
    }

    /// A warning for each pair of overlapping objects of one level (at most
    /// ``maximumOverlapNotes``, then one that says more overlap): both are kept, and a point
    /// where they overlap hits the later one. An object inside its own section is no overlap.
    private mutating func noteOverlaps(in chart: Chart) {
        let found = chart.overlappingTribunes(limit: Self.maximumOverlapNotes) { a, b in
            ownerPaths[a] == tribunePaths[b] || ownerPaths[b] == tribunePaths[a]
        }
        for (a, b) in found.pairs {
            let (first, later) = (chart.tribunes[a], chart.tribunes[b])
            notes.append(InputProblem(
                file: file, place: tribunePaths[b].description,
                message: "\(Self.noun(later)) \(later.id) overlaps \(Self.noun(first)) \(first.id) (\(tribunePaths[a])); both are kept, and a point where they overlap hits \(later.id), the one drawn on top"
            ))
        }
        if !found.complete {
            notes.append(InputProblem(file: file, place: "", message: "more objects overlap than the \(Self.maximumOverlapNotes) pairs listed"))
        }
    }

    /// The most overlapping pairs warned of one by one.
    static let maximumOverlapNotes = InputError.listedProblems

    private static func noun(_ tribune: Tribune) -> String {
        switch tribune.kind {
        case .block: return "section"
        case .rows: return "row"
        case .table: return "table"
        case .standing: return "area"
        }
    }

    static func text(_ value: Double) -> String { SVGNumber.format(value, precision: 2) }
}
