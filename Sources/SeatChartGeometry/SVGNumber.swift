/// Writes numbers the way SVG output wants them: short, exact to a chosen number of
/// decimals, and the same bytes for the same value.
///
/// `format(1.5, precision: 3)` is `"1.5"`, `format(2.0004, precision: 3)` is `"2"`,
/// `format(-0.0001, precision: 3)` is `"0"` (never `"-0"`), and a non-finite value is `"0"`.
/// Rounding is half away from zero on the decimal digits of the binary value.
public enum SVGNumber {
    /// The precision charts are written with unless told otherwise: 3 decimals (a millimetre
    /// in chart units). The SVG writer and the viewport that `hit --screen` inverts share it.
    public static let defaultPrecision = 3

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
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let written = write(value, precision: precision, leadingZero: !compact, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<written]), as: UTF8.self)
        }
    }

    /// `value` rounded to at most `precision` decimals (half away from zero), as a reader of
    /// the written text sees it: `rounded(2.0004, precision: 3)` is `2`; never `-0`, and `0`
    /// for NaN and infinities.
    public static func rounded(_ value: Double, precision: Int) -> Double {
        guard value.isFinite else { return 0 }
        let scale = powerOfTen(clampedPrecision(precision))
        let r = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        return r == 0 ? 0 : r
    }

    // MARK: - Bytes (the one writer every module's output goes through)

    /// The most bytes ``write(_:precision:leadingZero:to:)`` writes for one number.
    package static let maximumLength = 32

    /// Writes `value` at `precision` decimals at `out` (room for ``maximumLength`` bytes) and
    /// returns the number of bytes: compact (`.5`, `-.25`, `12`), or with a leading zero
    /// before the point (`0.5`) when `leadingZero`. The same text as ``format(_:precision:)``
    /// and ``formatCompact(_:precision:)``, without creating a string.
    @inline(__always)
    package static func write(_ value: Double, precision: Int, leadingZero: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else { out[0] = UInt8(ascii: "0"); return 1 }
        let digits = clampedPrecision(precision)
        let scaled = (value * powerOfTen(digits)).rounded(.toNearestOrAwayFromZero)
        guard abs(scaled) < 9.0e15 else {
            // No decimals left in a Double: the whole number.
            let whole = value.rounded(.toNearestOrAwayFromZero)
            var text = abs(whole) < 9.2e18 ? String(Int64(whole)) : "\(whole)"
            var n = 0
            text.withUTF8 { for byte in $0.prefix(maximumLength) { out[n] = byte; n += 1 } }
            return n
        }
        return render(units: Int64(scaled), precision: digits, compact: !leadingZero, into: out).length
    }

    /// Whether a number whose text starts with `first` must be separated by a space from the
    /// number before it in path data or a list: not before a `-`, and not before a `.` when
    /// the number before already has its point (`.5.25` reads as `.5 .25`).
    @inline(__always)
    package static func needsSeparator(before first: UInt8, afterPoint: Bool) -> Bool {
        if first == UInt8(ascii: "-") { return false }
        if first == UInt8(ascii: ".") { return !afterPoint }
        return true
    }

    // MARK: - Fixed-point digits (shared with the path data writer)

    /// `precision` clamped to `0...maximumPrecision`.
    package static func clampedPrecision(_ precision: Int) -> Int {
        min(max(precision, 0), maximumPrecision)
    }

    /// 10 to the power `digits` (`digits` in `0...maximumPrecision`).
    @inline(__always)
    package static func powerOfTen(_ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return scale
    }

    /// The most bytes ``render(units:precision:compact:into:)`` writes.
    package static let maximumRenderedLength = 24

    /// Writes the text of `units`, a whole count of `10^-precision`, at `buffer` (room for
    /// ``maximumRenderedLength`` bytes) and returns its length and whether it has a decimal
    /// point. No trailing zeros, no `-0`; with `compact`, no `0` before the point of a
    /// number below one. Divides by the constant 10 only, and never allocates.
    @inline(__always)
    package static func render(units: Int64, precision: Int, compact: Bool,
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
