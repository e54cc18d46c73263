import Foundation
import SeatChart
import SeatChartRaster

/// An SVG drawn as PNG or PDF and written through a temporary file and a rename, so a
/// failure leaves no partial file and an earlier file untouched.
enum PictureFile {
    /// Draws `svg` as `format`, `width` pixels wide (nil: the SVG's width) on `background`, and writes it to `path`.
    ///
    /// - Throws: ``InputError`` naming `path` when the picture cannot be drawn or written.
    @discardableResult
    static func write(
        _ svg: Data, as format: RasterFormat, width: Int?, background: RasterColor?, to path: String
    ) throws -> SVGRasterizer.Picture {
        let picture = try draw(svg, as: format, width: width, background: background, naming: path)
        do {
            try AtomicFile.write(picture.data, to: path)
        } catch {
            throw InputError(file: path, place: "", message: "cannot write the \(format.rawValue.uppercased()) here (\(error.localizedDescription))")
        }
        return picture
    }

    /// Draws `svg` as `format`, `width` pixels wide (nil: the SVG's width) on `background`.
    ///
    /// - Throws: ``InputError`` naming `destination` (a file, or standard output) when it
    ///   cannot be drawn.
    static func draw(
        _ svg: Data, as format: RasterFormat, width: Int?, background: RasterColor?, naming destination: String
    ) throws -> SVGRasterizer.Picture {
        do {
            return try SVGRasterizer(width: width, background: background).render(svg, as: format)
        } catch let error as RasterError {
            throw InputError(file: destination, place: "", message: "cannot draw the \(format.rawValue.uppercased()): \(error.message)")
        }
    }
}
