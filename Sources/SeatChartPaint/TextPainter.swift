import SeatChartGeometry
import SeatChartSVG

/// Paints a ``DrawText`` in the font its style names (DejaVu Sans for every chart text:
/// ``TextMeasurer`` measures with the same metrics), placed as the SVG places it: centred on
/// its point when its anchor is `middle`, moved down by .35 em when it is centred by a shift,
/// its baseline centred with `dominant-baseline: central`. The canvas draws the runs: a cairo
/// image from their outlines, a PDF page as text.
struct TextPainter<Canvas: PaintCanvas> {
    let painter: DrawListPainter<Canvas>

    func paint(_ text: DrawText) {
        guard !text.text.isEmpty else { return }
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
        let canvas = painter.canvas
        canvas.save()
        defer { canvas.restore() }
        var origin = text.position
        if let degrees = text.rotation {
            canvas.concatenate(AffineTransform(rotationAngle: .degrees(degrees)).concatenating(AffineTransform(translationX: origin.x, y: origin.y)))
            origin = .zero
        }
        canvas.selectFont(family: style.fontFamily, bold: style.bold, size: style.fontSize)
        let spacing = style.letterSpacingEms * style.fontSize
        let characters = text.text.map(String.init)
        let advances = characters.map { canvas.advance(of: $0) }
        let width = advances.reduce(0, +) + spacing * Double(characters.count)
        var x = origin.x - (style.anchorMiddle ? width / 2 : 0)
        var y = origin.y + (text.centredByShift ? DrawText.shift * style.fontSize : 0)
        if text.centredByAttributes {
            let font = canvas.fontExtents()
            y += (font.ascent - font.descent) / 2
        }
        // The whole text from its start, or with letter spacing each character from its own.
        var runs: [TextRun] = []
        if spacing == 0 {
            runs = [TextRun(text: text.text, x: x, y: y)]
        } else {
            for (character, advance) in zip(characters, advances) {
                runs.append(TextRun(text: character, x: x, y: y))
                x += advance + spacing
            }
        }
        canvas.paintText(runs, fill: style.fillPaint, stroke: style.strokePaint, strokeFirst: style.strokeFirst)
    }
}
