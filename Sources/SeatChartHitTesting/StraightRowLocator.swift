import SeatChart
import SeatChartGeometry

/// Finds the seat under a point in a tribune of parallel, evenly pitched straight rows
/// (a bowl side or a `rect` section) without scanning: the point's coordinates along and
/// across the rows give the row and the slot directly.
///
/// Local frame: origin at the first row's start, `u` along the rows (growing seat
/// numbers), `v` across them. Row `r` lies at `v = v0 + r * pitch`; slot `j` of a row is
/// centred at `u = start + (j + 0.5) * slot`. A point can only lie in the cells of rows
/// and slots within ``reach`` of it, so at most a few cells are tested, each exactly.
///
/// - Complexity: O(1) per point (typically one or two cell tests).
struct StraightRowLocator: Sendable {
    var originX: Double
    var originY: Double
    /// Unit direction of the rows.
    var dirX: Double
    var dirY: Double
    var v0: Double
    var pitch: Double
    /// `1 / pitch`, or 0 for a single row.
    var rowsPerUnit: Double
    /// How far from its centre, along or across the rows, a point of a cell can lie.
    var reach: Double
    /// The tribune's rows in the shared ``SlotRow`` table.
    var firstRow: Int
    var rowCount: Int

    /// The locator for `tribune`, appending its rows to `table`; `nil` (and `table`
    /// untouched) when the tribune's rows are not parallel, evenly pitched straight
    /// lines with every seat at its slot centre.
    static func make(tribune t: Int, chart: Chart, cells: CellTable, table: inout [SlotRow]) -> StraightRowLocator? {
        let tribune = chart.tribunes[t]
        guard !tribune.rows.isEmpty, !tribune.seats.isEmpty else { return nil }
        var lines: [(from: Point, to: Point)] = []
        for r in tribune.rows {
            guard case .straight(let from, let to) = chart.rows[r].line else { return nil }
            lines.append((from, to))
        }
        guard let d = (lines[0].to - lines[0].from).normalized else { return nil }
        let origin = lines[0].from
        let n = d.turnedClockwise
        let vs = lines.map { ($0.from - origin).dot(n) }
        let pitch = vs.count > 1 ? (vs[vs.count - 1] - vs[0]) / Double(vs.count - 1) : 0
        var rows: [SlotRow] = []
        var reach = 0.0
        for (k, r) in tribune.rows.enumerated() {
            let row = chart.rows[r], line = lines[k]
            let along = line.to - line.from
            // Parallel, same way, evenly pitched.
            guard along.dot(d) > 0, abs(along.cross(d)) <= HitTolerances.directionMatch * along.length,
                  abs((line.to - origin).dot(n) - vs[k]) <= HitTolerances.layoutMatch,
                  abs(vs[k] - (vs[0] + Double(k) * pitch)) <= HitTolerances.layoutMatch else { return nil }
            let m = row.seats.count
            guard SlotRow.fitsInRecord(firstSeat: row.seats.lowerBound, count: m) else { return nil }
            let start = (line.from - origin).dot(d), end = (line.to - origin).dot(d)
            let slot = m > 0 ? (end - start) / Double(m) : 1
            guard slot > 0, slot.isFinite else { return nil }
            for (j, s) in row.seats.enumerated() {
                let expected = line.from.lerp(to: line.to, (Double(j) + 0.5) / Double(m))
                guard chart.seats[s].center.isApproximatelyEqual(to: expected, tolerance: HitTolerances.layoutMatch) else { return nil }
                reach = max(reach, cells.reach(seat: s, alongCos: d.dx, sin: d.dy))
            }
            rows.append(SlotRow(start: start, slotsPerUnit: 1 / slot, count: m, firstSeat: row.seats.lowerBound, halfAngle: 0, sweep: 0))
        }
        let locator = StraightRowLocator(
            originX: origin.x, originY: origin.y, dirX: d.dx, dirY: d.dy, v0: vs[0], pitch: pitch,
            rowsPerUnit: pitch != 0 ? 1 / pitch : 0,
            reach: reach + HitTolerances.extentMargin, firstRow: table.count, rowCount: rows.count
        )
        table.append(contentsOf: rows)
        return locator
    }

    /// The lowest-numbered seat whose cell holds `(x, y)`, or `nil`.
    @inline(__always)
    func seat(x: Double, y: Double, rows table: [SlotRow], cells: CellTable) -> Int? {
        let wx = x - originX, wy = y - originY
        let u = wx * dirX + wy * dirY
        let v = -wx * dirY + wy * dirX
        let rowRange: ClosedRange<Int>
        if rowCount == 1 || pitch == 0 {
            guard abs(v - v0) <= reach else { return nil }
            rowRange = 0...(rowCount - 1)
        } else {
            guard let range = indices(between: (v - reach - v0) * rowsPerUnit, and: (v + reach - v0) * rowsPerUnit, count: rowCount)
            else { return nil }
            rowRange = range
        }
        for r in rowRange {
            let row = table[firstRow + r]
            guard let slots = indices(
                between: (u - reach - row.start) * row.slotsPerUnit - 0.5, and: (u + reach - row.start) * row.slotsPerUnit - 0.5,
                count: row.count
            ) else { continue }
            for j in slots where cells.contains(seat: row.firstSeat + j, x: x, y: y) {
                return row.firstSeat + j
            }
        }
        return nil
    }
}
