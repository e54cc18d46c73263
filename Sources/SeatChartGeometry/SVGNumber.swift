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
    /// 9e15 units of the last decimal and above, where a Double has no decimals left, are
    /// written as whole numbers (in Swift's exponent form beyond 9.2e18).
    ///
    /// - Parameters:
    ///   - value: The number to write.
    ///   - precision: The most decimals to keep, clamped to `0...maximumPrecision`.
    /// - Returns: The shortest text for the rounded value, with a leading zero (`"0.5"`).
    public static func format(_ value: Double, precision: Int) -> String {
        format(value, precision: precision, compact: false)
    }

    /// Like ``format(_:precision:)`` but without the leading zero of a number below one
    /// (`".5"`, `"-.25"`): valid SVG path data and attribute syntax, one byte shorter.
    public static func formatCompact(_ value: Double, precision: Int) -> String {
        format(value, precision: precision, compact: true)
    }

    private static func format(_ value: Double, precision: Int, compact: Bool) -> String {
        guard value.isFinite else { return "0" }
        let digits = clampedPrecision(precision)
        let scaled = (value * powerOfTen(digits)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e15 else {
            let whole = value.rounded(.toNearestOrAwayFromZero)
            if abs(whole) < 9.2e18 { return String(Int64(whole)) }
            return "\(whole)"
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumRenderedLength) { buffer in
            let written = render(units: Int64(scaled), precision: digits, compact: compact, into: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<written.length]), as: UTF8.self)
        }
    }

    // MARK: - Fixed-point digits (shared with the path data writer)

    /// `precision` clamped to `0...maximumPrecision`.
    static func clampedPrecision(_ precision: Int) -> Int {
        min(max(precision, 0), maximumPrecision)
    }

    /// 10 to the power `digits` (`digits` in `0...maximumPrecision`).
    static func powerOfTen(_ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return scale
    }

    /// The most bytes ``render(units:precision:compact:into:)`` writes.
    static let maximumRenderedLength = 24

    /// Writes the text of `units`, a whole count of `10^-precision`, at `buffer` (room for
    /// ``maximumRenderedLength`` bytes) and returns its length and whether it has a decimal
    /// point. No trailing zeros, no `-0`; with `compact`, no `0` before the point of a
    /// number below one. Divides by the constant 10 only, and never allocates.
    @inline(__always)
    static func render(units: Int64, precision: Int, compact: Bool,
                       into buffer: UnsafeMutablePointer<UInt8>) -> (length: Int, hasPoint: Bool) {
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &scratch) { raw -> (length: Int, hasPoint: Bool) in
            let tmp = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let end = maximumRenderedLength
            var pos = end
            var v = units.magnitude
            var inFraction = false
            for _ in 0..<precision {
                let digit = UInt8(truncatingIfNeeded: v % 10)
                v /= 10
                if inFraction || digit != 0 {
                    pos -= 1
                    tmp[pos] = UInt8(ascii: "0") &+ digit
                    inFraction = true
                }
            }
            if inFraction {
                pos -= 1
                tmp[pos] = UInt8(ascii: ".")
            }
            if v > 0 {
                repeat {
                    pos -= 1
                    tmp[pos] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: v % 10)
                    v /= 10
                } while v > 0 && pos > 1
            } else if !inFraction || !compact {
                pos -= 1
                tmp[pos] = UInt8(ascii: "0")
            }
            if units < 0 {
                pos -= 1
                tmp[pos] = UInt8(ascii: "-")
            }
            let length = end - pos
            buffer.update(from: tmp + pos, count: length)
            return (length, inFraction)
        }
    }
}
