/// One tribune of regular rows as the quick test sees it: a flat record of plain numbers
/// that decides most points without reading any seat's own record (``CellTable``).
///
/// In a tribune whose cells are squares of one size turned with the rows, the point's
/// coordinates in the rows' frame already say where it lies in the nearest cell:
/// straight rows give `u` along and `v` across the rows; concentric arcs give the radius
/// `ρ` and the angle, and about the nearest slot's centre the cell's own coordinates are
/// `ρ cos δ - R` and `ρ sin δ` for the angle `δ` between point and slot. When the point
/// is inside that cell, or outside, by more than a band (a bound on every difference
/// between these coordinates and the exact test's, worked out when the index is built,
/// doubled, plus a few tolerances) the answer is certain: cells do not overlap, and only
/// the nearest cell can hold the point. Inside the band the answer is unsure and the
/// caller runs the exact test, so answers stay those of a scan to the last bit.
///
/// The outline is answered in the same pass: a rectangle exactly (with the same
/// ``RectangleTest`` as ``OutlineRegion``), an annular sector about the rows' centre
/// from the radius at hand and its edge lines or angle (``QuickSector``), anything else
/// by the caller.
///
/// Read it in place (through a pointer into the index's list): it is about 160 bytes.
///
/// - Complexity: O(1) per point, a few dozen arithmetic operations and one row record.
struct QuickTribune: Sendable {
    /// How the seats are tested.
    enum Kind: UInt8, Sendable {
        /// Parallel straight rows.
        case straight
        /// Concentric arcs.
        case arc
        /// Only the exact test applies (irregular seats, round cells, no seats, or rows
        /// too close for the quick argument).
        case exact
    }

    /// How the outline is tested.
    enum Outline: Sendable {
        /// An oriented rectangle, exactly.
        case rectangle(RectangleTest)
        /// An annular sector about the rows' centre, from the radius and angle at hand.
        case sector(QuickSector)
        /// Only the exact test applies.
        case exact
    }

    var kind: Kind = .exact
    /// The tribune's first row in the shared ``QuickRow`` list.
    var firstRow: Int32 = 0
    /// The number of rows less one.
    var lastRow: Int32 = 0
    /// Straight rows: the first row's start; arcs: the centre.
    var x0 = 0.0, y0 = 0.0
    /// Straight rows: the unit direction of the rows; arcs: the cosine and sine of the
    /// reference angle from which angles are measured (the middle of the rows' span).
    var cosine = 1.0, sine = 0.0
    /// Straight rows: `v` of the first row; arcs: the first row's radius.
    var first = 0.0
    /// From one row to the next: across (straight) or in radius (arcs).
    var pitch = 0.0
    /// `1 / pitch`, or 0 for a single row.
    var rowsPerUnit = 0.0
    /// The half side of every cell plus the tolerance, less and plus the band: a point
    /// this close to the centre is surely inside, this far surely outside.
    var surelyIn = 0.0, surelyOut = 0.0
    /// Arcs: how far inwards and outwards of its row's radius a cell reaches, plus the band.
    var inward = 0.0, outward = 0.0
    /// The outline.
    var outline = Outline.exact

    /// The seat whose cell holds `(x, y)`, or none, or unsure; and whether the outline
    /// holds it. `(x, y)` must be finite (the coarse grid lets only such points through).
    @inline(__always)
    func answer(x: Double, y: Double, rows: UnsafeBufferPointer<QuickRow>) -> QuickAnswer {
        switch kind {
        case .straight:
            let seat = straightSeat(x: x, y: y, rows: rows)
            if seat >= 0 { return QuickAnswer(seat: seat, outline: QuickAnswer.unsure) }
            return QuickAnswer(seat: seat, outline: rectangleOutline(x: x, y: y))
        case .arc:
            return arc(x: x, y: y, rows: rows)
        case .exact:
            return QuickAnswer(seat: QuickAnswer.unsure, outline: rectangleOutline(x: x, y: y))
        }
    }

    /// The rectangle outline's answer, or unsure for another outline.
    @inline(__always)
    private func rectangleOutline(x: Double, y: Double) -> Int {
        if case .rectangle(let rectangle) = outline { return rectangle.contains(x: x, y: y) ? 1 : 0 }
        return QuickAnswer.unsure
    }

