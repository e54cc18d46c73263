import CRasterLibraries
import Foundation

/// A cairo surface of a picture's size, as PNG (an image surface) or PDF (a vector surface),
/// drawn on by a closure and written out: the one place where the pictures of librsvg
/// (``SVGRasterizer``) and of the chart's painter become bytes.
public enum CairoPicture {
    /// Makes a surface of `format` for a picture `width` × `height` pixels (PDF: the exact
    /// size, 96 pixels an inch, as points), paints `background`, hands the context to `draw`
    /// with one unit a pixel, and writes the picture.
    ///
    /// - Throws: ``RasterError`` when the libraries cannot be loaded, a side is out of range or
    ///   cairo fails; whatever `draw` throws.
    public static func make(
        _ format: RasterFormat, exactWidth: Double, exactHeight: Double, background: RasterColor?,
        draw: (OpaquePointer) throws -> Void
    ) throws -> SVGRasterizer.Picture {
        try RasterLibraries.load()
        let (width, height) = try pixels(exactWidth: exactWidth, exactHeight: exactHeight)
        // cairo holds the sink by a plain pointer until the surface is destroyed (a PDF
        // surface writes its last bytes then), so the sink lives until the drawing is over.
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            let context = Unmanaged.passUnretained(sink).toOpaque()
            let surface: OpaquePointer?
            switch format {
            case .png: surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            case .pdf: surface = cairo_pdf_surface_create_for_stream(writeBytes, context, exactWidth * 0.75, exactHeight * 0.75)
            }
            defer { cairo_surface_destroy(surface) }
            guard let cairo = cairo_create(surface) else { throw RasterError("cairo cannot make a drawing context") }
            defer { cairo_destroy(cairo) }
            if format == .pdf { cairo_scale(cairo, 0.75, 0.75) }
            if let background {
                cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
                cairo_paint(cairo)
            }
            try draw(cairo)
            try finish(surface, cairo: cairo, as: format, sink: sink)
        }
        return SVGRasterizer.Picture(data: sink.data, width: width, height: height)
    }

    /// The picture's size in whole pixels.
    ///
    /// - Throws: ``RasterError`` when a side is out of range.
    public static func pixels(exactWidth: Double, exactHeight: Double) throws -> (width: Int, height: Int) {
        let width = Int(exactWidth.rounded()), height = Int(exactHeight.rounded())
        guard (1...SVGRasterizer.largestSide).contains(width), (1...SVGRasterizer.largestSide).contains(height) else {
            throw RasterError("a picture of \(width) × \(height) pixels; expected each side from 1 to \(SVGRasterizer.largestSide)")
        }
        return (width, height)
    }

    /// Writes a drawn surface to `sink` (a PDF surface writes through its stream, the sink
    /// behind `context`).
    private static func finish(_ surface: OpaquePointer?, cairo: OpaquePointer, as format: RasterFormat, sink: ByteSink) throws {
        switch format {
        case .png:
            cairo_surface_flush(surface)
            let status = cairo_surface_status(surface)
            guard let surface, status == CAIRO_STATUS_SUCCESS else {
                throw RasterError("cairo cannot draw the PNG: \(String(cString: cairo_status_to_string(status)))")
            }
            sink.data = try PNGEncoder.encode(surface)
        case .pdf:
            cairo_show_page(cairo)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RasterError("cairo cannot write the PDF: \(String(cString: cairo_status_to_string(status)))") }
        }
    }
}

/// Where cairo's stream writers put their bytes.
private final class ByteSink {
    var data = Data()
}

private let writeBytes: cairo_write_func_t = { context, bytes, length in
    guard let context, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<ByteSink>.fromOpaque(context).takeUnretainedValue().data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
}
