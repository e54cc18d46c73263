#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

/// Finds the seat under a point in a tribune of concentric, evenly pitched circular rows
/// (a corner arc or an `arc` section) without scanning: the point's distance from the
/// centre gives the row, its angle gives the slot.
///
/// Row `r` has radius `radius0 + r * pitch`; slot `j` of a row is centred at the angle
/// `start + (j + 0.5) * slot`. Only rows within ``reach`` of the point's radius, and in
/// them only slots whose centre is within the row's ``SlotRow/halfAngle`` of the point's
/// angle, can hold the point; those few cells are tested exactly.
///
/// - Complexity: O(1) per point (one `atan2`, typically one or two cell tests).
struct ArcRowLocator: Sendable {
    var centerX: Double
    var centerY: Double
    var radius0: Double
    var pitch: Double
    /// How far from its centre a point of a cell can lie.
    var reach: Double
    var firstRow: Int
    var rowCount: Int

    /// The locator for `tribune`, appending its rows to `table`; `nil` (and `table`
    /// untouched) when the rows are not concentric, evenly pitched arcs with every seat
    /// at its slot centre.
    static func make(tribune t: Int, chart: Chart, cells: CellTable, table: inout [SlotRow]) -> ArcRowLocator? {
        let tribune = chart.tribunes[t]
        guard !tribune.rows.isEmpty, !tribune.seats.isEmpty else { return nil }
        var arcs: [(center: Point, radius: Double, start: Double, end: Double)] = []
        for r in tribune.rows {
            guard case .arc(let c, let radius, let start, let end) = chart.rows[r].line,
                  radius > 0, radius.isFinite, end.radians > start.radians,
                  end.radians - start.radians <= 2 * .pi + 1e-12 else { return nil }
            arcs.append((c, radius, start.radians, end.radians))
        }
        let center = arcs[0].center
        let pitch = arcs.count > 1 ? (arcs[arcs.count - 1].radius - arcs[0].radius) / Double(arcs.count - 1) : 0
        var reach = 0.0
        for s in tribune.seats { reach = max(reach, cells.records[s].limit * (cells.isRound ? 1 : 2.0.squareRoot())) }
        reach += 1e-6
        var rows: [SlotRow] = []
        for (k, r) in tribune.rows.enumerated() {
            let row = chart.rows[r], arc = arcs[k]
            guard arc.center.isApproximatelyEqual(to: center, tolerance: 1e-9),
                  abs(arc.radius - (arcs[0].radius + Double(k) * pitch)) <= 1e-7 else { return nil }
            let m = row.seats.count
            let slot = m > 0 ? (arc.end - arc.start) / Double(m) : 1
            for (j, s) in row.seats.enumerated() {
                let angle = arc.start + (arc.end - arc.start) * ((Double(j) + 0.5) / Double(m))
                let expected = Point(x: center.x + arc.radius * cos(angle), y: center.y + arc.radius * sin(angle))
                guard chart.seats[s].center.isApproximatelyEqual(to: expected, tolerance: 1e-7) else { return nil }
            }
            // The widest angle a disc of radius `reach` around a seat centre subtends.
            let halfAngle = reach < arc.radius ? asin(reach / arc.radius) * (1 + 1e-9) + 1e-12 : .infinity
            rows.append(SlotRow(start: arc.start, slot: slot, count: m, firstSeat: row.seats.lowerBound, halfAngle: halfAngle))
        }
        let locator = ArcRowLocator(
            centerX: center.x, centerY: center.y, radius0: arcs[0].radius, pitch: pitch, reach: reach,
            firstRow: table.count, rowCount: rows.count
        )
        table.append(contentsOf: rows)
        return locator
    }

    /// The lowest-numbered seat whose cell holds `(x, y)`, or `nil`.
    @inline(__always)
    func seat(x: Double, y: Double, rows table: [SlotRow], cells: CellTable) -> Int? {
        let dx = x - centerX, dy = y - centerY
        let rho = (dx * dx + dy * dy).squareRoot()
        let rowRange: ClosedRange<Int>
        if rowCount == 1 || pitch == 0 {
            guard abs(rho - radius0) <= reach else { return nil }
            rowRange = 0...(rowCount - 1)
        } else {
            guard let range = indices(between: (rho - reach - radius0) / pitch, and: (rho + reach - radius0) / pitch, count: rowCount)
            else { return nil }
            rowRange = range
        }
        let angle = atan2(dy, dx)
        let fullTurn = 2 * Double.pi
        for r in rowRange {
            let row = table[firstRow + r]
            guard row.count > 0 else { continue }
            if !row.halfAngle.isFinite {
                for s in row.firstSeat..<(row.firstSeat + row.count) where cells.contains(seat: s, x: x, y: y) { return s }
                continue
            }
            var rel = (angle - row.start).truncatingRemainder(dividingBy: fullTurn)
            if rel < 0 { rel += fullTurn }
            // The point's angle may sit just before the start: look one turn either way too.
            var best = Int.max
            for shift in -1...1 {
                let centre = rel + Double(shift) * fullTurn
                guard let slots = indices(
                    between: (centre - row.halfAngle) / row.slot - 0.5, and: (centre + row.halfAngle) / row.slot - 0.5,
                    count: row.count
                ) else { continue }
                for j in slots where row.firstSeat + j < best && cells.contains(seat: row.firstSeat + j, x: x, y: y) {
                    best = row.firstSeat + j
                    break
                }
            }
            if best != Int.max { return best }
        }
        return nil
    }
}
