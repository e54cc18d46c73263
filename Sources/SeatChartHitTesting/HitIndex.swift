import SeatChart
import SeatChartGeometry

/// Answers which seat or tribune lies under a point of a chart, without scanning
/// (docs/hit-testing.md). Build it once per chart; it is immutable and safe to share.
///
/// A lookup takes three steps:
/// 1. a uniform grid over the chart gives the few tribunes whose region (outline and
///    cells, see ``TribuneRegion``) may hold the point (one for most points);
/// 2. in each of them, in chart order, a quick test (``QuickTribune``) decides from the
///    point's coordinates in the rows' frame alone, reading one flat record per tribune
///    and one per row (none when all rows are alike) but no seat's: along and across
///    straight rows, or radius and angle about concentric arcs, give the nearest cell and
///    whether the point is surely inside it or surely outside every cell; the outline is
///    answered in the same pass. Seat, gap or nothing is then picked rather than branched
///    on where the compiler allows, since for points in random places no guess is right;
/// 3. only a point within a proven band (docs/hit-testing.md) of a cell's or outline's
///    boundary, and tribunes without regular rows (imported plans,
///    round cells), take the exact path: the candidate cells found analytically or
///    through a grid over the cells (``SeatLocator``), each tested exactly, boundary
///    included within ``SeatCell/tolerance``.
///
/// Where tribunes overlap (imported charts may), the later one in chart order wins, as it
/// is drawn on top: the answer is the lowest-indexed seat of the highest-indexed tribune
/// with a cell holding the point, else the highest-indexed tribune whose outline holds it,
/// else ``Hit/nothing`` — to the last bit the answer of a scan of every cell and then every
/// outline, tribunes from the last. Tribunes of a stadium file never overlap, so there the
/// one seat or tribune under a point is the answer. Tables and standing areas are
/// tribunes too (a table's top, an area's shape); only the tribunes of one level are
/// answered, as a view shows one level.
///
/// - Complexity: building is O(seats + tribunes + grid cells), with the grid cells O(seats)
///   for irregular tribunes and O(tribunes) for the coarse grid. A point costs O(1) for
///   regular tribunes: the tribunes listed in one coarse grid cell (a handful, about one
///   on average) and a few dozen arithmetic operations in each, with no call into the C
///   library (figures in docs/hit-testing.md). Non-finite points answer ``Hit/nothing`` at once.
public struct HitIndex: Sendable {
    /// The chart this index answers for.
    public let chart: Chart
    /// The level it answers for (an index into ``Chart/levels``): other levels' tribunes and
    /// seats are nothing to it.
    public let level: Int
    let tribuneGrid: BoxGrid
    let locators: [SeatLocator]
    let outlines: [OutlineRegion]
    /// The paths of polygon outlines, named by ``OutlineRegion/polygon(_:_:)``.
    let polygons: [Path]
    /// The cell grids of irregular tribunes, named by ``SeatLocator/grid(_:)``.
    let cellGrids: [CellGridLocator]
    /// The one row table of regular tribunes, read by the exact locators and the quick tests.
    let slotRows: [SlotRow]
    let cells: CellTable
    /// Per tribune, the quick test that decides most points without the cells' records.
    let quick: [QuickTribune]
    /// Per tribune, the bounding box of its seats' centres (for area queries).
    let centreBoxes: [Rect?]

    /// Builds the index of `chart`'s level `level` (default the first: every tribune of a
    /// chart of one level).
    ///
    /// - Complexity: O(seats + tribunes), plus O(seats) for the grids of irregular tribunes.
    public init(chart: Chart, level: Int = 0) {
        self.init(chart: chart, level: level, bandScale: 1)
    }

