import Foundation
import SeatChartGeometry
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
        let scale = SeatChartGeometry.AffineTransform(scaleX: exactWidth / natural.width, y: exactWidth / natural.width)
        guard format == .pdf else {
            return try CairoPicture.make(format, exactWidth: exactWidth, exactHeight: exactHeight, background: background) { cairo in
                paint(list, on: CairoCanvas(cairo), scale: scale)
            }
        }
        let (width, height) = try CairoPicture.pixels(exactWidth: exactWidth, exactHeight: exactHeight)
        let paper = background.map { PaintColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha) }
        let page = PDFCanvas(width: exactWidth * 0.75, height: exactHeight * 0.75, background: paper)
        paint(list, on: page, scale: scale)
        return SVGRasterizer.Picture(data: Data(try page.document()), width: width, height: height)
    }

    private func paint<Canvas: PaintCanvas>(_ list: DrawList, on canvas: Canvas, scale: SeatChartGeometry.AffineTransform) {
        canvas.concatenate(list.viewBoxToPixel.concatenating(scale))
        var painter = DrawListPainter(canvas: canvas, rules: list.rules, precision: list.precision, size: list.size, pictures: pictures)
        painter.paint(list.items)
    }
}
