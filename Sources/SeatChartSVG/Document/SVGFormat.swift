import SeatChartGeometry

/// Numbers and path data as the SVG writes them: at most `precision` decimals, whole numbers
/// without a fraction, no `-0` (``SVGNumber`` and ``Path/svgPathData(precision:)`` of the
/// geometry module do the work).
public enum SVGFormat {
    /// The precision `seatchart render` writes: 3 decimals (a millimetre in chart units).
    public static let defaultPrecision = 3

    /// `value` as attribute text, with a leading zero (`0.5`).
    @inline(__always)
    public static func number(_ value: Double, precision: Int = defaultPrecision) -> String {
        SVGNumber.format(value, precision: precision)
    }

    /// `value` as path-data text, without a leading zero (`.5`).
    @inline(__always)
    public static func compactNumber(_ value: Double, precision: Int = defaultPrecision) -> String {
        SVGNumber.formatCompact(value, precision: precision)
    }

    /// `value` rounded to `precision` decimals, as a reader of the written text sees it.
    @inline(__always)
    public static func round(_ value: Double, precision: Int = defaultPrecision) -> Double {
        guard value.isFinite else { return 0 }
        var scale = 1.0
        for _ in 0..<min(max(precision, 0), SVGNumber.maximumPrecision) { scale *= 10 }
        let r = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return r == 0 ? 0 : r
    }

    /// `path` as the value of a `d` attribute.
    public static func pathData(_ path: Path, precision: Int = defaultPrecision) -> String {
        path.svgPathData(precision: precision)
    }

    /// Appends the pair `x y` to path data that ends with a command letter or a number,
    /// with a separator only where the numbers would otherwise run together.
    @inline(__always)
    public static func appendPair(_ x: Double, _ y: Double, to text: inout String, precision: Int = defaultPrecision) {
        let xs = compactNumber(x, precision: precision), ys = compactNumber(y, precision: precision)
        text += xs
        if !(ys.hasPrefix("-") || (ys.hasPrefix(".") && xs.contains("."))) { text += " " }
        text += ys
    }
}
