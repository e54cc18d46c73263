import CRasterLibraries
import SeatChartGeometry
import SeatChartRaster

/// A PDF page as a ``PaintCanvas``: the painters' paths, fills, strokes and text written as
/// the page's operators, its text as text in the embedded fonts it was measured with (a
/// label's halo is the text stroked, `1 Tr`, not its outlines), numbers to a hundredth of a
/// point. ``document()`` writes the one-page file.
final class PDFCanvas: PaintCanvas {
    /// The page's size in points.
    let width: Double, height: Double
    /// The operators written since the last were handed to ``packed``.
    private var content = PDFBytes(capacity: 1 << 18)
    /// The page's operators compressed as they come, a megabyte at a time.
    private let packed = PDFDeflateStream(level: PDFDocument.streamLevel)
    private var path = PDFBytes(capacity: 1 << 12)
    /// The current transform from user space to the page's points, and the saved ones.
    private var transform: AffineTransform
    private var saved: [AffineTransform] = []
    /// Decimals for coordinates in the current user space: a hundredth of a point.
    private var decimals = 2
    /// The opacities in use (fill, stroke), each with its graphics state's name.
    private var opacities: [SIMD2<Double>: String] = [:]
    private var fonts: [FontLibrary.Face: PDFPageFont] = [:]
    /// Where text is measured and turned into glyphs: cairo, with the options of the image
    /// canvas (unhinted), so a PDF's text is laid out as a PNG's is.
    private let measure: CairoCanvas
    private let measureSurface: OpaquePointer?
    private var face = FontLibrary.Face(family: "sans-serif", bold: false)
    private var fontSize = 12.0
    /// The TrueType file of a face, or nil (its text is then drawn from its outlines).
    private let fontFile: (FontLibrary.Face) -> TrueTypeFont?

