import CRasterLibraries
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

        package init(data: Data, width: Int, height: Int) {
            self.data = data
            self.width = width
            self.height = height
        }
    }

    /// Draws `svg` and writes it as `format`.
    ///
    /// - Throws: ``RasterError`` when the libraries cannot be loaded, librsvg cannot read the
    ///   SVG, it has no size, the size asked for is out of range, or cairo fails.
    public func render(_ svg: Data, as format: RasterFormat) throws -> Picture {
        try RasterLibraries.load()
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
        return try CairoPicture.make(format, exactWidth: exactWidth, exactHeight: exactHeight, background: background) { cairo in
            var viewport = format == .pdf
                ? RsvgRectangle(x: 0, y: 0, width: exactWidth, height: exactHeight)
                : RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
            var error: UnsafeMutablePointer<GError>?
            guard rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0 else {
                throw RasterError("librsvg cannot draw the SVG: \(Self.message(of: error))")
            }
        }
    }

    private static func handle(for svg: Data) throws -> OpaquePointer {
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
