/// Where each value of a JSON text lies: the byte range of a value and, for a container, the
/// spans of its entries (an object's member values, in file order; an array's elements).
///
/// Made from text ``JSONParser`` has accepted (``JSONSpan/of(_:)`` answers `nil` otherwise), so
/// that a tool writing a document back can keep the bytes of the values it did not change
/// (``JSONSplice``).
public struct JSONSpan: Hashable, Sendable {
    /// The value's bytes, from its first to its last byte (`{` to `}` for an object).
    public var range: Range<Int>
    /// The spans of an object's member values or of an array's elements, in order; empty for
    /// a scalar.
    public var entries: [JSONSpan]

    /// The spans of the JSON text `bytes`, or `nil` when it is not one JSON value (possibly
    /// surrounded by white space and preceded by a byte order mark).
    ///
    /// - Complexity: O(n) in the number of bytes; nesting is bounded by
    ///   ``JSONParser/maximumDepth``.
    public static func of(_ bytes: [UInt8]) -> JSONSpan? {
        var scanner = Scanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        scanner.skipWhitespace()
        guard let span = scanner.value(depth: 0) else { return nil }
        scanner.skipWhitespace()
        return scanner.index == bytes.count ? span : nil
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) -> JSONSpan? {
            guard index < bytes.count, depth <= JSONParser.maximumDepth else { return nil }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                index += 1
                var entries: [JSONSpan] = []
                skipWhitespace()
                if index < bytes.count, bytes[index] == close {
                    index += 1
                    return JSONSpan(range: start..<index, entries: [])
                }
                while index < bytes.count {
                    skipWhitespace()
                    if isObject {
                        guard string() else { return nil }
                        skipWhitespace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                        index += 1
                        skipWhitespace()
                    }
                    guard let entry = value(depth: depth + 1) else { return nil }
                    entries.append(entry)
                    skipWhitespace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == close else { return nil }
                    index += 1
                    return JSONSpan(range: start..<index, entries: entries)
                }
                return nil
            case UInt8(ascii: "\""):
                return string() ? JSONSpan(range: start..<index, entries: []) : nil
            default:
                // A number, true, false or null: up to the next delimiter.
                while index < bytes.count, ![0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[index]) {
                    index += 1
                }
                return index > start ? JSONSpan(range: start..<index, entries: []) : nil
            }
        }

        /// Skips a string, escapes included; false when it does not end.
        mutating func string() -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return false }
            index += 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""): index += 1; return true
                default: index += 1
                }
            }
            return false
        }
    }
}
