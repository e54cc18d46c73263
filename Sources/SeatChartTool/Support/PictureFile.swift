import Foundation
import SeatChart
import SeatChartPaint
import SeatChartRaster
import SeatChartSVG

/// A picture drawn as PNG or PDF (a chart's draw list by the painter, an SVG by librsvg) and written through a temporary file and a rename, so a
/// failure leaves no partial file and an earlier file untouched.
enum PictureFile {
    /// What is drawn: a chart's draw list, painted straight onto cairo (``ChartPainter``),
    /// its reusable pictures copied from `pictures` when given (a batch's), or an SVG
    /// document, drawn by librsvg (``SVGRasterizer``).
    enum Source {
        case drawing(DrawList, pictures: PictureCache? = nil)
        case svg(Data)
    }

    /// Draws `source` as `format`, `width` pixels wide (nil: its own width) on `background`, and writes it to `path`.
    ///
    /// - Throws: ``InputError`` naming `path` when the picture cannot be drawn or written.
    @discardableResult
    static func write(
        _ source: Source, as format: RasterFormat, width: Int?, background: RasterColor?, to path: String
    ) throws -> SVGRasterizer.Picture {
        let picture = try draw(source, as: format, width: width, background: background, naming: path)
        do {
            try AtomicFile.write(picture.data, to: path)
        } catch {
            throw InputError(file: path, place: "", message: "cannot write the \(format.rawValue.uppercased()) here (\(error.localizedDescription))")
        }
        return picture
    }

    /// Draws `source` as `format`, `width` pixels wide (nil: its own width) on `background`.
    ///
    /// - Throws: ``RasterError`` when librsvg, cairo or fontconfig cannot be loaded;
    ///   ``InputError`` naming `destination` (a file, or standard output) when it cannot be drawn.
    static func draw(
        _ source: Source, as format: RasterFormat, width: Int?, background: RasterColor?, naming destination: String
    ) throws -> SVGRasterizer.Picture {
        // A library missing is the machine's fault, not the picture's: refused as itself.
        try RasterLibraries.load()
        do {
            switch source {
            case .drawing(let list, let pictures):
                return try ChartPainter(width: width, background: background, pictures: pictures).render(list, as: format)
            case .svg(let svg): return try SVGRasterizer(width: width, background: background).render(svg, as: format)
            }
        } catch let error as RasterError {
            throw InputError(file: destination, place: "", message: "cannot draw the \(format.rawValue.uppercased()): \(error.message)")
        }
    }
}
