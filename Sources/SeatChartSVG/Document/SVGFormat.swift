import SeatChartGeometry

/// Numbers and path data as the SVG writes them: at most `precision` decimals, whole numbers
/// without a fraction, no `-0` (``SVGNumber`` and ``Path/svgPathData(precision:)`` of the
/// geometry module do the work).
public enum SVGFormat {
    /// The precision `seatchart render` writes, ``SVGNumber/defaultPrecision``: 3 decimals
    /// (a millimetre in chart units).
    public static let defaultPrecision = SVGNumber.defaultPrecision

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
        SVGNumber.rounded(value, precision: precision)
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
        if let first = ys.utf8.first, SVGNumber.needsSeparator(before: first, afterPoint: xs.utf8.contains(UInt8(ascii: "."))) {
            text += " "
        }
        text += ys
    }
}
