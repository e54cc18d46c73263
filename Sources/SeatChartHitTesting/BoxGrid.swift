import SeatChartGeometry

/// A uniform grid over axis-aligned boxes: every grid cell lists, in increasing order, the
/// items whose box overlaps it. The coarse index over tribune outlines and the fallback
/// index over irregular seat cells are both such grids.
///
/// Stored flat (compressed rows): ``offsets`` has one entry per grid cell plus one, and
/// the items of cell `k` are `items[offsets[k]..<offsets[k + 1]]`.
///
/// - Complexity: building is O(n + cells + Σ cells covered by each box); a lookup is O(1)
///   plus the length of the returned list.
struct BoxGrid: Sendable {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    let columns: Int
    let rows: Int
    let inverseCellWidth: Double
    let inverseCellHeight: Double
    let offsets: [Int32]
    let items: [Int32]

    /// An empty grid: every lookup returns nothing.
    static let empty = BoxGrid(boxes: [], ids: [], cellsPerBox: 1, maximumCells: 1)

    /// Builds the grid.
    ///
    /// - Parameters:
    ///   - boxes: one box per item; non-finite boxes are left out.
    ///   - ids: the item stored for each box (increasing, so every list is sorted).
    ///   - cellsPerBox: about how many grid cells to make per box.
    ///   - maximumCells: the most grid cells to make.
    ///   - keep: whether box `n` really meets a grid cell (given as a rectangle) its box
    ///     overlaps; by default every such cell lists it.
    init(boxes: [Rect], ids: [Int], cellsPerBox: Double, maximumCells: Int, keep: ((Int, Rect) -> Bool)? = nil) {
        var bounds: Rect?
        for b in boxes where b.minX.isFinite && b.maxX.isFinite && b.minY.isFinite && b.maxY.isFinite {
            bounds = bounds.map { $0.union(b) } ?? b.standardized
        }
        let box = bounds ?? Rect(x: 0, y: 0, width: -1, height: -1)
        minX = box.minX; minY = box.minY; maxX = box.maxX; maxY = box.maxY
        let width = max(box.width, 0), height = max(box.height, 0)
        // Square grid cells, about `cellsPerBox * n` of them, at most `maximumCells`.
        let target = max(1, min(Double(maximumCells), cellsPerBox * Double(max(boxes.count, 1))))
        var side = (width * height / target).squareRoot()
        if !(side > 0) || !side.isFinite { side = max(width, height) / target }
        if !(side > 0) || !side.isFinite { side = 1 }
        let limit = Double(max(1, maximumCells))
        var cols = min(max(1, (width / side).rounded(.up)), limit)
        var rws = min(max(1, (height / side).rounded(.up)), limit)
        while cols * rws > limit {
            cols = max(1, (cols / 2).rounded(.up))
            rws = max(1, (rws / 2).rounded(.up))
        }
        columns = Int(cols)
        rows = Int(rws)
        inverseCellWidth = width > 0 ? Double(columns) / width : 0
        inverseCellHeight = height > 0 ? Double(rows) / height : 0

        // Which grid cells list which box: every cell its box overlaps that `keep` accepts.
        let cellWidth = inverseCellWidth > 0 ? 1 / inverseCellWidth : 0
        let cellHeight = inverseCellHeight > 0 ? 1 / inverseCellHeight : 0
        var pairs: [(cell: Int32, item: Int32)] = []
        for (n, b) in boxes.enumerated() {
            guard let span = Self.span(of: b, minX: minX, minY: minY, maxX: maxX, maxY: maxY,
                                       columns: columns, rows: rows,
                                       inverseCellWidth: inverseCellWidth, inverseCellHeight: inverseCellHeight)
            else { continue }
            for r in span.r0...span.r1 {
                for c in span.c0...span.c1 {
                    if let keep {
                        let x = minX + Double(c) * cellWidth, y = minY + Double(r) * cellHeight
                        let cell = Rect(minX: x, minY: y, maxX: c == columns - 1 ? maxX : x + cellWidth,
                                        maxY: r == rows - 1 ? maxY : y + cellHeight)
                        guard keep(n, cell) else { continue }
                    }
                    pairs.append((Int32(r * columns + c), Int32(ids[n])))
                }
            }
        }
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for p in pairs { counts[Int(p.cell) + 1] += 1 }
        for k in 1..<counts.count { counts[k] += counts[k - 1] }
        var fill = counts
        var items = [Int32](repeating: 0, count: pairs.count)
        for p in pairs {
            items[Int(fill[Int(p.cell)])] = p.item
            fill[Int(p.cell)] += 1
        }
        self.offsets = counts
        self.items = items
    }

    /// The grid cells a box covers, or `nil` when it is not finite or misses the grid.
    private static func span(
        of b: Rect, minX: Double, minY: Double, maxX: Double, maxY: Double, columns: Int, rows: Int,
        inverseCellWidth: Double, inverseCellHeight: Double
    ) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
        guard b.minX.isFinite, b.maxX.isFinite, b.minY.isFinite, b.maxY.isFinite,
              b.maxX >= minX, b.minX <= maxX, b.maxY >= minY, b.minY <= maxY else { return nil }
        func index(_ value: Double, _ origin: Double, _ scale: Double, _ count: Int) -> Int {
            let t = ((value - origin) * scale).rounded(.down)
            return t <= 0 ? 0 : (t >= Double(count - 1) ? count - 1 : Int(t))
        }
        return (index(b.minX, minX, inverseCellWidth, columns), index(b.maxX, minX, inverseCellWidth, columns),
                index(b.minY, minY, inverseCellHeight, rows), index(b.maxY, minY, inverseCellHeight, rows))
    }

    /// The grid cell holding `(x, y)`, or `nil` outside the grid (and for NaN).
    @inline(__always)
    func cell(x: Double, y: Double) -> Int? {
        guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return nil }
        // Both are at least 0 here, and at most the column or row count.
        let cx = (x - minX) * inverseCellWidth, cy = (y - minY) * inverseCellHeight
        let c = cx < Double(columns) ? wholePart(cx) : columns - 1
        let r = cy < Double(rows) ? wholePart(cy) : rows - 1
        return r &* columns &+ c
    }

    /// The positions in ``items`` of the items whose boxes may hold `(x, y)`.
    @inline(__always)
    func candidates(x: Double, y: Double) -> Range<Int> {
        guard let k = cell(x: x, y: y) else { return 0..<0 }
        return Int(offsets[k])..<Int(offsets[k + 1])
    }
}
