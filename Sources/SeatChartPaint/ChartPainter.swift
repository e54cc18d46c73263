import CRsvg
import SeatChartRaster
import SeatChartSVG

/// Paints a picture's draw list (``DrawList``, as ``ChartSVGRenderer/drawList()`` makes it)
/// straight onto a cairo surface and writes it as PNG or PDF: the same picture librsvg draws
/// from the SVG of the same list, without writing or reading the SVG.
public struct ChartPainter: Sendable {
    /// The picture's width in pixels; nil keeps the list's own.
    public var width: Int?
    /// What is painted under the picture; nil leaves it transparent (PNG) or blank (PDF).
    public var background: RasterColor?
    /// Where the pictures of a batch with a reuse key are painted once (PNG); nil paints each.
    public var pictures: PictureCache?

    public init(width: Int? = nil, background: RasterColor? = nil, pictures: PictureCache? = nil) {
        self.width = width
        self.background = background
        self.pictures = pictures
    }

    /// Paints `list` and writes it as `format`.
    ///
    /// - Throws: ``RasterError`` when the list has no size, the size asked for is out of
    ///   range, or cairo fails.
    public func render(_ list: DrawList, as format: RasterFormat) throws -> SVGRasterizer.Picture {
        let natural = list.size
        guard natural.width > 0, natural.height > 0, natural.width.isFinite, natural.height.isFinite else {
            throw RasterError("a draw list of \(natural.width) × \(natural.height) pixels; expected both sides above 0")
        }
        let exactWidth = width.map(Double.init) ?? natural.width
        let exactHeight = exactWidth * natural.height / natural.width
        return try CairoPicture.make(format, exactWidth: exactWidth, exactHeight: exactHeight, background: background) { cairo in
            let scale = exactWidth / natural.width
            cairo_scale(cairo, scale, scale)
            let canvas = CairoCanvas(cairo)
            canvas.concatenate(list.viewBoxToPixel)
            var painter = DrawListPainter(canvas: canvas, rules: list.rules, precision: list.precision, size: natural, pictures: pictures)
            painter.paint(list.items)
        }
    }
}
