/// Writes numbers the way SVG output wants them: short, exact to a chosen number of
/// decimals, and the same bytes for the same value.
///
/// `format(1.5, precision: 3)` is `"1.5"`, `format(2.0004, precision: 3)` is `"2"`,
/// `format(-0.0001, precision: 3)` is `"0"` (never `"-0"`), and a non-finite value is `"0"`.
/// Rounding is half away from zero on the decimal digits of the binary value.
public enum SVGNumber {
    /// The largest precision honoured; larger requests are clamped to it.
    public static let maximumPrecision = 12

    /// `value` rounded to at most `precision` decimals, with no trailing zeros, no
    /// fraction for whole numbers and no `-0`; `"0"` for NaN and infinities. Magnitudes of
    /// 1e15 and above, where a Double has no decimals left, are written as whole numbers
    /// (or in Swift's exponent form beyond 9.2e18).
    ///
    /// - Parameters:
    ///   - value: The number to write.
    ///   - precision: The most decimals to keep, clamped to `0...maximumPrecision`.
    /// - Returns: The shortest text for the rounded value, with a leading zero (`"0.5"`).
    public static func format(_ value: Double, precision: Int) -> String {
        guard value.isFinite else { return "0" }
        let digits = min(max(precision, 0), maximumPrecision)
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled != 0 else { return "0" }
        guard abs(scaled) < 9.0e15 else {
            let whole = value.rounded(.toNearestOrAwayFromZero)
            if abs(whole) < 9.2e18 { return String(Int64(whole)) }
            return "\(whole)"
        }
        let negative = scaled < 0
        let units = UInt64(abs(scaled))
        var integer = units, fraction: UInt64 = 0, fractionDigits = digits
        if digits > 0 {
            let divisor = UInt64(scale)
            integer = units / divisor
            fraction = units % divisor
            while fractionDigits > 0 && fraction % 10 == 0 {
                fraction /= 10
                fractionDigits -= 1
            }
        }
        var text = negative ? "-" : ""
        text += String(integer)
        if fractionDigits > 0 {
            let part = String(fraction)
            text += "."
            text += String(repeating: "0", count: fractionDigits - part.count)
            text += part
        }
        return text
    }

    /// Like ``format(_:precision:)`` but without the leading zero of a number below one
    /// (`".5"`, `"-.25"`): valid SVG path data and attribute syntax, one byte shorter.
    public static func formatCompact(_ value: Double, precision: Int) -> String {
        let text = format(value, precision: precision)
        if text.hasPrefix("0.") { return String(text.dropFirst()) }
        if text.hasPrefix("-0.") { return "-" + text.dropFirst(2) }
        return text
    }
}
