import CRasterLibraries
import SeatChartGeometry

/// A cairo context as a ``PaintCanvas``: what a PNG (an image surface) and a picture painted
/// ahead (``PaintedPicture``) are painted on. Text is drawn from its outlines, unhinted, so it
/// is laid out the same at every scale, as librsvg lays it out.
final class CairoCanvas: PaintCanvas {
    let cairo: OpaquePointer

    init(_ cairo: OpaquePointer) {
        self.cairo = cairo
        cairo_set_miter_limit(cairo, 4)  // SVG's default
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    func save() { cairo_save(cairo) }
    func restore() { cairo_restore(cairo) }
    func concatenate(_ transform: AffineTransform) { CairoPath.transform(cairo, by: transform) }

    func add(_ path: Path, transform: AffineTransform) { CairoPath.add(path, transform: transform, to: cairo) }

    func addRectangle(x: Double, y: Double, width: Double, height: Double) { cairo_rectangle(cairo, x, y, width, height) }

    func addCircle(center: Point, radius: Double) {
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, center.x, center.y, radius, 0, 2 * .pi)
        cairo_close_path(cairo)
    }

    func paintPath(fill: FillPaint?, stroke: StrokePaint?, strokeFirst: Bool) {
        for part in strokeFirst ? [false, true] : [true, false] {
            if part, let fill {
                setSource(fill.color)
                cairo_fill_preserve(cairo)
            } else if !part, let stroke {
                setSource(stroke.color)
                cairo_set_line_width(cairo, stroke.width)
                cairo_set_line_cap(cairo, stroke.roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
                cairo_stroke_preserve(cairo)
            }
        }
        cairo_new_path(cairo)
    }

    func clipToPath() { cairo_clip(cairo) }

    func selectFont(family: String, bold: Bool, size: Double) {
        cairo_select_font_face(cairo, family, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, size)
    }

    func advance(of text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return extents.x_advance
    }

    func fontExtents() -> (ascent: Double, descent: Double) {
        var font = cairo_font_extents_t()
        cairo_font_extents(cairo, &font)
        return (font.ascent, font.descent)
    }

    func paintText(_ runs: [TextRun], fill: FillPaint?, stroke: StrokePaint?, strokeFirst: Bool) {
        for run in runs {
            cairo_move_to(cairo, run.x, run.y)
            cairo_text_path(cairo, run.text)
        }
        paintPath(fill: fill, stroke: stroke, strokeFirst: strokeFirst)
    }

    func pixelCorner(of origin: Point) -> SIMD2<Double>? {
        guard cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0 else { return nil }
        let corner = SIMD2(m.x0 + origin.x, m.y0 + origin.y)
        return corner.x.isFinite && corner.y.isFinite && abs(corner.x) < 1e6 && abs(corner.y) < 1e6 ? corner : nil
    }

    func lay(_ picture: PaintedPicture, x: Int, y: Int) { picture.paint(on: cairo, x: x, y: y) }

    private func setSource(_ color: PaintColor) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
