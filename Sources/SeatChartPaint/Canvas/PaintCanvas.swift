import SeatChartGeometry

/// What a draw list is painted on: a cairo image (``CairoCanvas``, PNG) or a PDF page of our
/// own (``PDFCanvas``). The painters (``DrawListPainter``, ``TextPainter``,
/// ``SeatLayerPainter``) say what to draw in the terms of this protocol, so a style rule is
/// followed the same way on both. Coordinates are the current user space's: the canvas keeps
/// the transform, the path being built and a stack of saved states.
protocol PaintCanvas: AnyObject {
    /// Saves the transform and the clip; ``restore()`` brings them back.
    func save()
    func restore()
    /// Multiplies the current transform by `transform` (applied first).
    func concatenate(_ transform: AffineTransform)

    /// Adds `path`, moved by `transform`, to the current path.
    func add(_ path: Path, transform: AffineTransform)
    /// Adds a rectangle with square corners.
    func addRectangle(x: Double, y: Double, width: Double, height: Double)
    /// Adds a closed circle.
    func addCircle(center: Point, radius: Double)
    /// Paints the current path (non-zero winding) with `fill` and `stroke`, the stroke first
    /// when `strokeFirst`, and clears it.
    func paintPath(fill: FillPaint?, stroke: StrokePaint?, strokeFirst: Bool)
    /// Narrows the clip to the current path and clears it.
    func clipToPath()

    /// Chooses the font later calls measure and draw with.
    func selectFont(family: String, bold: Bool, size: Double)
    /// How far `text` advances in the selected font.
    func advance(of text: String) -> Double
    /// The selected font's ascent and descent (both positive below and above the baseline).
    func fontExtents() -> (ascent: Double, descent: Double)
    /// Paints `runs` in the selected font, filled and stroked as a path would be.
    func paintText(_ runs: [TextRun], fill: FillPaint?, stroke: StrokePaint?, strokeFirst: Bool)

    /// Where `origin` lands in device pixels, when the canvas is an image in units of whole
    /// pixels (a translation, no scale or rotation); nil otherwise (a PDF page).
    func pixelCorner(of origin: Point) -> SIMD2<Double>?
    /// Lays `picture` over the canvas with its top left pixel at device pixel (`x`, `y`).
    func lay(_ picture: PaintedPicture, x: Int, y: Int)
}

/// A fill: its colour, with the opacity of its style folded into the alpha.
struct FillPaint: Hashable {
    var color: PaintColor
}

/// A stroke: its colour (opacity folded in), its width and whether its ends are round.
struct StrokePaint: Hashable {
    var color: PaintColor
    var width: Double
    var roundCaps: Bool
}

/// A piece of text drawn from one point: its baseline's start.
struct TextRun {
    var text: String
    var x: Double
    var y: Double
}

extension PaintStyle {
    /// The fill this style paints, or nil.
    var fillPaint: FillPaint? {
        guard var color = fill else { return nil }
        color.alpha *= fillOpacity
        return FillPaint(color: color)
    }

    /// The stroke this style paints, or nil.
    var strokePaint: StrokePaint? {
        guard var color = stroke, strokeWidth > 0 else { return nil }
        color.alpha *= strokeOpacity
        return StrokePaint(color: color, width: strokeWidth, roundCaps: roundCaps)
    }
}
