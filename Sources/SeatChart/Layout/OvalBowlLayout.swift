import SeatChartGeometry

/// An oval bowl (`bowl.follow: "field"`, docs/stadium-file.md): every row of every ring at
/// its distance from the field's own outline, measured square to it. A ring is split into
/// `tribunes.count` tribunes of equal length along its inner edge, the first centred on the
/// north point, numbered clockwise, with aisles between neighbours that widen outwards along
/// the normals. Each row's seats sit at length pitch along the row, centred in their
/// tribune's span of it, as many as fit, each facing the field square to the row.
enum OvalBowlLayout {
    /// One tribune of an oval ring, before its seats exist.
    struct Tribune: Sendable {
        let curve: any FieldCurve
        /// The parameters of its ends on the curve (`end > start`, possibly past a period).
        let start: Double, end: Double
        /// The distance of its inner edge from the field.
        let inner: Double
        let rows: Int
        let seatSize: Double, spacing: Double
        /// The lengths to its ends and to a whole turn along every row's offset curve.
        private let toStart: UnwrappedLength, toEnd: UnwrappedLength, toTurn: UnwrappedLength

        init(curve: any FieldCurve, start: Double, end: Double, inner: Double, rows: Int, seatSize: Double, spacing: Double) {
            self.curve = curve
            self.start = start
            self.end = end
            self.inner = inner
            self.rows = rows
            self.seatSize = seatSize
            self.spacing = spacing
            toStart = UnwrappedLength(curve: curve, to: start)
            toEnd = UnwrappedLength(curve: curve, to: end)
            toTurn = UnwrappedLength(curve: curve, to: curve.period)
        }

        var pitch: Double { seatSize + spacing }

        /// The distance of row `r` from the field.
        func offset(ofRow r: Int) -> Double { inner + (Double(r) + 0.5) * pitch }

        /// Where row `r`'s span starts and ends, as lengths along its offset curve from the
        /// north point (the end may pass a whole turn).
        func span(ofRow r: Int) -> (from: Double, to: Double) {
            let d = offset(ofRow: r)
            return (toStart(offset: d), toEnd(offset: d))
        }

        /// The seats of row `r`: as many cells of pitch p as fit in its span.
        func seatCount(row r: Int) -> Int {
            let (from, to) = span(ofRow: r)
            return SeatSlots.count(length: to - from, size: seatSize, spacing: spacing)
        }

        /// Whether the tribune holds a seat, asking its rows from the field outwards only
        /// until one holds a seat.
        var hasSeats: Bool { (0..<max(0, rows)).contains { seatCount(row: $0) > 0 } }

        /// Where row `r` lies and how many seats it holds: what placing its seats needs.
        struct RowSpan: Sendable {
            /// The row's distance from the field.
            var offset: Double
            /// The middle of its span, as a length along its offset curve from the north point.
            var middle: Double
            /// The whole length of its offset curve.
            var total: Double
            /// Its seats: as many cells of pitch p as fit in its span.
            var seats: Int
        }

        /// Row `r`'s span and seat count (``seatCount(row:)``).
        func rowSpan(_ r: Int) -> RowSpan {
            let d = offset(ofRow: r)
            let (from, to) = span(ofRow: r)
            let m = SeatSlots.count(length: to - from, size: seatSize, spacing: spacing)
            return RowSpan(offset: d, middle: (from + to) / 2, total: toTurn(offset: d), seats: m)
        }

        /// Row `r` placed: its seats centred in its span at length pitch, numbered clockwise.
        func row(_ r: Int, label: String) -> PlacedRow {
            let span = rowSpan(r)
            var seats: [PlacedRow.Seat] = []
            seats.reserveCapacity(span.seats)
            forEachSeat(of: span) { j, center, rotation in
                seats.append(PlacedRow.Seat(center: center, rotation: rotation, number: String(j + 1)))
            }
            return PlacedRow(label: label, line: .curve, aisles: [], seats: seats)
        }

        /// Calls `body` with each seat of the row `span` (``rowSpan(_:)``) in order: its
        /// 0-based position, its centre, and its rotation, facing the field square to the row.
        func forEachSeat(of span: RowSpan, _ body: (Int, Point, Angle) -> Void) {
            Self.forEachSeat(of: span, on: curve, pitch: pitch, body)
        }

        /// ``forEachSeat(of:_:)`` on the curve's own type, so that its lengths and points are
        /// called directly, not through the protocol, seat after seat.
        private static func forEachSeat<Curve: FieldCurve>(
            of span: RowSpan, on curve: Curve, pitch: Double, _ body: (Int, Point, Angle) -> Void
        ) {
            let m = span.seats, d = span.offset
            var hint = 0
            for j in 0..<m {
                let s = span.middle + (Double(j) - Double(m - 1) / 2) * pitch
                let t = curve.wrappedParameter(at: s, offset: d, total: span.total, hint: &hint)
                let (center, normal) = curve.point(at: t, offset: d)
                body(j, center, .seatRotation(facing: -normal))
            }
        }

