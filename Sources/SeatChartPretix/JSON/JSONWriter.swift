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
        var out = ""
        write(value, indent: 0, into: &out)
        out += "\n"
        return Data(out.utf8)
    }

    private func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONNumberFormat.string(n, maximumFractionDigits: maximumFractionDigits)
        case .string(let s): writeString(s, into: &out)
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            if isLeaf(value) {
                out += "["
                for (i, e) in elements.enumerated() {
                    if i > 0 { out += ", " }
                    write(e, indent: indent, into: &out)
                }
                out += "]"
                return
            }
            let pad = String(repeating: " ", count: indent + 2)
            out += "[\n"
            for (i, e) in elements.enumerated() {
                out += pad
                write(e, indent: indent + 2, into: &out)
                out += i + 1 < elements.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            if isLeaf(value) {
                out += "{"
                for (i, m) in members.enumerated() {
                    if i > 0 { out += ", " }
                    writeString(m.key, into: &out)
                    out += ": "
                    write(m.value, indent: indent, into: &out)
                }
                out += "}"
                return
            }
            let pad = String(repeating: " ", count: indent + 2)
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += pad
                writeString(m.key, into: &out)
                out += ": "
                write(m.value, indent: indent + 2, into: &out)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
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

    private func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
