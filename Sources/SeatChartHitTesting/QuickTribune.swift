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
/// Read it in place (through a pointer into the index's list): it is under 300 bytes.
///
/// - Complexity: O(1) per point, a few dozen arithmetic operations and at most one row
///   record.
struct QuickTribune: Sendable {
    /// How the seats are tested.
    enum Kind: UInt8, Sendable {
        /// Parallel straight rows.
        case straight
        /// Parallel straight rows all alike: the same start, slot and number of seats, the
        /// seats numbered row after row. Row and slot follow from the point's coordinates
        /// independently, without reading a row's record.
        case alikeRows
        /// Concentric arcs.
        case arc
        /// Only the exact test applies (irregular seats, round cells, no seats, or rows
        /// too close for the quick argument).
        case exact
    }

    /// How the outline is tested.
    enum Outline: UInt8, Sendable {
        /// An oriented rectangle, exactly: ``rectangle``.
        case rectangle
        /// An annular sector about the rows' centre, from the radius and angle at hand:
        /// ``sector``.
        case sector
        /// Only the exact test applies.
        case exact
    }

    var kind: Kind = .exact
    /// The tribune's first row in the index's one row table (``SlotRow``).
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
    /// Rows all alike (``Kind/alikeRows``): every row's start, slot length and its
    /// inverse, its number of seats, and the seat in slot 0 of the first row. Arcs:
    /// ``rowStart`` is the reference angle, subtracted from each row's start.
    var rowStart = 0.0, slotsPerUnit = 0.0, slot = 0.0
    var rowSeats: Int32 = 0, firstSeat: Int32 = 0
    /// How the outline is tested, and its rectangle or sector (the other is unused):
    /// plain fields rather than an enum's payloads, so that a test reads only its own.
    var outline = Outline.exact
    var rectangle = RectangleTest(x: 0, y: 0, cosine: 1, sine: 0, halfWidth: -1, halfHeight: -1)
    var sector = QuickSector()

    /// The seat whose cell holds `(x, y)`, or none, or unsure; and whether the outline
    /// holds it. `(x, y)` must be finite (the coarse grid lets only such points through).
    ///
    /// Rows all alike and arcs are decided without a branch on where the point lies
    /// (seat, gap or unsure are picked, not jumped to): with points in random places the
    /// processor would guess such branches wrong about half the time.
    @inline(__always)
    func answer(x: Double, y: Double, rows: UnsafeBufferPointer<SlotRow>) -> QuickAnswer {
        switch kind {
        case .straight:
            let seat = straightSeat(x: x, y: y, rows: rows)
            if seat >= 0 { return QuickAnswer(seat: seat, outline: QuickAnswer.unsure) }
            return QuickAnswer(seat: seat, outline: rectangleOutline(x: x, y: y))
        case .alikeRows:
            let nearest = alikeRowsNearest(x: x, y: y)
            return QuickAnswer(nearest.seat, distance: nearest.distance, of: self,
                               outline: rectangleOutline(x: x, y: y))
        case .arc:
            let nearest = arcNearest(x: x, y: y, rows: rows)
            return QuickAnswer(nearest.seat, distance: nearest.distance, of: self,
                               outline: arcOutline(x: x, y: y, dx: nearest.dx, dy: nearest.dy, rho: nearest.rho,
                                                   angle: nearest.angle))
        case .exact:
            return QuickAnswer(seat: QuickAnswer.unsure, outline: rectangleOutline(x: x, y: y))
        }
    }

    /// The rectangle outline's answer, or unsure for another outline.
    @inline(__always)
    private func rectangleOutline(x: Double, y: Double) -> Int {
        outline == .rectangle ? (rectangle.contains(x: x, y: y) ? 1 : 0) : QuickAnswer.unsure
    }

    /// Straight rows: `(x, y)` in the rows' frame, `u` along the rows and `v` across.
    @inline(__always)
    private func rowsFrame(x: Double, y: Double) -> (u: Double, v: Double) {
        let wx = x - x0, wy = y - y0
        return (wx * cosine + wy * sine, -wx * sine + wy * cosine)
    }

    /// The row nearest to `coordinate` (`v` across straight rows, the radius about arcs),
    /// among the tribune's rows, and the coordinate's offset from it.
    @inline(__always)
    private func nearestRow(_ coordinate: Double) -> (index: Int, offset: Double) {
        let r = nearestIndex((coordinate - first) * rowsPerUnit, last: Int(lastRow))
        return (r, coordinate - (first + Double(r) * pitch))
    }

    /// The slot nearest to `coordinate` (`u` along a straight row, the angle on an arc)
    /// among `count` slots of length `slot` from `start`, and the coordinate's offset from
    /// that slot's centre.
    @inline(__always)
    private static func nearestSlot(_ coordinate: Double, start: Double, slotsPerUnit: Double, slot: Double,
                                    count: Int32) -> (index: Int, offset: Double) {
        let j = nearestIndex((coordinate - start) * slotsPerUnit - 0.5, last: Int(count) &- 1)
        return (j, coordinate - (start + (Double(j) + 0.5) * slot))
    }

