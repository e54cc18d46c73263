/// One tribune of regular rows as the quick test sees it: a flat record of plain numbers
/// that decides most points without reading any seat's own record (``CellTable``).
///
/// In a tribune whose cells are squares of one size turned with the rows, the point's
/// coordinates in the rows' frame already say where it lies in the nearest cell:
/// straight rows give `u` along and `v` across the rows; concentric arcs give the radius
/// `ρ` and the angle, and about the nearest slot's centre the cell's own coordinates are
/// `ρ cos δ - R` and `ρ sin δ` for the angle `δ` between point and slot. When the point
/// is inside that cell, or outside, by more than ``band`` (a bound on every difference
/// between these coordinates and the exact test's, worked out when the index is built,
/// doubled, plus a few tolerances) the answer is certain: cells do not overlap, and only
/// the nearest cell can hold the point. Inside the band the answer is ``unsure`` and the
/// caller runs the exact test, so answers stay those of a scan to the last bit.
///
/// - Complexity: O(1) per point, a few dozen arithmetic operations and one row record.
struct QuickTribune: Sendable {
    /// How the tribune is tested.
    enum Kind: UInt8, Sendable {
        /// Parallel straight rows.
        case straight
        /// Concentric arcs.
        case arc
        /// Only the exact test applies (irregular seats, round cells, no seats, or rows
        /// too close for the quick argument).
        case exact
    }

    /// What ``seat(x:y:rows:)`` returns when no cell of the tribune holds the point.
    static let none = -1
    /// What ``seat(x:y:rows:)`` returns when the point lies within ``band`` of a cell's
    /// boundary and only the exact test can tell.
    static let unsure = -2

    var kind: Kind = .exact
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
    /// The number of rows less one, as a number (for clamping).
    var lastRow = 0.0
    /// The tribune's first row in the shared ``QuickRow`` list.
    var firstRow = 0
    /// The half side of every cell plus the tolerance, less and plus ``band``: a point
    /// this close to the centre is surely inside, this far surely outside.
    var surelyIn = 0.0, surelyOut = 0.0
    /// Half the width of the uncertain band around every cell boundary.
    var band = 0.0
    /// Arcs: how far inwards and outwards of its row's radius a cell reaches, plus ``band``.
    var inward = 0.0, outward = 0.0
    /// Arcs with an annular sector outline about the same centre: the outline, prepared
    /// by ``QuickSector``; `nil` when the outline is tested exactly.
    var sector: QuickSector?

    /// The lowest-numbered seat whose cell holds `(x, y)`, ``none`` or ``unsure``.
    /// `(x, y)` must be finite (the coarse grid has let only such points through).
    @inline(__always)
    func seat(x: Double, y: Double, rows: UnsafeBufferPointer<QuickRow>) -> Int {
        switch kind {
        case .straight: return straightSeat(x: x, y: y, rows: rows)
        case .arc: return arcSeat(x: x, y: y, rows: rows)
        case .exact: return Self.unsure
        }
    }

    @inline(__always)
    private func straightSeat(x: Double, y: Double, rows: UnsafeBufferPointer<QuickRow>) -> Int {
        let wx = x - x0, wy = y - y0
        let u = wx * cosine + wy * sine
        let v = -wx * sine + wy * cosine
        let r = nearestIndex((v - first) * rowsPerUnit, last: lastRow)
        let dv = abs(v - (first + Double(r) * pitch))
        if dv > surelyOut { return Self.none }
        // Near the row's edge a neighbouring row's cell may hold the point.
        if dv >= surelyIn { return Self.unsure }
        let row = rows[firstRow + r]
        if row.count == 0 { return Self.none }
        let j = nearestIndex((u - row.start) * row.slotsPerUnit - 0.5, last: Double(row.count - 1))
        let du = abs(u - (row.start + (Double(j) + 0.5) * row.slot))
        if du < surelyIn { return Int(row.firstSeat) + j }
        return du > surelyOut ? Self.none : Self.unsure
    }

    @inline(__always)
    private func arcSeat(x: Double, y: Double, rows: UnsafeBufferPointer<QuickRow>) -> Int {
        let dx = x - x0, dy = y - y0
        let rho = (dx * dx + dy * dy).squareRoot()
        let r = nearestIndex((rho - first) * rowsPerUnit, last: lastRow)
        let dr = rho - (first + Double(r) * pitch)
        // Rows are farther apart than their cells reach: beyond this row's reach, no cell.
        if dr < -inward || dr > outward { return Self.none }
        let row = rows[firstRow + r]
        if row.count == 0 { return Self.none }
        let angle = QuickAngle.atan2(-dx * sine + dy * cosine, dx * cosine + dy * sine)
        let j = nearestIndex((angle - row.start) * row.slotsPerUnit - 0.5, last: Double(row.count - 1))
        let delta = angle - (row.start + (Double(j) + 0.5) * row.slot)
        // Every cell lies within less than half a slot of its centre's angle.
        if abs(delta) > 0.5 * row.slot { return Self.none }
        let across = abs(rho * QuickAngle.sine(delta))
        let along = abs(dr - rho * QuickAngle.versine(delta))
        let m = max(across, along)
        if m < surelyIn { return Int(row.firstSeat) + j }
        return m > surelyOut ? Self.none : Self.unsure
    }
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

/// The whole number nearest to `value` clamped to `0...last` (halves round up); 0 for NaN.
@inline(__always)
func nearestIndex(_ value: Double, last: Double) -> Int {
    let clamped = value >= 0 ? (value <= last ? value : last) : 0
    return Int(clamped + 0.5)
}
