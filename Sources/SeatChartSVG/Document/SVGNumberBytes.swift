import SeatChartGeometry

/// Appends numbers to attribute values as bytes, without creating strings: the per-seat fast
/// path of the SVG. The digits come from the one number writer of the geometry module
/// (``SVGNumber/write(_:precision:leadingZero:to:)``), the separators from its one rule.
enum SVGNumberBytes {
    /// The most bytes one number takes.
    static let maximumLength = SVGNumber.maximumLength

    /// Writes `value` at `precision` decimals at `out` (room for ``maximumLength`` bytes)
    /// through the one number writer, ``SVGNumber/write(_:precision:leadingZero:to:)``.
    @inline(__always)
    static func write(_ value: Double, precision: Int, leadingZero: Bool = false, to out: UnsafeMutablePointer<UInt8>) -> Int {
        SVGNumber.write(value, precision: precision, leadingZero: leadingZero, to: out)
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
            if !SVGNumber.needsSeparator(before: out[xCount + 1], afterPoint: xHasPoint) {
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
        build(&value)
        return Array(value.bytes)
    }
}
