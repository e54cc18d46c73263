import CRsvg
import CZlib
import Foundation

/// Writes a cairo image surface (ARGB32) as PNG with the pixels cairo's own writer gives
/// (`cairo_surface_write_to_png`): 8 bits a channel, RGB when every pixel is opaque, else
/// RGBA with the colours unpremultiplied as cairo rounds them, and a white `bKGD`. Only
/// the compression differs: rows unfiltered and zlib's fastest level, which takes a fraction
/// of the time of libpng's filter search and default level, and on the charts' pictures (flat
/// colours, antialiased edges) gives smaller files too.
enum PNGEncoder {
    /// The PNG of `surface` (an ARGB32 image surface, flushed).
    ///
    /// - Throws: ``RasterError`` when the surface is not ARGB32 or zlib fails.
    static func encode(_ surface: OpaquePointer) throws -> Data {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32, let pixels = cairo_image_surface_get_data(surface) else {
            throw RasterError("a PNG is written from an ARGB32 image surface only")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = isOpaque(pixels, width: width, height: height, stride: stride)
        let rows = filteredRows(pixels, width: width, height: height, stride: stride, opaque: opaque)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // 8 bits a channel, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filters, no interlace.
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        appendChunk("IHDR", header, to: &png)
        // cairo names white as the background: 0xff in each 16-bit sample of the colour type.
        appendChunk("bKGD", Data([0, 0xff, 0, 0xff, 0, 0xff]), to: &png)
        appendChunk("IDAT", try deflate(rows), to: &png)
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    /// Whether every pixel's alpha is 255 (cairo then writes RGB).
    private static func isOpaque(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xff { return false }
        }
        return true
    }

    /// Each row as the PNG stores it: filter type 0 (none), then its samples: R, G, B (and A),
    /// unpremultiplied as cairo's writer does.
    private static func filteredRows(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool
    ) -> [UInt8] {
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                var o = y * rowBytes
                out[o] = 0
                o += 1
                for x in 0..<width {
                    let pixel = row[x]
                    let alpha = pixel >> 24
                    var red = (pixel >> 16) & 0xff, green = (pixel >> 8) & 0xff, blue = pixel & 0xff
                    if !opaque {
                        if alpha == 0 {
                            (red, green, blue) = (0, 0, 0)
                        } else if alpha != 0xff {
                            red = (red * 255 + alpha / 2) / alpha
                            green = (green * 255 + alpha / 2) / alpha
                            blue = (blue * 255 + alpha / 2) / alpha
                        }
                    }
                    out[o] = UInt8(truncatingIfNeeded: red)
                    out[o + 1] = UInt8(truncatingIfNeeded: green)
                    out[o + 2] = UInt8(truncatingIfNeeded: blue)
                    if !opaque { out[o + 3] = UInt8(truncatingIfNeeded: alpha) }
                    o += channels
                }
            }
            count = rowBytes * height
        }
    }

    /// `bytes` as one zlib stream at zlib's fastest level.
    private static func deflate(_ bytes: [UInt8]) throws -> Data {
        var size = compressBound(uLong(bytes.count))
        var out = Data(count: Int(size))
        let status = out.withUnsafeMutableBytes { buffer in
            bytes.withUnsafeBufferPointer { input in
                compress2(buffer.baseAddress!.assumingMemoryBound(to: Bytef.self), &size, input.baseAddress, uLong(bytes.count), Z_BEST_SPEED)
            }
        }
        guard status == Z_OK else { throw RasterError("zlib cannot compress the PNG's pixels (status \(status))") }
        out.count = Int(size)
        return out
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: Data, to png: inout Data) {
        png.appendBigEndian(UInt32(data.count))
        let typed = Data(type.utf8) + data
        png.append(typed)
        let crc = typed.withUnsafeBytes { crc32(0, $0.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt($0.count)) }
        png.appendBigEndian(UInt32(crc))
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)])
    }
}