    /// The index of `chart` with the quick tests' safety band times `bandScale`: only tests
    /// use another scale than 1, to show that the boundary tests need the band.
    init(chart: Chart, level: Int = 0, bandScale: Double) {
        self.chart = chart
        self.level = level
        let cells = CellTable(chart: chart)
        self.cells = cells
        var table: [SlotRow] = []
        var locators: [SeatLocator] = []
        var cellGrids: [CellGridLocator] = []
        var extents: [Rect] = []
        var centreBoxes: [Rect?] = []
        locators.reserveCapacity(chart.tribunes.count)
        for (t, tribune) in chart.tribunes.enumerated() {
            let seats = tribune.level == level ? tribune.seats.clamped(to: chart.seats.indices) : 0..<0
            locators.append(Self.locator(tribune: t, seats: seats, chart: chart, cells: cells, table: &table, grids: &cellGrids))
            let (extent, centres) = Self.extent(of: tribune, seats: seats, cells: cells)
            extents.append(extent)
            centreBoxes.append(centres)
        }
        self.locators = locators
        self.slotRows = table
        self.centreBoxes = centreBoxes
        self.cellGrids = cellGrids
        var polygons: [Path] = []
        let outlines = chart.tribunes.map { OutlineRegion($0.outline, polygons: &polygons) }
        self.outlines = outlines
        self.polygons = polygons
        // The quick tests' arithmetic stays finite (no NaN) for points of a chart of
        // sane size; a chart beyond that is tested exactly throughout.
        let scale = extents.reduce(0) { max($0, abs($1.minX), abs($1.maxX), abs($1.minY), abs($1.maxY)) }
        var quick: [QuickTribune] = []
        quick.reserveCapacity(chart.tribunes.count)
        for t in chart.tribunes.indices {
            quick.append(scale < 1e100
                ? QuickTribune(tribune: t, chart: chart, locator: locators[t], outline: outlines[t], table: table,
                               cells: cells, bandScale: bandScale)
                : QuickTribune())
        }
        self.quick = quick
        let regions = chart.tribunes.indices.map {
            TribuneRegion(locator: locators[$0], outline: chart.tribunes[$0].outline, rows: table)
        }
        let shown = chart.tribunes.indices.filter { chart.tribunes[$0].level == level }
        self.tribuneGrid = BoxGrid(
            boxes: shown.map { extents[$0] }, ids: shown, cellsPerBox: 128, maximumCells: 1 << 18,
            keep: { n, cell in regions[shown[n]].meets(cell) }
        )
    }

    /// The quickest locator that fits tribune `t`'s seats: straight rows, arc rows, or else a
    /// grid of its cells (appended to `grids`).
    private static func locator(
        tribune t: Int, seats: Range<Int>, chart: Chart, cells: CellTable, table: inout [SlotRow], grids: inout [CellGridLocator]
    ) -> SeatLocator {
        if seats.isEmpty { return .empty }
        if let l = StraightRowLocator.make(tribune: t, chart: chart, cells: cells, table: &table) { return .straight(l) }
        if let l = ArcRowLocator.make(tribune: t, chart: chart, cells: cells, table: &table) { return .arc(l) }
        grids.append(CellGridLocator(seats: seats, chart: chart, cells: cells))
        return .grid(grids.count - 1)
    }

    /// A tribune's extent, which holds its outline and every cell, and the box of its seats'
    /// centres (for area queries; nil without seats).
    private static func extent(of tribune: Tribune, seats: Range<Int>, cells: CellTable) -> (extent: Rect, centres: Rect?) {
        let extent = tribune.outline.boundingBox.insetBy(dx: -HitTolerances.extentMargin, dy: -HitTolerances.extentMargin)
        guard !seats.isEmpty else { return (extent, nil) }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var half = 0.0
        for s in seats {
            let r = cells.records[s]
            minX = min(minX, r.x); maxX = max(maxX, r.x); minY = min(minY, r.y); maxY = max(maxY, r.y)
            half = max(half, r.limit)
        }
        let centres = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        let reach = half * (cells.isRound ? 1 : 2.0.squareRoot()) + HitTolerances.extentMargin
        return (extent.union(centres.insetBy(dx: -reach, dy: -reach)), centres)
    }

    // MARK: - Points

    /// What lies under `point`.
    ///
    /// - Complexity: O(1) for regular tribunes (see the type's discussion).
    @inlinable
    public func hit(_ point: Point) -> Hit { hit(x: point.x, y: point.y) }

    /// What lies under the point `(x, y)`.
    public func hit(x: Double, y: Double) -> Hit {
        withLookupTables { hit(x: x, y: y, tables: $0) }
    }

    /// What lies under `(x, y)`, with the lookup's lists at hand.
    @inline(__always)
    func hit(x: Double, y: Double, tables: LookupTables) -> Hit {
        let span = candidates(x: x, y: y, tables: tables)
        return hit(x: x, y: y, lower: Int(span.lower), upper: Int(span.upper), tables: tables)
    }

    /// The candidate tribunes of `(x, y)`: `items[lower..<upper]` of the coarse grid, empty
    /// outside it (``BoxGrid/candidates(x:y:)``, read through the lookup's lists).
    @inline(__always)
    func candidates(x: Double, y: Double, tables: LookupTables) -> (lower: Int32, upper: Int32) {
        guard let cell = tribuneGrid.cell(x: x, y: y) else { return (0, 0) }
        return (tables.offsets[cell], tables.offsets[cell &+ 1])
    }

    /// What lies under `(x, y)`, whose candidate tribunes are `items[lower..<upper]` of
    /// the coarse grid.
    @inline(__always)
    func hit(x: Double, y: Double, lower: Int, upper: Int, tables: LookupTables) -> Hit {
        if upper &- lower == 1 { return hit(x: x, y: y, tribune: Int(tables.items[lower]), tables: tables) }
        return lower == upper ? .nothing : hit(x: x, y: y, among: lower, upper, tables: tables)
    }