        /// The outline: the inner edge from start to end, the outer edge back, sampled
        /// every two degrees of the normal's turn or every four units of length at most.
        func outline() -> [Point] {
            let outer = inner + Double(rows) * pitch
            let length = curve.unwrappedLength(to: end, offset: outer) - curve.unwrappedLength(to: start, offset: outer)
            let turn = length - (curve.unwrappedLength(to: end, offset: 0) - curve.unwrappedLength(to: start, offset: 0))
            let steps = min(180, max(2, Int((length / 4).rounded(.up)), Int((turn / Swift.max(outer, 1e-9) * 90 / .pi).rounded(.up))))
            var points: [Point] = []
            points.reserveCapacity(2 * steps + 2)
            for k in 0...steps { points.append(curve.point(at: start + (end - start) * Double(k) / Double(steps), offset: inner).point) }
            for k in (0...steps).reversed() { points.append(curve.point(at: start + (end - start) * Double(k) / Double(steps), offset: outer).point) }
            return points
        }
    }

    /// A ring whose tribunes cannot be laid out: its aisles leave no room.
    struct RingProblem: Hashable, Sendable {
        var ring: Int
        var message: String
    }

    /// Each ring's distance from the field, its number of tribunes and the length of its
    /// inner edge, in ring order.
    static func rings(_ spec: StadiumSpec, curve: any FieldCurve) -> [(ring: Int, inner: Double, count: Int, edge: Double)] {
        var inner = 0.0
        return spec.rings.enumerated().map { k, ring in
            let o = inner + ring.offset
            inner = o + Double(ring.rows) * spec.pitch
            return (k, o, max(1, ring.tribuneCount), curve.totalLength(offset: o))
        }
    }

    /// The tribunes of every ring, in chart order, with each tribune's ring index.
    static func tribunes(_ spec: StadiumSpec) -> [(ring: Int, tribune: Tribune)] {
        guard let curve = fieldCurve(spec.field) else { return [] }
        return tribunes(spec, curve: curve)
    }

    /// ``tribunes(_:)`` along `curve`, the field's (its table of lengths made once for the
    /// check and the plans).
    static func tribunes(_ spec: StadiumSpec, curve: any FieldCurve) -> [(ring: Int, tribune: Tribune)] {
        var result: [(Int, Tribune)] = []
        for (k, o, n, edge) in rings(spec, curve: curve) {
            let ring = spec.rings[k]
            let length = (edge - Double(n) * ring.aisle) / Double(n)
            guard length > 0 else { continue }
            for i in 0..<n {
                let middle = Double(i) * (length + ring.aisle)
                var start = curve.wrappedParameter(at: middle - length / 2, offset: o)
                var end = curve.wrappedParameter(at: middle + length / 2, offset: o)
                if i == 0 { start -= curve.period }
                if end <= start { end += curve.period }
                if start < 0 { start += curve.period; end += curve.period }
                result.append((k, Tribune(curve: curve, start: start, end: end, inner: o, rows: ring.rows,
                                          seatSize: spec.seatSize, spacing: spec.seatSpacing)))
            }
        }
        return result
    }

    /// The rings whose aisles leave no room for their tribunes along the inner edge, and the
    /// tribunes left without a seat (by ring and id).
    ///
    /// `curve` is the field's and `tribunes` the bowl's (``tribunes(_:curve:)``), made once
    /// for the check and the plans.
    static func problems(_ spec: StadiumSpec, curve: any FieldCurve, tribunes: [(ring: Int, tribune: Tribune)]) -> [RingProblem] {
        var problems: [RingProblem] = []
        for (k, _, n, edge) in rings(spec, curve: curve) where Double(n) * spec.rings[k].aisle >= edge {
            let bound = SVGNumber.format(edge / Double(n), precision: 3)
            problems.append(RingProblem(ring: k, message: "\(n) aisles of \(SVGNumber.format(spec.rings[k].aisle, precision: 3)) do not fit along the ring's inner edge of \(SVGNumber.format(edge, precision: 3)) with \(n) tribunes; expected an aisle narrower than \(bound)"))
        }
        guard problems.isEmpty else { return problems }
        var position: [Int: Int] = [:]
        for (k, tribune) in tribunes {
            position[k, default: 0] += 1
            if !tribune.hasSeats {
                let id = (k + 1) * 100 + position[k, default: 0]
                problems.append(RingProblem(ring: k, message: "tribune \(id) holds no seat: its rows are shorter than one seat (\(SVGNumber.format(spec.seatSize, precision: 3))); expected fewer tribunes, narrower aisles or more rows"))
            }
        }
        return problems
    }
}
