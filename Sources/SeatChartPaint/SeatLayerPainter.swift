import SeatChartGeometry
import SeatChartSVG

/// Paints the seats of a ``SeatLayer``: tribune by tribune in its frame, the seats of each
/// class combination gathered into one path and filled (and stroked) at once, in the style
/// the combination's classes select (resolved once per combination). Seats never overlap,
/// so the picture is the one of seats painted one by one.
struct SeatLayerPainter<Canvas: PaintCanvas> {
    let painter: DrawListPainter<Canvas>

    func paint(_ layer: SeatLayer) {
        let canvas = painter.canvas
        let classTexts = layer.classTexts
        var styles: [Int: PaintStyle] = [:]
        var batches: [Int: [(Path, AffineTransform)]] = [:]
        var open = false
        let flush = {
            for entry in batches.keys.sorted() {
                guard let seats = batches[entry] else { continue }
                for (shape, transform) in seats { canvas.add(shape, transform: transform) }
                let style = styles[entry] ?? painter.style(for: StyleResolver.Element("path", classes: classTexts[entry]))
                styles[entry] = style
                painter.fillAndStroke(style)
            }
            batches.removeAll(keepingCapacity: true)
            if open { canvas.restore() }
            open = false
        }
        layer.visit(tribune: { steps in
            flush()
            canvas.save()
            open = true
            canvas.concatenate(SVGTransform.compose(steps, precision: painter.precision))
        }, seat: { seat in
            var placement = AffineTransform(translationX: seat.center.x, y: seat.center.y)
            if let degrees = seat.degrees { placement = placement.concatenating(AffineTransform(rotationAngle: .degrees(degrees))) }
            batches[seat.classIndex, default: []].append((seat.shape, placement))
        })
        flush()
    }
}