    /// What lies under `(x, y)` when tribune `t` is the only candidate (most points).
    @inline(__always)
    func hit(x: Double, y: Double, tribune t: Int, tables: LookupTables) -> Hit {
        let answer = tables.quick[t].answer(x: x, y: y, rows: tables.rows)
        // Picked, not branched on: whether a point lands on a seat or in a gap is random.
        return answer.isSure ? answer.hit(tribune: t) : settle(answer, x: x, y: y, tribune: t)
    }

    /// What lies under `(x, y)` when the quick test of tribune `t`, its only candidate,
    /// left `answer` unsure: the exact tests.
    @inline(never)
    func settle(_ answer: QuickAnswer, x: Double, y: Double, tribune t: Int) -> Hit {
        if answer.seat == QuickAnswer.unsure, let exact = seat(inTribune: t, x: x, y: y) { return .seat(exact) }
        if answer.outline == 0 { return .nothing }
        return answer.outline == 1 || outlines[t].contains(x: x, y: y, polygons: polygons) ? .tribune(t) : .nothing
    }

    /// What lies under `(x, y)` when several tribunes, `items[lower..<upper]` of the coarse
    /// grid (in chart order), are candidates: the later tribune first, as it is drawn on top.
    @inline(never)
    func hit(x: Double, y: Double, among lower: Int, _ upper: Int, tables: LookupTables) -> Hit {
        // Seats first, the latest tribune first; meanwhile note the latest tribune whose
        // outline may hold the point (those after it surely do not), and whether it surely does.
        var lastOutline = lower - 1, surely = false
        for k in stride(from: upper - 1, through: lower, by: -1) {
            let t = Int(tables.items[k])
            let answer = tables.quick[t].answer(x: x, y: y, rows: tables.rows)
            if answer.seat >= 0 { return .seat(answer.seat) }
            if answer.seat == QuickAnswer.unsure, let exact = seat(inTribune: t, x: x, y: y) { return .seat(exact) }
            if lastOutline < lower, answer.outline != 0 {
                lastOutline = k
                surely = answer.outline == 1
            }
        }
        guard lastOutline >= lower else { return .nothing }
        if surely { return .tribune(Int(tables.items[lastOutline])) }
        for k in stride(from: lastOutline, through: lower, by: -1) {
            let t = Int(tables.items[k])
            if outlines[t].contains(x: x, y: y, polygons: polygons) { return .tribune(t) }
        }
        return .nothing
    }

    /// The lowest-indexed seat of tribune `t` whose cell holds `(x, y)`.
    @inline(__always)
    func seat(inTribune t: Int, x: Double, y: Double) -> Int? {
        switch locators[t] {
        case .straight(let l): return l.seat(x: x, y: y, rows: slotRows, cells: cells)
        case .arc(let l): return l.seat(x: x, y: y, rows: slotRows, cells: cells)
        case .grid(let k): return cellGrids[k].seat(x: x, y: y, cells: cells)
        case .empty: return nil
        }
    }

    /// What lies under each of `points`, in order.
    ///
    /// - Complexity: O(points.count), each point as ``hit(_:)``.
    public func hits(_ points: [Point]) -> [Hit] {
        var answers = [Hit](repeating: .nothing, count: points.count)
        answers.withUnsafeMutableBufferPointer { out in
            points.withUnsafeBufferPointer { hits($0, into: out) }
        }
        return answers
    }

    /// Writes what lies under each of `points` to the same position of `answers`.
    ///
    /// - Precondition: `answers.count >= points.count`; extra answers are left untouched.
    /// - Complexity: O(points.count), each point as ``hit(_:)``.
    public func hits(_ points: UnsafeBufferPointer<Point>, into answers: UnsafeMutableBufferPointer<Hit>) {
        let n = min(points.count, answers.count)
        // In blocks: first every point's grid cell and candidate list (independent loads the
        // processor overlaps), then the answers (docs/perf-log.md, "Second round on a quiet
        // machine (static build, 2026-11-22)").
        withLookupTables { tables in
            withUnsafeTemporaryAllocation(of: (lower: Int32, upper: Int32).self, capacity: Self.batchBlock) { spans in
                var start = 0
                while start < n {
                    let end = Swift.min(start &+ Self.batchBlock, n)
                    for i in start..<end {
                        spans[i &- start] = candidates(x: points[i].x, y: points[i].y, tables: tables)
                    }
                    for i in start..<end {
                        let span = spans[i &- start]
                        answers[i] = hit(
                            x: points[i].x, y: points[i].y, lower: Int(span.lower), upper: Int(span.upper), tables: tables)
                    }
                    start = end
                }
            }
        }
    }

    /// Points a batch handles per block (``hits(_:into:)``): grid lookups first, then answers.
    static var batchBlock: Int { 256 }
}
