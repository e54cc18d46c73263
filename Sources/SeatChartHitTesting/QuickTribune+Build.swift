#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

extension QuickTribune {
    /// The quick form of tribune `t`, located by `locator` over the rows `table` (the
    /// index's one row table, which the quick test reads too); ``Kind/exact`` when
    /// the quick argument does not hold: round cells, cells of several sizes or not turned
    /// with their rows, cells that overlap or come too close across rows, or a band too
    /// wide to be useful.
    ///
    /// The band is twice the largest difference the build finds or bounds between the
    /// quick coordinates and the exact test's (seat centres off their slot centres, seat
    /// rotations off the rows', angle and series errors, rounding), plus four tolerances,
    /// times `bandScale`: 1 always, but for the test that shows the band is needed (with 0,
    /// the boundary tests find wrong answers).
    init(tribune t: Int, chart: Chart, locator: SeatLocator, outline: OutlineRegion, table: [SlotRow],
         cells: CellTable, bandScale: Double = 1) {
        self.init()
        defer { setRectangle(outline) }
        let seats = chart.tribunes[t].seats
        guard !cells.isRound, !seats.isEmpty, seats.upperBound <= cells.records.count,
              seats.upperBound <= Int(Int32.max) else { return }
        let limit = cells.records[seats.lowerBound].limit
        guard limit > 0, limit.isFinite, seats.allSatisfy({ cells.records[$0].limit == limit }) else { return }
        switch locator {
        case .straight(let l):
            self = Self.straight(l, table: table, cells: cells, limit: limit, bandScale: bandScale)
        case .arc(let l):
            self = Self.arc(l, outline: chart.tribunes[t].outline, table: table, cells: cells, limit: limit,
                            bandScale: bandScale)
        case .grid, .empty:
            return
        }
    }

    /// Parallel straight rows; see ``init(tribune:chart:locator:outline:table:cells:bandScale:)``.
    private static func straight(_ l: StraightRowLocator, table: [SlotRow], cells: CellTable, limit: Double,
                                 bandScale: Double) -> QuickTribune {
        let tolerance = HitTolerances.boundary, side = 2 * (limit - tolerance)
        var q = QuickTribune()
        q.x0 = l.originX; q.y0 = l.originY; q.cosine = l.dirX; q.sine = l.dirY
        q.first = l.v0; q.pitch = l.pitch; q.rowsPerUnit = l.rowsPerUnit
        q.lastRow = Int32(l.rowCount - 1)
        guard l.rowCount == 1 || abs(l.pitch) >= side * (1 - HitTolerances.spacingSlack) else { return QuickTribune() }
        var rows = Array(table[l.firstRow..<(l.firstRow + l.rowCount)])
        // Rows all alike but for rounding (their slots within a millionth of a cell of the
        // first row's) all take the first row's slots; the band below covers the difference.
        let alike = rows.first.map { head in
            head.count > 0 && rows.enumerated().allSatisfy { r, row in
                row.count == head.count && row.firstSeat == head.firstSeat + r * head.count
                    && abs(row.start - head.start) + Double(row.count) * abs(row.slot - head.slot) <= HitTolerances.alikeRows * limit
            }
        } ?? false
        if alike, let head = rows.first {
            // Checked against the first row's slots: the quick test reads only those.
            for r in rows.indices { (rows[r].start, rows[r].slotsPerUnit, rows[r].slot) = (head.start, head.slotsPerUnit, head.slot) }
        }
        // Seat centres against their slot centres, rotations against the rows', modulo 90°.
        var offCentre = 0.0, offTurn = 0.0, reach = abs(l.originX) + abs(l.originY)
        for (r, row) in rows.enumerated() {
            guard row.count == 0 || row.slot >= side * (1 - HitTolerances.spacingSlack) else { return QuickTribune() }
            for j in 0..<Int(row.count) {
                let c = cells.records[Int(row.firstSeat) + j]
                let wx = c.x - l.originX, wy = c.y - l.originY
                let u = wx * l.dirX + wy * l.dirY, v = -wx * l.dirY + wy * l.dirX
                offCentre = max(offCentre, abs(u - (row.start + (Double(j) + 0.5) * row.slot)),
                                abs(v - (l.v0 + Double(r) * l.pitch)))
                offTurn = max(offTurn, misalignment(c.cosine, c.sine, l.dirX, l.dirY))
                reach = max(reach, abs(u) + abs(v) + abs(c.x) + abs(c.y))
            }
        }
        let error = offCentre + offTurn * 2 * limit + HitTolerances.roundingPerUnit * (1 + reach + 2 * limit)
        guard q.setBand(bandScale * (2 * error + 4 * tolerance), limit: limit) else { return QuickTribune() }
        q.kind = .straight
        q.firstRow = Int32(l.firstRow)
        if alike, let head = rows.first {
            q.kind = .alikeRows
            q.rowStart = head.start; q.slotsPerUnit = head.slotsPerUnit; q.slot = head.slot
            q.rowSeats = head.seatCount; q.firstSeat = head.seat0
        }
        return q
    }