    @inline(__always)
    private func straightSeat(x: Double, y: Double, rows: UnsafeBufferPointer<QuickRow>) -> Int {
        let wx = x - x0, wy = y - y0
        let u = wx * cosine + wy * sine
        let v = -wx * sine + wy * cosine
        let r = nearestIndex((v - first) * rowsPerUnit, last: Int(lastRow))
        let dv = abs(v - (first + Double(r) * pitch))
        if dv > surelyOut { return QuickAnswer.none }
        // Near the row's edge a neighbouring row's cell may hold the point.
        if dv >= surelyIn { return QuickAnswer.unsure }
        let row = rows[Int(firstRow) &+ r]
        if row.count == 0 { return QuickAnswer.none }
        let j = nearestIndex((u - row.start) * row.slotsPerUnit - 0.5, last: Int(row.count) &- 1)
        let du = abs(u - (row.start + (Double(j) + 0.5) * row.slot))
        if du < surelyIn { return Int(row.firstSeat) &+ j }
        return du > surelyOut ? QuickAnswer.none : QuickAnswer.unsure
    }

    @inline(__always)
    private func arc(x: Double, y: Double, rows: UnsafeBufferPointer<QuickRow>) -> QuickAnswer {
        let dx = x - x0, dy = y - y0
        let rho = (dx * dx + dy * dy).squareRoot()
        // The angle from the reference, worked out at most once.
        var angle = Double.nan
        seat: do {
            let r = nearestIndex((rho - first) * rowsPerUnit, last: Int(lastRow))
            let dr = rho - (first + Double(r) * pitch)
            // Rows are farther apart than their cells reach: beyond this row's reach, no cell.
            if dr < -inward || dr > outward { break seat }
            let row = rows[Int(firstRow) &+ r]
            if row.count == 0 { break seat }
            angle = QuickAngle.atan2(-dx * sine + dy * cosine, dx * cosine + dy * sine)
            let j = nearestIndex((angle - row.start) * row.slotsPerUnit - 0.5, last: Int(row.count) &- 1)
            let delta = angle - (row.start + (Double(j) + 0.5) * row.slot)
            // Every cell lies within less than half a slot of its centre's angle.
            if abs(delta) > 0.5 * row.slot { break seat }
            let across = abs(rho * QuickAngle.sine(delta))
            let along = abs(dr - rho * QuickAngle.versine(delta))
            let m = max(across, along)
            if m < surelyIn { return QuickAnswer(seat: Int(row.firstSeat) &+ j, outline: QuickAnswer.unsure) }
            if m <= surelyOut { return QuickAnswer(seat: QuickAnswer.unsure, outline: QuickAnswer.unsure) }
        }
        switch outline {
        case .sector(let sector):
            return QuickAnswer(seat: QuickAnswer.none, outline: sector.contains(rho: rho, dx: dx, dy: dy, angle: angle, of: self))
        case .rectangle(let rectangle):
            return QuickAnswer(seat: QuickAnswer.none, outline: rectangle.contains(x: x, y: y) ? 1 : 0)
        case .exact:
            return QuickAnswer(seat: QuickAnswer.none, outline: QuickAnswer.unsure)
        }
    }
}

/// What a quick test says about one tribune.
struct QuickAnswer {
    /// The seat whose cell holds the point (at least 0), or ``none``, or ``unsure``.
    var seat: Int
    /// Whether the outline holds the point: 1 surely, 0 surely not, or ``unsure``
    /// (always when a seat was found: the outline is not needed then).
    var outline: Int

    /// No cell of the tribune holds the point.
    static let none = -1
    /// Only the exact test can tell.
    static let unsure = -2
}

/// One row of a quick-tested tribune: where its first slot starts (a distance along a
/// straight row, an angle from the tribune's reference angle on an arc), a slot's
/// length, and its seats.
struct QuickRow: Sendable {
    var start: Double
    var slotsPerUnit: Double
    var slot: Double
    /// Index in ``Chart/seats`` of the seat in slot 0.
    var firstSeat: Int32
    /// Number of seats; may be 0.
    var count: Int32
}
