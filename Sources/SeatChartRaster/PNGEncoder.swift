import CRasterLibraries
import CZlib
import Foundation
import SeatChartConcurrency

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
    /// unpremultiplied as cairo's writer does; bands of rows a core for a large picture.
    private static func filteredRows(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, opaque: Bool
    ) -> [UInt8] {
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        let bands = width * height >= 1 << 18 ? min(ProcessInfo.processInfo.activeProcessorCount, height) : 1
        return [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, count in
            let target = RowTarget(bytes: out, pixels: pixels)
            ConcurrentWork.forEach(bands, workers: bands) { band in
                for y in (band * height / bands)..<((band + 1) * height / bands) {
                    filterRow(y, of: target, width: width, stride: stride, rowBytes: rowBytes, opaque: opaque)
                }
            }
            count = rowBytes * height
        }
    }

    /// Writes row `y` of `target`'s pixels into its bytes.
    private static func filterRow(_ y: Int, of target: RowTarget, width: Int, stride: Int, rowBytes: Int, opaque: Bool) {
        let out = target.bytes, channels = opaque ? 3 : 4
        let row = UnsafeRawPointer(target.pixels + y * stride).assumingMemoryBound(to: UInt32.self)
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

    /// The bytes of a piece compressed on its own (1 MiB: a 1200-pixel ticket's 4.3 MB of
    /// rows are five pieces).
    private static let pieceSize = 1 << 20

    /// The bytes of piece `index` of `count` bytes.
    private static func piece(_ index: Int, of count: Int) -> Range<Int> {
        (index * pieceSize)..<min(count, (index + 1) * pieceSize)
    }

    /// `bytes` as one zlib stream at zlib's fastest level, compressed a piece a core: each
    /// piece a raw deflate stream primed with the 32 KiB before it and ended on a byte
    /// boundary (a sync flush), the last one finished, so that the pieces laid end to end
    /// are one stream (as pigz does), their checksums combined. The pieces depend on the
    /// size alone, so the bytes are the same on any machine.
    private static func deflate(_ bytes: [UInt8]) throws -> Data {
        let count = max(1, (bytes.count + pieceSize - 1) / pieceSize)
        let pieces = ConcurrentWork.map(count, workers: ProcessInfo.processInfo.activeProcessorCount) { index in
            Result { () throws(RasterError) in try deflatePiece(of: bytes, at: index, last: index == count - 1) }
        }
        // A zlib header of the fastest level, the pieces, the Adler-32 of all the bytes.
        var out = Data([0x78, 0x01])
        var adler = adler32(0, nil, 0)
        for (index, compressed) in pieces.enumerated() {
            let (data, checksum) = try compressed.get()
            out.append(data)
            adler = index == 0 ? checksum : adler32_combine(adler, checksum, off_t(piece(index, of: bytes.count).count))
        }
        out.appendBigEndian(UInt32(truncatingIfNeeded: adler))
        return out
    }

    /// Piece `index` of `bytes` as raw deflate, and its Adler-32.
    private static func deflatePiece(of bytes: [UInt8], at index: Int, last: Bool) throws(RasterError) -> (data: Data, adler: uLong) {
        let range = piece(index, of: bytes.count)
        return try bytes.withUnsafeBufferPointer { all throws(RasterError) in
            let base = UnsafeMutablePointer(mutating: all.baseAddress)
            var stream = z_stream()
            guard seatchart_deflate_init_raw(&stream, Z_BEST_SPEED) == Z_OK else { throw RasterError("zlib cannot start compressing") }
            defer { deflateEnd(&stream) }
            if index > 0, let base {
                let primed = max(0, range.lowerBound - 32_768)
                deflateSetDictionary(&stream, base + primed, uInt(range.lowerBound - primed))
            }
            var out = Data(count: Int(deflateBound(&stream, uLong(range.count))) + 64)
            let status = out.withUnsafeMutableBytes { buffer -> Int32 in
                stream.next_in = base.map { $0 + range.lowerBound }
                stream.avail_in = uInt(range.count)
                stream.next_out = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.avail_out = uInt(buffer.count)
                return CZlib.deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH)
            }
            guard status == (last ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else {
                throw RasterError("zlib cannot compress the PNG's pixels (status \(status))")
            }
            out.count = Int(stream.total_out)
            let adler = adler32(adler32(0, nil, 0), base.map { $0 + range.lowerBound }, uInt(range.count))
            return (out, adler)
        }
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

/// The rows' bytes being written and the pixels read, handed to the threads of
/// ``PNGEncoder``'s bands: each thread writes the rows of its own band only.
private struct RowTarget: @unchecked Sendable {
    let bytes: UnsafeMutableBufferPointer<UInt8>
    let pixels: UnsafeMutablePointer<UInt8>
}
