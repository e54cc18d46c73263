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
    /// `1 / pitch`, or 0 for a single row.
    var rowsPerUnit: Double
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
                  end.radians - start.radians <= 2 * .pi + HitTolerances.fullTurnSlack else { return nil }
            arcs.append((c, radius, start.radians, end.radians))
        }
        let center = arcs[0].center
        let pitch = arcs.count > 1 ? (arcs[arcs.count - 1].radius - arcs[0].radius) / Double(arcs.count - 1) : 0
        var reach = 0.0
        for s in tribune.seats { reach = max(reach, cells.records[s].limit * (cells.isRound ? 1 : 2.0.squareRoot())) }
        reach += HitTolerances.extentMargin
        var rows: [SlotRow] = []
        for (k, r) in tribune.rows.enumerated() {
            let row = chart.rows[r], arc = arcs[k]
            guard arc.center.isApproximatelyEqual(to: center, tolerance: HitTolerances.directionMatch),
                  abs(arc.radius - (arcs[0].radius + Double(k) * pitch)) <= HitTolerances.layoutMatch else { return nil }
            let m = row.seats.count
            guard SlotRow.fitsInRecord(firstSeat: row.seats.lowerBound, count: m) else { return nil }
            let slot = m > 0 ? (arc.end - arc.start) / Double(m) : 1
            // Each seat at its slot centre: the direction is turned one slot at a time (a
            // complex multiplication; its rounding stays far below HitTolerances.layoutMatch).
            if m > 0 {
                let first = arc.start + slot / 2
                var c = cos(first), s = sin(first)
                let stepC = cos(slot), stepS = sin(slot)
                for seat in row.seats {
                    let expected = Point(x: center.x + arc.radius * c, y: center.y + arc.radius * s)
                    guard chart.seats[seat].center.isApproximatelyEqual(to: expected, tolerance: HitTolerances.layoutMatch) else { return nil }
                    (c, s) = (c * stepC - s * stepS, s * stepC + c * stepS)
                }
            }
            // The widest angle a disc of radius `reach` around a seat centre subtends.
            let halfAngle = reach < arc.radius ? asin(reach / arc.radius) * (1 + HitTolerances.halfAngleRelative) + HitTolerances.halfAngleAbsolute : .infinity
            rows.append(SlotRow(
                start: arc.start, slotsPerUnit: 1 / slot, count: m, firstSeat: row.seats.lowerBound, halfAngle: halfAngle,
                sweep: arc.end - arc.start
            ))
        }
        let locator = ArcRowLocator(
            centerX: center.x, centerY: center.y, radius0: arcs[0].radius, pitch: pitch,
            rowsPerUnit: pitch != 0 ? 1 / pitch : 0, reach: reach,
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
            guard let range = indices(between: (rho - reach - radius0) * rowsPerUnit, and: (rho + reach - radius0) * rowsPerUnit, count: rowCount)
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
            // The point's angle relative to the row's start, in [0, 2π).
            var rel = angle - row.start
            if rel < 0 || rel >= fullTurn {
                rel = rel.truncatingRemainder(dividingBy: fullTurn)
                if rel < 0 { rel += fullTurn }
            }
            // Slots near the point's angle; near the start the angle may also be read one
            // turn back, and on a (nearly) full circle one turn on.
            var best = Int.max
            for shift in -1...1 {
                let centre = rel + Double(shift) * fullTurn
                if shift == -1 && centre + row.halfAngle < 0 { continue }
                if shift == 1 && centre - row.halfAngle > row.sweep { continue }
                guard let slots = indices(
                    between: (centre - row.halfAngle) * row.slotsPerUnit - 0.5,
                    and: (centre + row.halfAngle) * row.slotsPerUnit - 0.5,
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
