import SeatChartGeometry

/// Appends numbers to a byte buffer exactly as ``SVGNumber/formatCompact(_:precision:)``
/// writes them, without creating strings: the per-seat fast path of the SVG.
///
/// Values whose scaled magnitude reaches 1e15 (never a coordinate in a chart) are handed to
/// ``SVGNumber`` itself, so the two always agree.
enum SVGNumberBytes {
    private static let powers: [Double] = (0...SVGNumber.maximumPrecision).map { p in
        var s = 1.0
        for _ in 0..<p { s *= 10 }
        return s
    }

    /// Appends `value` at `precision` decimals, compact form (`.5`, `-.25`, `12`).
    @inline(__always)
    static func appendCompact(_ value: Double, precision: Int, to buffer: inout [UInt8]) {
        let digits = min(max(precision, 0), SVGNumber.maximumPrecision)
        guard value.isFinite else { buffer.append(0x30); return }
        let scaled = (value * powers[digits]).rounded(.toNearestOrAwayFromZero)
        guard scaled != 0 else { buffer.append(0x30); return }
        guard abs(scaled) < 9.0e15 else {
            buffer.append(contentsOf: SVGNumber.formatCompact(value, precision: precision).utf8)
            return
        }
        if scaled < 0 { buffer.append(0x2D) }
        var units = UInt64(abs(scaled))
        // Drop trailing zeros of the fraction.
        var fractionDigits = digits
        while fractionDigits > 0 && units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        // Write the digits backwards into a small stack buffer, then copy.
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { raw in
            var end = raw.count
            var written = 0
            repeat {
                end -= 1
                raw[end] = 0x30 + UInt8(units % 10)
                units /= 10
                written += 1
                if written == fractionDigits {
                    end -= 1
                    raw[end] = 0x2E
                    // No leading zero before the point (compact form).
                    if units == 0 { break }
                }
            } while units > 0 || written < fractionDigits
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[end...]))
        }
    }

    /// Appends `value` at `precision` decimals with a leading zero (`0.5`), as
    /// ``SVGNumber/format(_:precision:)`` writes it.
    @inline(__always)
    static func append(_ value: Double, precision: Int, to buffer: inout [UInt8]) {
        let start = buffer.count
        appendCompact(value, precision: precision, to: &buffer)
        let first = buffer[start] == 0x2D ? start + 1 : start
        if first < buffer.count && buffer[first] == 0x2E { buffer.insert(0x30, at: first) }
    }

    /// Appends the pair `x y` after a command letter or a number, with a separator only where
    /// the numbers would otherwise run together (as ``SVGFormat/appendPair(_:_:to:precision:)``).
    @inline(__always)
    static func appendPair(_ x: Double, _ y: Double, precision: Int, to buffer: inout [UInt8]) {
        let start = buffer.count
        appendCompact(x, precision: precision, to: &buffer)
        let xHasPoint = buffer[start...].contains(0x2E)
        let yStart = buffer.count
        appendCompact(y, precision: precision, to: &buffer)
        let first = buffer[yStart]
        if !(first == 0x2D || (first == 0x2E && xHasPoint)) { buffer.insert(0x20, at: yStart) }
    }
}
