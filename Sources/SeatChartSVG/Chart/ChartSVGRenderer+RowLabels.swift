import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    /// Seats at least this many pixels wide get their row's letter at both ends of the row.
    static let rowLetterPixels = ChartLabels.rowLetterPixels
    /// Seats at least this many pixels wide get their number written on them.
    static let seatNumberPixels = ChartLabels.seatNumberPixels

    /// Row letters at the ends of each row, and seat numbers on the seats, once the view is
    /// zoomed enough to read them (``rowLetterPixels``, ``seatNumberPixels``); upright
    /// whatever the view's turn, and clicks pass through them.
    func drawRowAndSeatNumbers(into items: inout [DrawItem]) {
        let seatPixels = seatSize * pixelsPerUnit
        guard options.detail == .seats, seatPixels >= Self.rowLetterPixels else { return }
        let area = seatArea
        let shown = { (p: Point) in area?.contains(p) ?? true }
        let upright = uprightDegrees
        items.append(.begin(DrawGroup(classes: "rows", fontSize: seatSize * ChartLabels.rowLetterSize)))
        let letterSize = seatSize * ChartLabels.rowLetterSize
        for t in shownTribunes {
            for r in chart.tribunes[t].rows {
                let row = chart.rows[r]
                // A free row of an imported chart (a tribune of one row without a label) is
                // named by its tribune's id.
                let label = row.label.isEmpty && chart.tribunes[t].kind == .rows ? chart.tribunes[t].id : row.label
                guard !label.isEmpty, let first = row.seats.first, let last = row.seats.last else { continue }
                let a = chart.seats[first], b = chart.seats[last]
                for end in Self.rowLabelPoints(row, first: a, last: b, chart: chart)
                where shown(end) && rowLabelIsClear(label, at: end, size: letterSize) {
                    items.append(.text(DrawText(label, at: end, rotation: upright, centredByShift: true)))
                }
            }
        }
        items.append(.end)
        guard seatPixels >= Self.seatNumberPixels else { return }
        items.append(.begin(DrawGroup(classes: "numbers", fontSize: seatSize * ChartLabels.seatNumberSize)))
        for t in shownTribunes {
            for i in chart.tribunes[t].seats where shown(chart.seats[i].center) {
                items.append(.text(DrawText(chart.seats[i].number, at: chart.seats[i].center, rotation: upright, centredByShift: true)))
            }
        }
        items.append(.end)
    }

    /// Where a row's label goes at each end: one seat beyond the end, along the row. A
    /// straight or arc row of a block goes along the line from its first seat to its last;
    /// a row along a curve (a rows section, an oval bowl) along each end seat's own axis,
    /// square to its facing, the tangent of the curve there. A one-seat row uses the seat's
    /// own axis.
    static func rowLabelPoints(_ row: Row, first a: Seat, last b: Seat, chart: Chart) -> [Point] {
        if case .curve = row.line, row.seats.count > 1 {
            let second = chart.seats[row.seats.lowerBound + 1].center, beforeLast = chart.seats[row.seats.upperBound - 2].center
            var outA = Vector(angle: a.rotation), outB = Vector(angle: b.rotation)
            if outA.dot(a.center - second) < 0 { outA = -outA }
            if outB.dot(b.center - beforeLast) < 0 { outB = -outB }
            return [a.center + outA * (a.size * ChartLabels.rowLetterOffset), b.center + outB * (b.size * ChartLabels.rowLetterOffset)]
        }
        // Along the row, one seat beyond each end; a one-seat row uses the seat's own axis.
        var along = b.center - a.center
        along = along.length > 1e-9 ? along * (1 / along.length) : Vector(angle: a.rotation)
        return [a.center - along * (a.size * ChartLabels.rowLetterOffset), b.center + along * (b.size * ChartLabels.rowLetterOffset)]
    }

    /// The turn that keeps text upright inside the view group, in degrees: the view's own
    /// turn undone; nil when the view is not turned.
    private var uprightDegrees: Double? {
        let degrees = options.view.rotation.degrees
        guard degrees.truncatingRemainder(dividingBy: 360) != 0 else { return nil }
        return -degrees
    }
}
