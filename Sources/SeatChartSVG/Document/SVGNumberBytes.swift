import SeatChartGeometry

/// Writes numbers as bytes exactly as ``SVGNumber/formatCompact(_:precision:)`` and
/// ``SVGNumber/format(_:precision:)`` write them, without creating strings: the per-seat fast
/// path of the SVG.
///
/// Values whose scaled magnitude reaches 9e15 (never a coordinate in a chart) are handed to
/// ``SVGNumber`` itself, so the two always agree.
enum SVGNumberBytes {
    /// The most bytes one number takes: a sign, a leading zero, 16 digits and the point.
    static let maximumLength = 32

    private static let powers: [Double] = (0...SVGNumber.maximumPrecision).map { p in
        var s = 1.0
        for _ in 0..<p { s *= 10 }
        return s
    }

    /// Writes `value` at `precision` decimals at `out` (room for ``maximumLength`` bytes) and
    /// returns the number of bytes: compact form (`.5`, `-.25`, `12`), or with a leading zero
    /// before the point (`0.5`) when `leadingZero`.
    @inline(__always)
    static func write(_ value: Double, precision: Int, leadingZero: Bool = false, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = min(max(precision, 0), SVGNumber.maximumPrecision)
        guard value.isFinite else { out[0] = 0x30; return 1 }
        let scaled = (value * powers[digits]).rounded(.toNearestOrAwayFromZero)
        guard scaled != 0 else { out[0] = 0x30; return 1 }
        guard abs(scaled) < 9.0e15 else {
            let text = leadingZero ? SVGNumber.format(value, precision: precision) : SVGNumber.formatCompact(value, precision: precision)
            var n = 0
            for byte in text.utf8.prefix(maximumLength) { out[n] = byte; n += 1 }
            return n
        }
        var units = UInt64(abs(scaled))
        // Drop trailing zeros of the fraction.
        var fractionDigits = digits
        while fractionDigits > 0 && units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        // Digits backwards into a stack buffer, then copied forwards.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { raw in
            var end = maximumLength
            var written = 0
            repeat {
                end -= 1
                raw[end] = 0x30 + UInt8(units % 10)
                units /= 10
                written += 1
                if written == fractionDigits {
                    end -= 1
                    raw[end] = 0x2E
                    if units == 0 {
                        if leadingZero { end -= 1; raw[end] = 0x30 }
                        break
                    }
                }
            } while units > 0 || written < fractionDigits
            if scaled < 0 { end -= 1; raw[end] = 0x2D }
            let n = maximumLength - end
            out.update(from: raw.baseAddress! + end, count: n)
            return n
        }
    }

    /// Appends `value` at `precision` decimals, compact form (`.5`, `-.25`, `12`).
    @inline(__always)
    static func appendCompact(_ number: Double, precision: Int, to value: inout SVGValueBytes) {
        value.appendASCII(maximum: maximumLength) { write(number, precision: precision, to: $0) }
    }

    /// Appends `value` at `precision` decimals with a leading zero (`0.5`), as
    /// ``SVGNumber/format(_:precision:)`` writes it.
    @inline(__always)
    static func append(_ number: Double, precision: Int, to value: inout SVGValueBytes) {
        value.appendASCII(maximum: maximumLength) { write(number, precision: precision, leadingZero: true, to: $0) }
    }

    /// Appends the pair `x y` after a command letter or a number, with a separator only where
    /// the numbers would otherwise run together (as ``SVGFormat/appendPair(_:_:to:precision:)``).
    @inline(__always)
    static func appendPair(_ x: Double, _ y: Double, precision: Int, to value: inout SVGValueBytes) {
        value.appendASCII(maximum: 2 * maximumLength + 1) { out in
            let xCount = write(x, precision: precision, to: out)
            var xHasPoint = false
            for k in 0..<xCount where out[k] == 0x2E { xHasPoint = true }
            let yCount = write(y, precision: precision, to: out + xCount + 1)
            let first = out[xCount + 1]
            if first == 0x2D || (first == 0x2E && xHasPoint) {
                (out + xCount).update(from: out + xCount + 1, count: yCount)
                return xCount + yCount
            }
            out[xCount] = 0x20
            return xCount + 1 + yCount
        }
    }
}

extension SVGNumberBytes {
    /// `value` compact, as bytes (for tests and slow paths).
    static func compactBytes(_ value: Double, precision: Int) -> [UInt8] {
        bytes { appendCompact(value, precision: precision, to: &$0) }
    }

    /// `value` with a leading zero, as bytes (for tests and slow paths).
    static func bytes(_ value: Double, precision: Int) -> [UInt8] {
        bytes { append(value, precision: precision, to: &$0) }
    }

    /// The pair `x y`, as bytes (for tests and slow paths).
    static func pairBytes(_ x: Double, _ y: Double, precision: Int) -> [UInt8] {
        bytes { appendPair(x, y, precision: precision, to: &$0) }
    }

    private static func bytes(_ build: (inout SVGValueBytes) -> Void) -> [UInt8] {
        var value = SVGValueBytes(capacity: 64)
        defer { value.deallocate() }
        build(&value)
        return Array(value.bytes)
    }
}