    /// A page of `width` × `height` points whose user space is CSS pixels (¾ of a point),
    /// y downwards from the top left corner, `background` painted first, its text in the
    /// fonts `fonts` gives.
    init(
        width: Double, height: Double, background: PaintColor? = nil,
        fonts: @escaping (FontLibrary.Face) -> TrueTypeFont? = FontLibrary.font
    ) {
        self.width = width
        self.height = height
        fontFile = fonts
        transform = AffineTransform(a: 0.75, b: 0, c: 0, d: -0.75, tx: 0, ty: height)
        // Unbounded: cairo leaves out of a text's path the glyphs outside its surface.
        measureSurface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil)
        measure = CairoCanvas(cairo_create(measureSurface))
        if let background, background.alpha > 0 {
            let wrapped = setOpacity(fill: background.alpha, stroke: 1)
            content.color(background)
            content.text("rg 0 0 ")
            content.number(width, 3)
            content.number(height, 3)
            content.op("re f")
            if wrapped { content.op("Q") }
        }
        content.text("0.75 0 0 -0.75 0 ")
        content.number(height, 3)
        content.op("cm")
        content.text("4 M\n")
        updateDecimals()
    }

    deinit {
        cairo_destroy(measure.cairo)
        cairo_surface_destroy(measureSurface)
    }

    func save() {
        saved.append(transform)
        content.op("q")
    }

    func restore() {
        guard let last = saved.popLast() else { return }
        transform = last
        updateDecimals()
        content.op("Q")
    }

    func concatenate(_ t: AffineTransform) {
        guard t != .identity else { return }
        for value in [t.a, t.b, t.c, t.d] { content.number(value, 6) }
        content.number(t.tx, decimals + 1)
        content.number(t.ty, decimals + 1)
        content.op("cm")
        transform = t.concatenating(transform)
        updateDecimals()
    }

    func add(_ shape: Path, transform t: AffineTransform) {
        CubicStep.walk(shape, transform: t) { step in
            switch step {
            case .move(let p):
                path.point(p, decimals)
                path.op("m")
            case .line(let p):
                path.point(p, decimals)
                path.op("l")
            case .curve(let c1, let c2, let p):
                path.point(c1, decimals)
                path.point(c2, decimals)
                path.point(p, decimals)
                path.op("c")
            case .close:
                path.op("h")
            }
        }
    }

    func addRectangle(x: Double, y: Double, width: Double, height: Double) {
        path.point(Point(x: x, y: y), decimals)
        path.point(Point(x: width, y: height), decimals)
        path.op("re")
    }

    func addCircle(center: Point, radius: Double) {
        var circle = Path()
        circle.addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        add(circle, transform: .identity)
    }

    func paintPath(fill: FillPaint?, stroke: StrokePaint?, strokeFirst: Bool) {
        defer { path.removeAll() }
        guard !path.isEmpty, fill != nil || stroke != nil else { return }
        let wrapped = setOpacity(fill: fill?.color.alpha ?? 1, stroke: stroke?.color.alpha ?? 1)
        if let fill { content.color(fill.color); content.op("rg") }
        if let stroke { setStroke(stroke) }
        if fill != nil, stroke != nil, !strokeFirst {
            content.append(path)
            content.op("B")
        } else {
            for part in strokeFirst ? [false, true] : [true, false] where part ? fill != nil : stroke != nil {
                content.append(path)
                content.op(part ? "f" : "S")
            }
        }
        if wrapped { content.op("Q") }
        handOver()
    }

    func clipToPath() {
        defer { path.removeAll() }
        guard !path.isEmpty else { return }
        content.append(path)
        content.op("W n")
    }

    func selectFont(family: String, bold: Bool, size: Double) {
        face = FontLibrary.Face(family: family, bold: bold)
        fontSize = size
        measure.selectFont(family: family, bold: bold, size: size)
    }

    func advance(of text: String) -> Double { measure.advance(of: text) }

    func fontExtents() -> (ascent: Double, descent: Double) { measure.fontExtents() }

    func paintText(_ runs: [TextRun], fill: FillPaint?, stroke: StrokePaint?, strokeFirst: Bool) {
        guard fill != nil || stroke != nil else { return }
        guard var font = pageFont(face) else {
            // No TrueType file to embed: the text's outlines, as an image draws them.
            for run in runs { addOutlines(of: run) }
            paintPath(fill: fill, stroke: stroke, strokeFirst: strokeFirst)
            return
        }
        let shown = runs.map { run in (run, font.codes(for: glyphs(of: run.text), characters: Array(run.text.unicodeScalars))) }
        fonts[face] = font
        let wrapped = setOpacity(fill: fill?.color.alpha ?? 1, stroke: stroke?.color.alpha ?? 1)
        content.op("BT")
        content.text("/\(font.resource) 1 Tf\n")
        for part in strokeFirst ? [false, true] : [true, false] {
            if part, let fill {
                content.color(fill.color)
                content.op("rg 0 Tr")
            } else if !part, let stroke {
                setStroke(stroke)
                content.op("1 Tr")
            } else {
                continue
            }
            for (run, codes) in shown {
                content.number(fontSize, decimals + 1)
                content.text("0 0 ")
                content.number(-fontSize, decimals + 1)
                content.point(Point(x: run.x, y: run.y), decimals)
                content.op("Tm")
                content.hex(codes)
                content.op("Tj")
            }
        }
        content.op("ET")
        if wrapped { content.op("Q") }
        handOver()
    }

    /// Hands the operators written so far to the compressor once they pass a megabyte (kept
    /// when zlib cannot start, for ``document()`` to write them as they are).
    private func handOver() {
        guard content.bytes.count >= 1 << 20, packed.write(content.bytes) else { return }
        content.removeAll()
    }

    func pixelCorner(of origin: Point) -> SIMD2<Double>? { nil }

    func lay(_ picture: PaintedPicture, x: Int, y: Int) {}

    /// The one-page PDF file.
    /// - Throws: ``RasterError`` when zlib stopped compressing the operators it was handed.
    func document() throws -> [UInt8] {
        var document = PDFDocument()
        let catalog = document.reserve(), pages = document.reserve(), page = document.reserve(), contents = document.reserve(), info = document.reserve()
        var resources = ""
        if !opacities.isEmpty {
            var states: [String] = []
            for (alphas, name) in opacities.sorted(by: { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.value < $1.value }) {
                var values = PDFBytes()
                values.number(alphas.x, 4)
                values.text("/CA ")
                values.number(alphas.y, 4)
                states.append("/\(name) << /ca \(String(decoding: values.bytes, as: UTF8.self))>>")
            }
            resources += " /ExtGState << " + states.joined(separator: " ") + " >>"
        }
        let used = fonts.values.sorted { $0.resource.count != $1.resource.count ? $0.resource.count < $1.resource.count : $0.resource < $1.resource }
        var fontNumbers: [(PDFPageFont, Int)] = []
        if !used.isEmpty {
            fontNumbers = used.map { ($0, document.reserve()) }
            resources += " /Font << " + fontNumbers.map { "/\($0.0.resource) \($0.1) 0 R" }.joined(separator: " ") + " >>"
        }
        var box = PDFBytes()
        box.number(width, 3)
        box.number(height, 3)
        document.write(catalog, "<< /Type /Catalog /Pages \(pages) 0 R >>")
        document.write(pages, "<< /Type /Pages /Kids [\(page) 0 R] /Count 1 >>")
        document.write(page, "<< /Type /Page /Parent \(pages) 0 R /MediaBox [0 0 \(String(decoding: box.bytes.dropLast(), as: UTF8.self))] /Resources <<\(resources) >> /Contents \(contents) 0 R >>")
        if let stream = packed.finish(content.bytes) {
            document.writeStream(contents, compressed: stream)
        } else if !packed.hasInput {
            document.writeStream(contents, data: content.bytes)
        } else {
            throw RasterError("zlib stopped compressing the PDF page's operators")
        }
        document.write(info, "<< /Producer (seatchart) >>")
        for (font, number) in fontNumbers { font.write(into: &document, number: number) }
        return document.finish(root: catalog, info: info)
    }

    private func setStroke(_ stroke: StrokePaint) {
        content.color(stroke.color)
        content.op("RG")
        content.number(stroke.width, decimals + 1)
        content.op("w")
        content.op(stroke.roundCaps ? "1 J" : "0 J")
    }

    /// Opens a saved state with the opacities when either is below 1; whether it did (the
    /// caller then closes it with `Q`).
    private func setOpacity(fill: Double, stroke: Double) -> Bool {
        guard fill < 1 || stroke < 1 else { return false }
        let key = SIMD2(min(max(fill, 0), 1), min(max(stroke, 0), 1))
        let name = opacities[key] ?? "A\(opacities.count)"
        opacities[key] = name
        content.text("q /\(name) gs\n")
        return true
    }

    /// The page's font of `face`, made on its first use; nil when it has no TrueType file.
    private func pageFont(_ face: FontLibrary.Face) -> PDFPageFont? {
        if let font = fonts[face] { return font }
        guard let file = fontFile(face) else { return nil }
        return PDFPageFont(resource: "F\(fonts.count)", face: face, font: file)
    }

    /// The glyphs of `text` in the measuring font, one a character.
    private func glyphs(of text: String) -> [Int] {
        guard let font = cairo_get_scaled_font(measure.cairo) else { return [] }
        var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
        var count: Int32 = 0
        guard cairo_scaled_font_text_to_glyphs(font, 0, 0, text, -1, &glyphs, &count, nil, nil, nil) == CAIRO_STATUS_SUCCESS, let glyphs else { return [] }
        defer { cairo_glyph_free(glyphs) }
        return (0..<Int(count)).map { Int(glyphs[$0].index) }
    }

    /// Adds the outlines of `run` in the measuring font to the path.
    private func addOutlines(of run: TextRun) {
        let cairo = measure.cairo
        cairo_new_path(cairo)
        cairo_move_to(cairo, run.x, run.y)
        cairo_text_path(cairo, run.text)
        guard let copied = cairo_copy_path(cairo) else { return }
        defer { cairo_path_destroy(copied); cairo_new_path(cairo) }
        var outline = Path()
        var k = 0
        let data = copied.pointee.data
        while k < Int(copied.pointee.num_data), let data {
            let header = data[k].header
            let point = { (j: Int) in Point(x: data[k + j].point.x, y: data[k + j].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: outline.move(to: point(1))
            case CAIRO_PATH_LINE_TO: outline.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: outline.addCurve(to: point(3), control1: point(1), control2: point(2))
            default: outline.closeSubpath()
            }
            k += Int(max(header.length, 1))
        }
        add(outline, transform: .identity)
    }

    /// A hundredth of a point in the current user space, as decimals (0 to 6).
    private func updateDecimals() {
        var step = abs(transform.determinant).squareRoot()  // a unit, in points
        guard step.isFinite else { decimals = 6; return }
        decimals = 0
        while step > 0.01 && decimals < 6 {
            step /= 10
            decimals += 1
        }
    }
}
