import CRsvg
import SeatChartGeometry
import SeatChartSVG

/// Paints a ``DrawText`` with cairo's text in the font its style names (DejaVu Sans for every
/// chart text: ``TextMeasurer`` measures with the same metrics), placed as the SVG places it:
/// centred on its point when its anchor is `middle`, moved down by .35 em when it is centred
/// by a shift, its baseline centred with `dominant-baseline: central`.
struct TextPainter {
    let painter: DrawListPainter

    /// Unhinted outlines and metrics: text is laid out the same at every scale, as librsvg does.
    static func prepare(_ cairo: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
    }

    func paint(_ text: DrawText) {
        guard !text.text.isEmpty else { return }
        let cairo = painter.cairo
        let number = { (v: Double) in SVGFormat.number(v, precision: painter.precision) }
        var presentation: [StyleDeclaration] = []
        if let size = text.fontSizeAttribute { presentation.append(StyleDeclaration("font-size", number(size))) }
        if text.boldAttribute { presentation.append(StyleDeclaration("font-weight", "bold")) }
        if text.centredByAttributes { presentation.append(StyleDeclaration("text-anchor", "middle")) }
        if let fill = text.fill { presentation.append(StyleDeclaration("fill", fill)) }
        let own = text.fontSizeStyle.map { [StyleDeclaration("font-size", number($0) + "px")] } ?? []
        let style = painter.style(for: StyleResolver.Element("text", classes: text.classes), presentation: presentation, own: own,
                                  linked: text.link != nil)
        guard style.fontSize > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        var origin = text.position
        if let degrees = text.rotation {
            cairo_translate(cairo, origin.x, origin.y)
            cairo_rotate(cairo, degrees * .pi / 180)
            origin = .zero
        }
        cairo_select_font_face(cairo, style.fontFamily, CAIRO_FONT_SLANT_NORMAL, style.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cairo, style.fontSize)
        let spacing = style.letterSpacingEms * style.fontSize
        let characters = text.text.map(String.init)
        let advances = characters.map { advance(of: $0, cairo) }
        let width = advances.reduce(0, +) + spacing * Double(characters.count)
        var x = origin.x - (style.anchorMiddle ? width / 2 : 0)
        var y = origin.y + (text.centredByShift ? DrawText.shift * style.fontSize : 0)
        if text.centredByAttributes {
            var font = cairo_font_extents_t()
            cairo_font_extents(cairo, &font)
            y += (font.ascent - font.descent) / 2
        }
        // The whole text from its start, or with letter spacing each character from its own.
        var runs: [(text: String, x: Double)] = []
        if spacing == 0 {
            runs = [(text.text, x)]
        } else {
            for (character, advance) in zip(characters, advances) {
                runs.append((character, x))
                x += advance + spacing
            }
        }
        let outlines = {
            for run in runs {
                cairo_move_to(cairo, run.x, y)
                cairo_text_path(cairo, run.text)
            }
        }
        guard cairo_surface_get_type(cairo_get_target(cairo)) != CAIRO_SURFACE_TYPE_IMAGE else {
            outlines()
            painter.fillAndStroke(style)
            return
        }
        // A document (PDF) gets its text as text: a font and the characters, not their
        // outlines; only a stroke (a label's halo) is drawn from the outlines.
        let halo = {
            guard painter.prepareStroke(style) else { return }
            outlines()
            cairo_stroke(cairo)
        }
        if style.strokeFirst { halo() }
        if painter.prepareFill(style) {
            for run in runs {
                cairo_move_to(cairo, run.x, y)
                cairo_show_text(cairo, run.text)
            }
        }
        if !style.strokeFirst { halo() }
    }

    private func advance(of text: String, _ cairo: OpaquePointer) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cairo, text, &extents)
        return extents.x_advance
    }
}
