import SeatChart
import SeatChartGeometry

extension ChartSVGRenderer {
    // MARK: - Labels clear of seats

    /// Where tribune `t`'s label `text` goes and at what size, or `nil` to leave it out.
    ///
    /// A stadium file's tribune is named at its centre, over its seats (with a halo), shrunk
    /// to fit its outline. An imported chart's (pretix, seats.io: round cells) is named where
    /// the label covers no seat of the view: inside its outline (a section's own polygon,
    /// or the box of a block's seats), at the free spot nearest its centre, at full size or
    /// down to half of it, with a quarter of its size free around it; where there is none,
    /// the label is left out. A free row (a tribune of one row without a label) is named at
    /// its ends instead, as rows are (``drawRowAndSeatNumbers(into:)``).
    func labelPlacement(_ t: Int, text: String, largest: Double) -> (point: Point, size: Double)? {
        let tribune = chart.tribunes[t]
        guard let seatGrid else {
            return fittedLabelSize(tribune, text: text, largest: largest, lift: 0).map { (tribune.outline.labelPosition, $0) }
        }
        if tribune.kind == .rows, tribune.rows.allSatisfy({ chart.rows.indices.contains($0) && chart.rows[$0].label.isEmpty }) {
            return nil
        }
        var region = tribune.outline.path
        if case .seatCells(let bounds) = tribune.outline { region.addRect(bounds) }
        let start = tribune.outline.labelPosition
        let box = tribune.outline.boundingBox
        let steps = Self.labelSearchSteps
        var candidates = [start]
        for i in 0...steps {
            for j in 0...steps {
                candidates.append(Point(box.minX + box.width * Double(i) / Double(steps), box.minY + box.height * Double(j) / Double(steps)))
            }
        }
        candidates.sort { ($0.distance(to: start), $0.x, $0.y) < ($1.distance(to: start), $1.x, $1.y) }
        for fraction in [1.0, 0.75, 0.5] {
            let size = SVGFormat.round(largest * fraction, precision: precision)
            guard size > 0, size * pixelsPerUnit >= Self.smallestLabelPixels else { break }
            let halfWidth = LabelFont.width(of: text, size: size) * 0.56, halfHeight = LabelFont.capHeight * size * 0.62
            for c in candidates {
                let label = Rect(minX: c.x - halfWidth, minY: c.y - halfHeight, maxX: c.x + halfWidth, maxY: c.y + halfHeight)
                let corners = [Point(label.minX, label.minY), Point(label.midX, label.minY), Point(label.maxX, label.minY),
                               Point(label.maxX, label.midY), Point(label.maxX, label.maxY), Point(label.midX, label.maxY),
                               Point(label.minX, label.maxY), Point(label.minX, label.midY)]
                let room = label.insetBy(dx: -size / 4, dy: -size / 4)
                if corners.allSatisfy({ region.contains($0) }), seatGrid.isClear(room) { return (c, size) }
            }
        }
        return nil
    }

    /// The spots tried for a label: a grid of (n + 1)² points over the outline's box, nearest
    /// to the outline's centre first.
    static let labelSearchSteps = 16

    /// Whether a row label `text` at `point` (its centre; font size `size`) covers no seat of
    /// the view: always, for a stadium file, whose row letters sit in the aisles; for an
    /// imported chart, checked (a row's number printed beyond its end may land on the next
    /// block's seats, and is then left out). The box is grown to the label's diagonal, so it
    /// holds the label however the view turns it upright.
    func rowLabelIsClear(_ text: String, at point: Point, size: Double) -> Bool {
        guard let seatGrid else { return true }
        let halfWidth = LabelFont.width(of: text, size: size) * 0.5, halfHeight = LabelFont.capHeight * size * 0.5
        let reach = (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot()
        return seatGrid.isClear(Rect(minX: point.x - reach, minY: point.y - reach, maxX: point.x + reach, maxY: point.y + reach))
    }
}
