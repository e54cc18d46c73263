import CRasterLibraries
import Foundation
import SeatChartRaster
import Testing

/// The PNG writer (`PNGEncoder`, behind `CairoPicture`) against cairo's own
/// `cairo_surface_write_to_png_stream`: the same drawing read back gives the same pixels,
/// opaque and with every kind of transparency.
@Suite struct PNGWriterTests {
    /// Stripes of colours at several opacities over `background`, with antialiased circles, and
    /// a band at the right left as the background is (transparent without one).
    static func draw(_ cairo: OpaquePointer) {
        for (i, alpha) in [1.0, 0.6, 0.25, 0.02].enumerated() {
            cairo_set_source_rgba(cairo, 0.9, 0.3 + 0.1 * Double(i), 0.1, alpha)
            cairo_rectangle(cairo, Double(i) * 13.5, 0, 13.5, 40)
            cairo_fill(cairo)
            cairo_set_source_rgba(cairo, 0.1, 0.2, 0.95, alpha)
            cairo_arc(cairo, Double(i) * 13.5 + 7, 20, 5.3, 0, 2 * .pi)
            cairo_fill(cairo)
        }
    }

    /// Circles of many colours over the whole of a `width` × `height` picture.
    static func drawAllOver(width: Double, height: Double) -> (OpaquePointer) -> Void {
        { cairo in
            for i in 0..<400 {
                let x = Double((i * 7919) % 1000) / 1000 * width, y = Double((i * 104_729) % 997) / 997 * height
                cairo_set_source_rgba(cairo, Double(i % 7) / 6, Double(i % 5) / 4, Double(i % 3) / 2, 1)
                cairo_arc(cairo, x, y, 3 + Double(i % 40), 0, 2 * .pi)
                cairo_fill(cairo)
            }
        }
    }

    /// The picture as cairo's writer writes it.
    static func cairosPNG(width: Int32, height: Int32, background: RasterColor?, draw: (OpaquePointer) -> Void = PNGWriterTests.draw) -> Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)
        if let background {
            cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cairo)
        }
        draw(cairo!)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        var data = Data()
        _ = withUnsafeMutablePointer(to: &data) { pointer in
            cairo_surface_write_to_png_stream(surface, { context, bytes, length in
                context!.assumingMemoryBound(to: Data.self).pointee.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        return data
    }

    /// `png` read back by cairo: its pixels (premultiplied ARGB, row by row) and format.
    static func pixels(_ png: Data) throws -> (bytes: [UInt8], format: cairo_format_t) {
        var reader = (data: png, offset: 0)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ context, bytes, length in
                let reader = context!.assumingMemoryBound(to: (data: Data, offset: Int).self)
                guard reader.pointee.offset + Int(length) <= reader.pointee.data.count else { return CAIRO_STATUS_READ_ERROR }
                reader.pointee.data.copyBytes(to: bytes!, from: reader.pointee.offset..<(reader.pointee.offset + Int(length)))
                reader.pointee.offset += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, pointer)
        }
        defer { cairo_surface_destroy(surface) }
        try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cairo cannot read the PNG")
        let height = Int(cairo_image_surface_get_height(surface)), stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        return (Array(UnsafeBufferPointer(start: data, count: height * stride)), cairo_image_surface_get_format(surface))
    }

    @Test(arguments: [RasterColor.white, nil])
    func thePixelsAreCairosOwn(background: RasterColor?) throws {
        let ours = try CairoPicture.make(.png, exactWidth: 60, exactHeight: 40, background: background) { Self.draw($0) }
        let theirs = Self.cairosPNG(width: 60, height: 40, background: background)
        #expect(ours.data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // Colour type (byte 25 of the file): RGB when opaque, RGBA otherwise, as cairo writes.
        #expect(ours.data[25] == theirs[25], "colour type \(ours.data[25]), cairo's \(theirs[25])")
        #expect(ours.data[25] == (background == nil ? 6 : 2))
        let (ourPixels, ourFormat) = try Self.pixels(ours.data), (theirPixels, theirFormat) = try Self.pixels(theirs)
        #expect(ourFormat == theirFormat)
        #expect(ourPixels == theirPixels, "\(zip(ourPixels, theirPixels).filter { $0 != $1 }.count) bytes differ")
    }

    /// A picture of several megabytes is compressed in pieces side by side: read back, its
    /// pixels are still cairo's, and the same picture gives the same bytes every time.
    @Test func aLargePictureCompressedInPiecesIsOneStream() throws {
        let (width, height) = (1100, 900)
        let draw = Self.drawAllOver(width: Double(width), height: Double(height))
        let ours = try CairoPicture.make(.png, exactWidth: Double(width), exactHeight: Double(height), background: .white, draw: draw)
        #expect(width * height * 3 > 2 * (1 << 20), "at least three pieces")
        let theirs = Self.cairosPNG(width: Int32(width), height: Int32(height), background: .white, draw: draw)
        let (ourPixels, _) = try Self.pixels(ours.data), (theirPixels, _) = try Self.pixels(theirs)
        #expect(ourPixels == theirPixels, "\(zip(ourPixels, theirPixels).filter { $0 != $1 }.count) bytes differ")
        let again = try CairoPicture.make(.png, exactWidth: Double(width), exactHeight: Double(height), background: .white, draw: draw)
        #expect(again.data == ours.data)
    }
}
