import SeatChart
import SeatChartGeometry

/// The box around a tribune's written seats in the tribune's frame (``TribuneFrame``),
/// written as a nested `<svg>` inside the seat group whose viewport equals its `viewBox`: its
/// coordinates are the frame's own, and it draws nothing of its own.
///
/// A browser looks inside a nested `<svg>` only for points within its viewport (clipped by
/// default), so a click or a hover tests the seats of the tribunes under the pointer instead of
/// every seat of the chart (docs/perf-log.md, "Seats boxed by tribune: a click in Chromium").
///
/// The box never cuts what is drawn: it is the box of the seats' centres widened by a seat
/// size (the larger of the tribune's largest seat and the chart's seat size, which the state
/// rings' widths follow): a seat's cell reaches 0.71 of its size from its centre, turned any
/// way, and its widest ring (`yours`, 0.12 of the chart's seat size) 0.06 further. It is
/// rounded outwards at the written precision.
struct SeatGroupViewport {
    /// The box in the frame, as written.
    let box: Rect
    let precision: Int

    /// The viewport around the seats of `tribune` (indices into `seats`) whose centres lie in
    /// `area` (all of them when `nil`), placed through `frame`; `nil` when none is written.
    init?(seats: UnsafeBufferPointer<Seat>, tribune: Range<Int>, frame: TribuneFrame, area: Rect?,
          chartSeatSize: Double, precision: Int) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var largest = chartSeatSize
        for i in tribune {
            let seat = seats[i]
            if let area, !area.contains(seat.center) { continue }
            let p = seat.center.applying(frame.chartToFrame)
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            largest = max(largest, seat.size)
        }
        guard minX <= maxX, minY <= maxY, largest.isFinite else { return nil }
        // The written numbers' grid, as the number writer rounds to it.
        let scale = SVGNumber.powerOfTen(SVGNumber.clampedPrecision(precision))
        let x = (minX - largest) * scale, y = (minY - largest) * scale
        let right = (maxX + largest) * scale, bottom = (maxY + largest) * scale
        guard x.isFinite, y.isFinite, right.isFinite, bottom.isFinite else { return nil }
        let left = x.rounded(.down), top = y.rounded(.down)
        box = Rect(x: left / scale, y: top / scale,
                   width: (right - left).rounded(.up) / scale, height: (bottom - top).rounded(.up) / scale)
        self.precision = precision
    }

    /// Opens the nested `<svg>`; the caller writes the seats and closes it.
    func start(in writer: SVGWriter) {
        let x = SVGFormat.number(box.minX, precision: precision), y = SVGFormat.number(box.minY, precision: precision)
        let width = SVGFormat.number(box.width, precision: precision), height = SVGFormat.number(box.height, precision: precision)
        writer.start("svg")
        writer.attribute("x", x)
        writer.attribute("y", y)
        writer.attribute("width", width)
        writer.attribute("height", height)
        writer.attribute("viewBox", "\(x) \(y) \(width) \(height)")
    }
}
