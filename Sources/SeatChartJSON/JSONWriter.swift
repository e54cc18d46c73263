import Foundation
import SeatChartGeometry

/// Writes a ``JSONValue`` as text, deterministically: object members in the order given,
/// strings escaped by ``JSONString``, numbers through the project's one number writer
/// (`SVGNumber.format(_:precision:)`: at most ``precision`` decimals, whole numbers without
/// a fraction, never `-0`, never an exponent below 9e15).
///
/// Two layouts:
/// - ``Layout/compact``: one line, no spaces (`{"a":1,"b":[2,3]}`), for command output.
/// - ``Layout/indented``: two spaces per level, except "leaf" containers (those that hold
///   no array and whose objects hold only scalars), which stay on one line with `, ` and
///   `: ` between their entries: a seat or a position reads as one line. For files people
///   read and diff (pretix plans).
///
/// Non-finite numbers, which JSON cannot hold, are written as `null`.
public struct JSONWriter: Sendable {
    /// How the text is laid out.
    public enum Layout: Sendable {
        /// One line, no spaces.
        case compact
        /// Two spaces of indentation per level, leaf containers on one line.
        case indented
    }

    /// The layout; `compact` by default.
    public var layout: Layout
    /// The most decimals kept for numbers; 3 by default.
    public var precision: Int

    /// A writer with `layout` and `precision` decimals.
    public init(layout: Layout = .compact, precision: Int = 3) {
        self.layout = layout
        self.precision = precision
    }

    /// The document as text, without a final newline.
    public func text(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The document as UTF-8 text with a final newline, as a file holds it.
    public func data(_ value: JSONValue) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(value, into: &out)
        out.append(0x0A)
        return Data(out)
    }

    /// Appends the document to `out`, without a final newline.
    ///
    /// - Complexity: O(n) in the size of the document.
    public func write(_ value: JSONValue, into out: inout [UInt8]) {
        write(value, indent: 0, into: &out)
    }

    /// `value` as a JSON number with at most ``precision`` decimals (`12.5`, `-3.142`, `7`,
    /// never `-0`); `null` when not finite.
    public func number(_ value: Double) -> String {
        value.isFinite ? SVGNumber.format(value, precision: precision) : "null"
    }

    // MARK: - Values

    private func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let n): out += number(n).utf8
        case .string(let s): JSONString.append(s, to: &out)
        case .array(let elements):
            writeContainer(value, count: elements.count, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), indent: indent, into: &out) { i, out in
                write(elements[i], indent: indent + 2, into: &out)
            }
        case .object(let members):
            let separator = layout == .compact ? ":" : ": "
            writeContainer(value, count: members.count, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), indent: indent, into: &out) { i, out in
                JSONString.append(members[i].key, to: &out)
                out += separator.utf8
                write(members[i].value, indent: indent + 2, into: &out)
            }
        }
    }

    /// Writes `open`, the `count` entries (each by `entry`) separated by commas, and `close`:
    /// on one line when compact or for a leaf container, else one entry a line, indented.
    private func writeContainer(
        _ value: JSONValue, count: Int, open: UInt8, close: UInt8, indent: Int,
        into out: inout [UInt8], entry: (Int, inout [UInt8]) -> Void
    ) {
        out.append(open)
        defer { out.append(close) }
        guard count > 0 else { return }
        let compact = layout == .compact
        let oneLine = compact || isLeaf(value)
        for i in 0..<count {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            if !oneLine {
                newline(indent + 2, into: &out)
            } else if i > 0, !compact {
                out.append(0x20)
            }
            entry(i, &out)
        }
        if !oneLine { newline(indent, into: &out) }
    }

    private func newline(_ indent: Int, into out: inout [UInt8]) {
        out.append(0x0A)
        out += repeatElement(0x20, count: indent)
    }

    // MARK: - Leaf containers

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
}
