import SeatChart
import SeatChartGeometry

/// The general fallback for seats placed one by one (imported plans, round cells, rows
/// that are not regular): a uniform grid over the bounding boxes of one tribune's cells.
///
/// - Complexity: building O(n) for n seats of similar size; a lookup O(1) plus the
///   cells listed in one grid cell (about two for evenly spread seats).
struct CellGridLocator: Sendable {
    let grid: BoxGrid

    /// The locator over the cells of `seats`.
    init(seats: Range<Int>, chart: Chart, cells: CellTable) {
        let boxes = seats.map { cellBox(seat: $0, cells: cells) }
        grid = BoxGrid(boxes: boxes, ids: Array(seats), cellsPerBox: 2, maximumCells: max(16, 4 * seats.count))
    }

    /// The lowest-numbered seat whose cell holds `(x, y)`, or `nil`.
    @inline(__always)
    func seat(x: Double, y: Double, cells: CellTable) -> Int? {
        for k in grid.candidates(x: x, y: y) {
            let s = Int(grid.items[k])
            if cells.contains(seat: s, x: x, y: y) { return s }
        }
        return nil
    }
}

/// A box holding every point the cell of `seat` contains, whatever its rotation.
func cellBox(seat s: Int, cells: CellTable) -> Rect {
    let r = cells.records[s]
    let half = r.limit * (cells.isRound ? 1 : 2.0.squareRoot()) + HitTolerances.extentMargin
    return Rect(minX: r.x - half, minY: r.y - half, maxX: r.x + half, maxY: r.y + half)
}
