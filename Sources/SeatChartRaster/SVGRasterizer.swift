import CRsvg
import Foundation

/// An SVG document drawn by librsvg onto a cairo surface and written as PNG or PDF: the
/// picture is the SVG's, scaled to a width.
public struct SVGRasterizer: Sendable {
    /// The picture's width in pixels; nil keeps the SVG's own width (for PDF exactly, even
    /// when it is not a whole number).
    public var width: Int?
    /// What is painted under the SVG; nil leaves it transparent (PNG) or blank (PDF).
    public var background: RasterColor?
    /// The largest width or height in pixels (a PNG of 16,000 × 16,000 is 1 GB of memory).
    public static let largestSide = 16_000

    public init(width: Int? = nil, background: RasterColor? = nil) {
        self.width = width
        self.background = background
    }

    /// A finished picture.
    public struct Picture: Sendable {
        /// The PNG or PDF bytes.
        public let data: Data
        /// Its size in pixels (PDF: CSS pixels; the page is ¾ of that in points).
        public let width: Int
        public let height: Int
    }

    /// Draws `svg` and writes it as `format`.
    ///
    /// - Throws: ``RasterError`` when librsvg cannot read the SVG, it has no size, the size
    ///   asked for is out of range, or cairo fails.
    public func render(_ svg: Data, as format: RasterFormat) throws -> Picture {
        let handle = try Self.handle(for: svg)
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var naturalWidth = 0.0, naturalHeight = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &naturalWidth, &naturalHeight) != 0,
              naturalWidth > 0, naturalHeight > 0
        else { throw RasterError("the SVG has no width and height in pixels") }
        // PNG: whole pixels; PDF: the exact size, so that an A6 card is A6.
        let exactWidth = width.map(Double.init) ?? naturalWidth
        let exactHeight = exactWidth * naturalHeight / naturalWidth
        let width = Int(exactWidth.rounded()), height = Int(exactHeight.rounded())
        guard (1...Self.largestSide).contains(width), (1...Self.largestSide).contains(height) else {
            throw RasterError("a picture of \(width) × \(height) pixels; expected each side from 1 to \(Self.largestSide)")
        }
        // cairo holds the sink by a plain pointer until the surface is destroyed (a PDF
        // surface writes its last bytes then), so the sink lives until the drawing is over.
        let sink = ByteSink()
        try withExtendedLifetime(sink) {
            try draw(handle, as: format, width: width, height: height, exactWidth: exactWidth, exactHeight: exactHeight, into: sink)
        }
        return Picture(data: sink.data, width: width, height: height)
    }

    /// Draws the SVG of `handle` on a surface of `format` whose stream writes to `sink`, and
    /// finishes it. The caller keeps `sink` alive for the whole call.
    private func draw(
        _ handle: UnsafeMutablePointer<RsvgHandle>, as format: RasterFormat, width: Int, height: Int,
        exactWidth: Double, exactHeight: Double, into sink: ByteSink
    ) throws {
        let context = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer?
        switch format {
        case .png: surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        case .pdf: surface = cairo_pdf_surface_create_for_stream(writeBytes, context, exactWidth * 0.75, exactHeight * 0.75)
        }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        defer { cairo_destroy(cairo) }
        if format == .pdf { cairo_scale(cairo, 0.75, 0.75) }
        if let background {
            cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cairo)
        }
        var viewport = format == .pdf
            ? RsvgRectangle(x: 0, y: 0, width: exactWidth, height: exactHeight)
            : RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else {
            throw RasterError("librsvg cannot draw the SVG: \(Self.message(of: error))")
        }
        switch format {
        case .png:
            cairo_surface_flush(surface)
            let status = cairo_surface_write_to_png_stream(surface, writeBytes, context)
            guard status == CAIRO_STATUS_SUCCESS else { throw RasterError("cairo cannot write the PNG: \(String(cString: cairo_status_to_string(status)))") }
        case .pdf:
            cairo_show_page(cairo)
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            guard status == CAIRO_STATUS_SUCCESS else { throw RasterError("cairo cannot write the PDF: \(String(cString: cairo_status_to_string(status)))") }
        }
    }

    private static func handle(for svg: Data) throws -> UnsafeMutablePointer<RsvgHandle> {
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let handle else { throw RasterError("librsvg cannot read the SVG: \(message(of: error))") }
        return handle
    }

    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
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
