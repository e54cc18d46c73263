import SeatChart
import SeatChartGeometry

/// Which seat cells of a view a label's box would cover, so that labels are placed where
/// they cover no seat, or left out (docs/svg.md, "Labels"). A uniform grid over the cells'
/// boxes, built once per rendering.
///
/// - Complexity: building is O(seats); a query O(cells in the grid squares the box meets).
struct SeatCellGrid {
    private let chart: Chart
    private let origin: Point
    private let step: Double
    private let columns: Int, rows: Int
    /// The seats whose cell's box meets each grid square, row by row.
    private let buckets: [[Int]]

    /// The grid of the cells of `tribunes` of `chart`.
    init(chart: Chart, tribunes: [Int]) {
        self.chart = chart
        let seats = tribunes.flatMap { chart.tribunes[$0].seats.clamped(to: chart.seats.indices) }
        var box: Rect?
        var largest = 0.0
        for i in seats {
            let b = chart.cell(of: i).boundingBox
            box = box.map { $0.union(b) } ?? b
            largest = max(largest, chart.seats[i].size)
        }
        let area = box ?? .zero
        // About one cell a square, at most 1 << 20 squares.
        var step = max(largest * 1.5, 1e-9)
        while (area.width / step + 1) * (area.height / step + 1) > Double(1 << 20) { step *= 2 }
        self.origin = Point(area.minX, area.minY)
        self.step = step
        columns = Int(min(area.width / step, Double(1 << 20))) + 1
        rows = Int(min(area.height / step, Double(1 << 20))) + 1
        var buckets = [[Int]](repeating: [], count: seats.isEmpty ? 0 : columns * rows)
        if !seats.isEmpty {
            for i in seats {
                let b = chart.cell(of: i).boundingBox
                let (c0, r0) = (Self.index(b.minX - area.minX, step, columns), Self.index(b.minY - area.minY, step, rows))
                let (c1, r1) = (Self.index(b.maxX - area.minX, step, columns), Self.index(b.maxY - area.minY, step, rows))
                for r in r0...r1 { for c in c0...c1 { buckets[r * columns + c].append(i) } }
            }
        }
        self.buckets = buckets
    }

    private static func index(_ offset: Double, _ step: Double, _ count: Int) -> Int {
        guard offset.isFinite else { return 0 }
        return min(max(Int((offset / step).rounded(.down)), 0), count - 1)
    }

    /// Whether no cell meets `box` (an axis-aligned rectangle in chart units).
    func isClear(_ box: Rect) -> Bool {
        guard !buckets.isEmpty, box.maxX >= origin.x, box.maxY >= origin.y,
              box.minX <= origin.x + Double(columns) * step, box.minY <= origin.y + Double(rows) * step else { return true }
        let c0 = Self.index(box.minX - origin.x, step, columns), c1 = Self.index(box.maxX - origin.x, step, columns)
        let r0 = Self.index(box.minY - origin.y, step, rows), r1 = Self.index(box.maxY - origin.y, step, rows)
        for r in r0...r1 {
            for c in c0...c1 {
                for i in buckets[r * columns + c] where Self.meets(chart.cell(of: i), box) { return false }
            }
        }
        return true
    }

    /// Whether cell `cell` and `box` share a point: a circle against the box's nearest
    /// point, a turned square by separating axes.
    static func meets(_ cell: SeatCell, _ box: Rect) -> Bool {
        if cell.isRound {
            let nx = min(max(cell.center.x, box.minX), box.maxX), ny = min(max(cell.center.y, box.minY), box.maxY)
            return cell.center.distance(to: Point(nx, ny)) < cell.size / 2
        }
        let square = cell.square
        guard square.boundingBox.intersects(box) else { return false }
        // The box's corners projected on the square's axes.
        let corners = [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY)]
        let local = corners.map(square.localPoint)
        let half = cell.size / 2
        if local.allSatisfy({ $0.x <= -half }) || local.allSatisfy({ $0.x >= half })
            || local.allSatisfy({ $0.y <= -half }) || local.allSatisfy({ $0.y >= half }) { return false }
        return true
    }
}