    /// Concentric arcs; see ``init(tribune:chart:locator:outline:table:cells:bandScale:)``.
    private static func arc(_ l: ArcRowLocator, outline: TribuneOutline, table: [SlotRow], cells: CellTable,
                            limit: Double, bandScale: Double) -> QuickTribune {
        let tolerance = HitTolerances.boundary
        let exact = table[l.firstRow..<(l.firstRow + l.rowCount)]
        let lowest = exact.map(\.start).min() ?? 0, highest = exact.map { $0.start + $0.sweep }.max() ?? 0
        let reference = (lowest + highest) / 2
        let lastRadius = l.radius0 + Double(l.rowCount - 1) * l.pitch
        let innermost = min(l.radius0, lastRadius), outermost = max(l.radius0, lastRadius)
        // Angles are read in (-π, π] about the reference: every row must fit in that turn.
        guard highest - lowest <= 2 * .pi, innermost > 4 * limit, reference.isFinite else { return QuickTribune() }
        var q = QuickTribune()
        q.x0 = l.centerX; q.y0 = l.centerY; q.cosine = cos(reference); q.sine = sin(reference)
        q.first = l.radius0; q.pitch = l.pitch; q.rowsPerUnit = l.rowsPerUnit
        q.lastRow = Int32(l.rowCount - 1)
        // Each row's start as the quick test reads it: from the reference angle.
        let rows = exact.map { (start: $0.start - reference, slot: $0.slot, firstSeat: $0.firstSeat, count: $0.count) }
        let (offCentre, offTurn, widest) = arcDeviation(l, rows: rows, reference: reference, cells: cells)
        let farthest = outermost + 2 * limit
        let error = offCentre + offTurn * 2 * limit
            + farthest * (HitTolerances.atan2Error + HitTolerances.stepRounding * 16 + QuickAngle.smallAngleError(widest))
            + HitTolerances.roundingPerUnit * (1 + farthest + abs(l.centerX) + abs(l.centerY))
        guard widest <= 0.5, q.setBand(bandScale * (2 * error + 4 * tolerance), limit: limit) else { return QuickTribune() }
        // A cell reaches `limit` inwards and at most `limit + limit²/(2R)` outwards of its
        // row; rows must be farther apart than that, and within a row every cell must lie
        // within less than half a slot of its centre's angle (the widest angle is at the
        // inner corners), so that only the nearest row and slot can hold a point.
        let band = q.surelyOut - limit
        q.inward = limit + band
        q.outward = limit + limit * limit / (2 * innermost) + band
        guard l.rowCount == 1 || abs(l.pitch) > q.inward + q.outward + tolerance else { return QuickTribune() }
        for (r, row) in rows.enumerated() where row.count > 0 {
            let radius = l.radius0 + Double(r) * l.pitch
            let corner = atan2(limit + band, radius - limit - band)
            guard radius - limit - band > 0, corner + HitTolerances.cornerAngleSlack < 0.5 * row.slot else { return QuickTribune() }
        }
        if case .annularSector(let s) = outline, s.center == Point(l.centerX, l.centerY),
           let sector = QuickSector(s, reference: reference) {
            q.outline = .sector
            q.sector = sector
        }
        q.kind = .arc
        q.firstRow = Int32(l.firstRow)
        // The quick test reads each row's start from the reference angle, as checked above.
        q.rowStart = reference
        return q
    }

    /// How far an arc tribune's seats lie from the ideal rows: the largest distance of a
    /// centre from its slot's centre, of a turn from its radius (modulo 90°), and the widest
    /// half slot.
    ///
    /// The slot directions are turned one slot at a time (a complex multiplication): after m
    /// turns their error is below m × HitTolerances.stepRounding, which is added to the bounds.
    private static func arcDeviation(
        _ l: ArcRowLocator, rows: [(start: Double, slot: Double, firstSeat: Int, count: Int)], reference: Double,
        cells: CellTable
    ) -> (offCentre: Double, offTurn: Double, widest: Double) {
        var offCentre = 0.0, offTurn = 0.0, widest = 0.0
        for (r, row) in rows.enumerated() where row.count > 0 {
            let radius = l.radius0 + Double(r) * l.pitch
            let drift = Double(row.count) * HitTolerances.stepRounding
            widest = max(widest, 0.5 * row.slot)
            let first = reference + row.start + 0.5 * row.slot
            var ux = cos(first), uy = sin(first)
            let stepC = cos(row.slot), stepS = sin(row.slot)
            for j in 0..<Int(row.count) {
                let c = cells.records[Int(row.firstSeat) + j]
                let ideal = Point(l.centerX + radius * ux, l.centerY + radius * uy)
                offCentre = max(offCentre, Point(c.x, c.y).distance(to: ideal) + radius * drift)
                offTurn = max(offTurn, misalignment(c.cosine, c.sine, ux, uy) + drift)
                (ux, uy) = (ux * stepC - uy * stepS, uy * stepC + ux * stepS)
            }
        }
        return (offCentre, offTurn, widest)
    }

    /// Takes a rectangle `outline` over as ``rectangle``, answered exactly as it answers.
    private mutating func setRectangle(_ outline: OutlineRegion) {
        guard case .rectangle(let r) = outline else { return }
        self.outline = .rectangle
        self.rectangle = r
    }

    /// Sets ``surelyIn`` and ``surelyOut`` a band's half width inside and outside the
    /// cells' half side `limit`; `false` when the band is not a small part of the cell
    /// (the quick test would seldom decide).
    private mutating func setBand(_ band: Double, limit: Double) -> Bool {
        guard band.isFinite, band <= HitTolerances.maximumBandFraction * limit else { return false }
        surelyIn = limit - band
        surelyOut = limit + band
        return true
    }
}

/// The sine of the angle between the unit directions `(c1, s1)` and `(c2, s2)` modulo a
/// quarter turn: 0 when a square turned by one is a square turned by the other.
private func misalignment(_ c1: Double, _ s1: Double, _ c2: Double, _ s2: Double) -> Double {
    min(abs(c1 * c2 + s1 * s2), abs(c1 * s2 - s1 * c2))
}
