import Foundation
import SeatChart

/// Numbers as JSON text: at most a fixed number of decimals, whole numbers without a
/// fraction, never `-0`, never an exponent.
enum JSONNumberFormat {
    /// `value` rounded to `maximumFractionDigits` decimals, in its shortest form
    /// (`12`, `12.5`, `-0.25`). Non-finite values, which JSON cannot hold, are written as `0`.
    static func string(_ value: Double, maximumFractionDigits: Int) -> String {
        guard value.isFinite else { return "0" }
        let digits = max(0, min(maximumFractionDigits, 12))
        let factor = pow(10, Double(digits))
        var rounded = (value * factor).rounded() / factor
        if rounded == 0 { rounded = 0 }  // no -0
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        let scaled = (value * factor).rounded()
        if abs(scaled) < 1e15 {
            // Whole units and a fraction of `digits` digits, trailing zeros dropped.
            let units = Int64(scaled)
            let magnitude = units.magnitude, divisor = UInt64(factor)
            var fraction = String(magnitude % divisor)
            fraction = String(repeating: "0", count: digits - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            return (units < 0 ? "-" : "") + String(magnitude / divisor) + "." + fraction
        }
        var text = String(format: "%.\(digits)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}

/// Writes a ``JSONValue`` as indented text, deterministically.
///
/// Containers are indented by two spaces per level, except "leaf" containers (those that
/// hold no array and whose objects hold only scalars), which stay on one line: a seat or
/// a position reads as one line. Strings are escaped as RFC 8259 requires; numbers go
/// through ``JSONNumberFormat``.
struct JSONWriter {
    /// Decimals kept for non-integral numbers.
    var maximumFractionDigits = 3

    /// The document as UTF-8 text, with a final newline.
    func data(_ value: JSONValue) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(value, indent: 0, into: &out)
        out.append(0x0A)
        return Data(out)
    }

    private func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let n): out += JSONNumberFormat.string(n, maximumFractionDigits: maximumFractionDigits).utf8
        case .string(let s): writeString(s, into: &out)
        case .array(let elements):
            writeContainer(value, count: elements.count, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), indent: indent, into: &out) { i, out in
                write(elements[i], indent: indent + 2, into: &out)
            }
        case .object(let members):
            writeContainer(value, count: members.count, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), indent: indent, into: &out) { i, out in
                writeString(members[i].key, into: &out)
                out += ": ".utf8
                write(members[i].value, indent: indent + 2, into: &out)
            }
        }
    }

    /// Writes `open`, the `count` entries (each by `entry`) separated by commas, and `close`:
    /// on one line for a leaf container, else one entry a line, indented.
    private func writeContainer(
        _ value: JSONValue, count: Int, open: UInt8, close: UInt8, indent: Int,
        into out: inout [UInt8], entry: (Int, inout [UInt8]) -> Void
    ) {
        out.append(open)
        defer { out.append(close) }
        guard count > 0 else { return }
        let oneLine = isLeaf(value)
        for i in 0..<count {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            if oneLine {
                if i > 0 { out.append(0x20) }
            } else {
                newline(indent + 2, into: &out)
            }
            entry(i, &out)
        }
        if !oneLine { newline(indent, into: &out) }
    }

    private func newline(_ indent: Int, into out: inout [UInt8]) {
        out.append(0x0A)
        out += repeatElement(0x20, count: indent)
    }

    /// Whether a container is written on one line: it holds no array, and its objects hold only scalars.
    private func isLeaf(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let elements): return elements.allSatisfy(isScalar)
        case .object(let members):
            return members.allSatisfy { m in
                if isScalar(m.value) { return true }
                if case .object(let inner) = m.value { return inner.allSatisfy { isScalar($0.value) } }
                return false
            }
        default: return true
        }
    }

    private func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: return false
        default: return true
        }
    }

    private func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        defer { out.append(UInt8(ascii: "\"")) }
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.append(contentsOf: s.utf8)
            return
        }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x0D: out += "\\r".utf8
            case 0x09: out += "\\t".utf8
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: out.append(byte)
            }
        }
    }
}
