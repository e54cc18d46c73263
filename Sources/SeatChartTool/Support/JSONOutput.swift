import Foundation
import SeatChartGeometry

/// A JSON document for `--json` output, written deterministically: object members in the
/// order given (``object(sorting:)`` sorts dictionary-like maps by key), numbers with at most
/// three decimals, whole numbers without a fraction, never `-0`.
indirect enum JSONOutput {
    case null
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number, written with at most three decimals (`null` when not finite).
    case number(Double)
    case string(String)
    case array([JSONOutput])
    /// Members in this order.
    case object([(String, JSONOutput)])

    /// An object whose members are `map`'s, sorted by key.
    static func object(sorting map: [String: JSONOutput]) -> JSONOutput {
        .object(map.sorted { $0.key < $1.key })
    }

    /// The document as compact JSON text.
    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the document to `out`.
    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let n): out += n.isFinite ? JSONOutput.decimal(n) : "null"
        case .string(let s): JSONOutput.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, member) in members.enumerated() {
                if i > 0 { out += "," }
                JSONOutput.writeString(member.0, to: &out)
                out += ":"
                member.1.write(to: &out)
            }
            out += "}"
        }
    }

    /// `n` with at most three decimals: `12.5`, `-3.142`, `7`, never `-0`.
    static func decimal(_ n: Double) -> String { SVGNumber.format(n, precision: 3) }

    /// A rotation in degrees in `[0, 360)` with at most three decimals (`359.9999` is `0`).
    static func degrees(_ angle: Angle) -> String {
        let text = decimal(angle.normalizedDegrees)
        return text == "360" ? "0" : text
    }

    /// Appends `s` as a JSON string: quotes, backslashes and control characters escaped.
    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// Writing large outputs to standard output in one go.
enum StandardOutput {
    /// Writes `text` to standard output as it is (add the newline yourself).
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
