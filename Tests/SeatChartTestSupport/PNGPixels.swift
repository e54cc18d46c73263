import CRasterLibraries
import Foundation

/// A PNG file's pixels, read with cairo, to check what a picture shows where.
public struct PNGPixels: Sendable {
    public let width: Int
    public let height: Int
    private let rows: [[UInt32]]

    /// Reads the PNG at `path`, or nil when cairo cannot.
    public init?(path: String) {
        guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            return nil
        }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let format = cairo_image_surface_get_format(surface)
        var rows: [[UInt32]] = []
        for y in 0..<height {
            let row = data + y * stride
            rows.append((0..<width).map { x in
                if format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 {
                    return row.withMemoryRebound(to: UInt32.self, capacity: width) { $0[x] }
                }
                return 0
            })
        }
        self.rows = rows
        self.width = width
        self.height = height
    }

    private init(width: Int, height: Int, rows: [[UInt32]]) {
        self.width = width
        self.height = height
        self.rows = rows
    }

    /// The top left `width` × `height` pixels (a picture whose last row or column another
    /// rasteriser rounded the other way), or nil when the picture is smaller.
    public func cropped(width: Int, height: Int) -> PNGPixels? {
        guard width <= self.width, height <= self.height else { return nil }
        return PNGPixels(width: width, height: height, rows: rows.prefix(height).map { Array($0.prefix(width)) })
    }

    /// The pixel at (x, y) as (red, green, blue), each 0...255 (premultiplied alpha undone
    /// only for opaque pixels, which is what these checks read).
    public func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let value = rows[min(max(y, 0), height - 1)][min(max(x, 0), width - 1)]
        return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
    }

    /// The largest difference of a channel (alpha included) between this picture and
    /// `other`, pixel by pixel; nil when their sizes differ.
    public func largestDifference(from other: PNGPixels) -> Int? {
        differences(from: other)?.max() ?? 0
    }

    /// The share (0 to 1) of pixels where a channel differs from `other`'s by more than
    /// `levels`; nil when their sizes differ.
    public func share(differingFrom other: PNGPixels, byMoreThan levels: Int) -> Double? {
        guard let differences = differences(from: other), !differences.isEmpty else { return nil }
        return Double(differences.filter { $0 > levels }.count) / Double(differences.count)
    }

    /// The share (0 to 1) of pixels where a channel differs from `other`'s by more than
    /// `levels` once both are blurred by a Gaussian of `sigma` pixels (the parity measure:
    /// two rasterisers' antialiasing of the same edges blurs away, a shape out of place does
    /// not); nil when their sizes differ.
    public func share(differingFrom other: PNGPixels, byMoreThan levels: Int, afterBlurring sigma: Double) -> Double? {
        guard width == other.width, height == other.height, width > 0, height > 0 else { return nil }
        let a = blurredChannels(sigma), b = other.blurredChannels(sigma)
        var count = 0
        for pixel in 0..<(width * height) {
            var largest: Float = 0
            for channel in 0..<4 { largest = max(largest, abs(a[4 * pixel + channel] - b[4 * pixel + channel])) }
            if largest > Float(levels) { count += 1 }
        }
        return Double(count) / Double(width * height)
    }

    /// The four channels of every pixel, blurred by a Gaussian of `sigma` pixels (rows, then
    /// columns; edges repeat the last pixel).
    private func blurredChannels(_ sigma: Double) -> [Float] {
        let radius = max(1, Int((3 * sigma).rounded(.up)))
        var kernel = (-radius...radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var channels = [Float](repeating: 0, count: 4 * width * height)
        for (y, row) in rows.enumerated() {
            for (x, value) in row.enumerated() {
                for channel in 0..<4 { channels[4 * (y * width + x) + channel] = Float((value >> UInt32(8 * channel)) & 0xFF) }
            }
        }
        let alongRows = Self.convolved(channels, width: width, height: height, kernel: kernel, horizontally: true)
        return Self.convolved(alongRows, width: width, height: height, kernel: kernel, horizontally: false)
    }

    /// `channels` (four a pixel) convolved with `kernel` along rows or along columns, the
    /// edge pixels repeated.
    private static func convolved(_ channels: [Float], width w: Int, height h: Int, kernel: [Float], horizontally: Bool) -> [Float] {
        let radius = kernel.count / 2
        var out = channels
        channels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for y in 0..<h {
                    for x in 0..<w {
                        for channel in 0..<4 {
                            var sum: Float = 0
                            for k in -radius...radius {
                                let (sx, sy) = horizontally ? (min(max(x + k, 0), w - 1), y) : (x, min(max(y + k, 0), h - 1))
                                sum += kernel[k + radius] * source[4 * (sy * w + sx) + channel]
                            }
                            target[4 * (y * w + x) + channel] = sum
                        }
                    }
                }
            }
        }
        return out
    }

    /// Each pixel's largest difference of a channel from `other`'s; nil when sizes differ.
    private func differences(from other: PNGPixels) -> [Int]? {
        guard width == other.width, height == other.height else { return nil }
        var differences: [Int] = []
        differences.reserveCapacity(width * height)
        for (row, otherRow) in zip(rows, other.rows) {
            for (a, b) in zip(row, otherRow) {
                var largest = 0
                if a != b {
                    for shift in stride(from: 0, through: 24, by: 8) {
                        largest = max(largest, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                    }
                }
                differences.append(largest)
            }
        }
        return differences
    }

    /// Whether the pixel at (x, y) is `hex` (#rrggbb) give or take `tolerance` a channel.
    public func pixel(_ x: Int, _ y: Int, is hex: String, tolerance: Int = 24) -> Bool {
        let digits = hex.dropFirst()
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return false }
        let (r, g, b) = rgb(x, y)
        return abs(r - (value >> 16 & 0xFF)) <= tolerance && abs(g - (value >> 8 & 0xFF)) <= tolerance
            && abs(b - (value & 0xFF)) <= tolerance
    }
}