    @inline(__always)
    private func straightSeat(x: Double, y: Double, rows: UnsafeBufferPointer<SlotRow>) -> Int {
        let (u, v) = rowsFrame(x: x, y: y)
        let (r, across) = nearestRow(v)
        let dv = abs(across)
        if dv > surelyOut { return QuickAnswer.none }
        // Near the row's edge a neighbouring row's cell may hold the point.
        if dv >= surelyIn { return QuickAnswer.unsure }
        let row = rows[Int(firstRow) &+ r]
        if row.count == 0 { return QuickAnswer.none }
        let (j, along) = Self.nearestSlot(u, start: row.start, slotsPerUnit: row.slotsPerUnit, slot: row.slot,
                                          count: row.seatCount)
        let du = abs(along)
        if du < surelyIn { return Int(row.firstSeat) &+ j }
        return du > surelyOut ? QuickAnswer.none : QuickAnswer.unsure
    }

    /// Rows all alike: the seat of the nearest row and slot, and the point's distance from
    /// its centre (the larger of along and across). Unlike other straight rows, a point near
    /// a row's edge needs no care: the neighbouring row's slot is the same one, as far away.
    @inline(__always)
    private func alikeRowsNearest(x: Double, y: Double) -> (seat: Int, distance: Double) {
        let (u, v) = rowsFrame(x: x, y: y)
        let (r, across) = nearestRow(v)
        let (j, along) = Self.nearestSlot(u, start: rowStart, slotsPerUnit: slotsPerUnit, slot: slot, count: rowSeats)
        return (Int(firstSeat) &+ r &* Int(rowSeats) &+ j, max(abs(along), abs(across)))
    }

    /// Arcs: the seat of the nearest row and slot, and the point's distance from its centre
    /// in the cell's frame (infinity beyond the row's reach or the slot, where no cell of
    /// the tribune holds the point; NaN, so unsure, if that row has no seats and its slots
    /// no size); the offsets from the centre, the radius and the angle from the reference
    /// angle, for the outline.
    @inline(__always)
    private func arcNearest(x: Double, y: Double, rows: UnsafeBufferPointer<SlotRow>)
        -> (seat: Int, distance: Double, dx: Double, dy: Double, rho: Double, angle: Double) {
        let dx = x - x0, dy = y - y0
        let rho = (dx * dx + dy * dy).squareRoot()
        let (r, dr) = nearestRow(rho)
        let row = rows[Int(firstRow) &+ r]
        let angle = QuickAngle.atan2(-dx * sine + dy * cosine, dx * cosine + dy * sine)
        // The row's start read from the reference angle (the same subtraction the build checked).
        let (j, delta) = Self.nearestSlot(angle, start: row.start - rowStart, slotsPerUnit: row.slotsPerUnit, slot: row.slot,
                                          count: row.seatCount)
        let across = abs(rho * QuickAngle.sine(delta))
        let along = abs(dr - rho * QuickAngle.versine(delta))
        // Rows are farther apart than their cells reach, and every cell lies within less
        // than half a slot of its centre's angle.
        let away = either(either(dr < -inward, dr > outward), either(row.count == 0, abs(delta) > 0.5 * row.slot))
        // Infinity added, not picked: a pick the compiler would turn into a branch.
        return (Int(row.firstSeat) &+ j, max(across, along) + (away ? .infinity : 0), dx, dy, rho, angle)
    }

    /// An arc tribune's outline answer, from what ``arcNearest(x:y:rows:)`` found.
    @inline(__always)
    private func arcOutline(x: Double, y: Double, dx: Double, dy: Double, rho: Double, angle: Double) -> Int {
        switch outline {
        case .sector: return sector.contains(rho: rho, dx: dx, dy: dy, angle: angle)
        case .rectangle, .exact: return rectangleOutline(x: x, y: y)
        }
    }
}

/// What a quick test says about one tribune.
struct QuickAnswer {
    /// The seat whose cell holds the point (at least 0), or ``none``, or ``unsure``.
    var seat: Int
    /// Whether the outline holds the point: 1 surely, 0 surely not, or ``unsure`` (which it
    /// may be when a seat was found: the outline is not needed then).
    var outline: Int

    /// The answer for the nearest cell's `seat`, `distance` from the point (as the quick
    /// test measures it) against the tribune's band, and the `outline`'s answer.
    @inline(__always)
    init(_ seat: Int, distance: Double, of tribune: QuickTribune, outline: Int) {
        self.seat = distance < tribune.surelyIn ? seat : (distance > tribune.surelyOut ? Self.none : Self.unsure)
        self.outline = outline
    }

    /// The answer `seat` (a seat, ``none`` or ``unsure``) and `outline` (1, 0 or unsure).
    init(seat: Int, outline: Int) {
        self.seat = seat
        self.outline = outline
    }

    /// Whether the answer needs no exact test: a seat, or no seat and a sure outline.
    @inline(__always)
    var isSure: Bool { either(seat >= 0, both(seat == Self.none, outline != Self.unsure)) }

    /// The hit of a sure answer about tribune `t`.
    @inline(__always)
    func hit(tribune t: Int) -> Hit {
        seat >= 0 ? .seat(seat) : (outline == 1 ? .tribune(t) : .nothing)
    }

    /// No cell of the tribune holds the point.
    static let none = -1
    /// Only the exact test can tell.
    static let unsure = -2
}
