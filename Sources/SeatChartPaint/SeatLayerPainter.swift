import CRsvg
import SeatChartGeometry
import SeatChartSVG

/// Paints the seats of a ``SeatLayer``: tribune by tribune in its frame, the seats of each
/// class combination gathered into one path and filled (and stroked) at once, in the style
/// the combination's classes select (resolved once per combination). Seats never overlap,
/// so the picture is the one of seats painted one by one.
struct SeatLayerPainter {
    let painter: DrawListPainter

    func paint(_ layer: SeatLayer) {
        let cairo = painter.cairo
        let classTexts = layer.classTexts
        var styles: [Int: PaintStyle] = [:]
        var batches: [Int: [(Path, AffineTransform)]] = [:]
        var open = false
        let flush = {
            for entry in batches.keys.sorted() {
                guard let seats = batches[entry] else { continue }
                for (shape, transform) in seats { CairoPath.add(shape, transform: transform, to: cairo) }
                let style = styles[entry] ?? painter.style(for: StyleResolver.Element("path", classes: classTexts[entry]))
                styles[entry] = style
                painter.fillAndStroke(style)
            }
            batches.removeAll(keepingCapacity: true)
            if open { cairo_restore(cairo) }
            open = false
        }
        layer.visit(tribune: { steps in
            flush()
            cairo_save(cairo)
            open = true
            CairoPath.transform(cairo, by: SVGTransform.compose(steps, precision: painter.precision))
        }, seat: { seat in
            var placement = AffineTransform(translationX: seat.center.x, y: seat.center.y)
            if let degrees = seat.degrees { placement = placement.concatenating(AffineTransform(rotationAngle: .degrees(degrees))) }
            batches[seat.classIndex, default: []].append((seat.shape, placement))
        })
        flush()
    }
}
