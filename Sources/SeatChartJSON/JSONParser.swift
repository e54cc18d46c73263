import Foundation

/// A strict RFC 8259 JSON parser that never traps and never recurses without bound.
///
/// Reports the first syntax error with its line and column. Accepts a leading UTF-8 byte
/// order mark; rejects invalid UTF-8, raw control characters in strings, trailing commas,
/// comments, leading zeros, and anything after the top-level value.
///
/// - Complexity: O(n) in the number of bytes; nesting deeper than ``maximumDepth``, or more
///   than ``maximumValues`` values, is an error.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    /// The most values (of every kind, containers included) a document may hold: a pretix
    /// plan of 2,000,000 seats, the most a chart may have, holds about 15 million. The bound
    /// keeps the parsed tree of a hostile file (millions of tiny objects) within about ten
    /// times the file's size.
    public static let maximumValues = 18_000_000

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var values = 0

    /// Parses `data` as one JSON document of at most `maximumValues` values.
    ///
    /// - Throws: ``JSONSyntaxError`` naming the line and column of the first problem.
    public static func parse(_ data: Data, maximumValues: Int = JSONParser.maximumValues) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: [UInt8](data), maximumValues: maximumValues)
        return try parser.document()
    }

    private let valueLimit: Int

    private init(bytes: [UInt8], maximumValues: Int) {
        self.bytes = bytes
        self.valueLimit = maximumValues
    }

    // MARK: - Grammar

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else {
            throw error(bytes.isEmpty ? "the file is empty; expected a JSON object" : "expected a JSON value, found only white space")
        }
        let value = try self.value()
        skipWhitespace()
        if index < bytes.count { throw error("expected the end of the file after the JSON value, found \(found())") }
        return value
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file; expected a JSON value (the file looks truncated)") }
        values += 1
        if values > valueLimit {
            throw error("more than \(valueLimit) values; expected a document of at most that many (a plan of 2,000,000 seats has about 15 million)")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a JSON value, found \(found())")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a key in double quotes, found \(found())") }
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\", found \(found())") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key, try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; depth -= 1; return .object(members) }
            throw error("expected ',' or '}' after an object member, found \(found())")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; depth -= 1; return .array(elements) }
            throw error("expected ',' or ']' after an array element, found \(found())")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("arrays and objects nested deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = bytes.count - index >= count && word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { throw error("expected a JSON value, found \(found())") }
        index += count
    }

    // MARK: - Numbers

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in a number, found \(found())") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("numbers may not have leading zeros") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after the decimal point, found \(found())") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent, found \(found())") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if let exact = Self.shortDecimal(bytes, start..<index) { return exact }
        let text = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<index]), as: UTF8.self) }
        // The grammar above is a subset of what Double parses; huge literals become ±infinity.
        return Double(text) ?? .nan
    }

    /// A number of at most 15 significant digits and 22 decimals without an exponent (`-12`,
    /// `380.5`: what charts hold), read without making a string. Exact: the digits are a whole
    /// number below 2^53 and 10^decimals is a double exactly, so one division rounds correctly
    /// (Clinger's fast path), as `Double("...")` would. `nil` for anything else.
    static func shortDecimal(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
        var i = range.lowerBound, negative = false
        if i < range.upperBound, bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var digits: Int64 = 0, count = 0, decimals = 0, afterPoint = false
        while i < range.upperBound {
            let b = bytes[i]
            if b == UInt8(ascii: ".") {
                afterPoint = true
            } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                if digits > 0 || b != UInt8(ascii: "0") { count += 1 }
                guard count <= 15 else { return nil }
                digits = digits * 10 + Int64(b - UInt8(ascii: "0"))
                if afterPoint { decimals += 1 }
            } else {
                return nil
            }
            i += 1
        }
        guard decimals <= 22 else { return nil }
        var value = Double(digits)
        if decimals > 0 { value /= powersOfTen[decimals] }
        // -0 stays -0, as Double("-0") gives.
        return negative ? -value : value
    }

    private static let powersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    // MARK: - Strings

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        // Most strings are plain ASCII without escapes: made straight from the file's bytes.
        var end = index, ascii = true
        while end < bytes.count {
            let b = bytes[end]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { break }
            if b >= 0x80 { ascii = false }
            end += 1
        }
        if ascii, end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let start = index
            index = end + 1
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        }
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string (the file looks truncated)") }
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                guard let s = String(validating: utf8, as: UTF8.self) else { throw error("a string holds bytes that are not UTF-8 text") }
                return s
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &utf8)
            case 0..<0x20:
                throw error("control character 0x\(String(b, radix: 16)) inside a string; write it as an escape")
            default:
                utf8.append(b)
                index += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("unexpected end of file inside a string (the file looks truncated)") }
        let b = bytes[index]
        index += 1
        switch b {
        case UInt8(ascii: "\""): utf8.append(b)
        case UInt8(ascii: "\\"): utf8.append(b)
        case UInt8(ascii: "/"): utf8.append(b)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape of a high surrogate must be followed by a low surrogate")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("expected a low surrogate \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("a \\u escape holds a lone low surrogate")
            }
            guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            utf8.append(contentsOf: Array(String(Character(u)).utf8))
        default:
            index -= 1
            throw error("invalid escape '\\\(printable(b))' in a string")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("unexpected end of file in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u, found \(found())")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: - Helpers

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ b: UInt8) -> Bool { index < bytes.count && bytes[index] == b }

    /// What sits at the current position, for messages.
    private func found() -> String {
        guard index < bytes.count else { return "the end of the file (the file looks truncated)" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(printable(b))'" }
        if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { return "white space" }
        return "byte 0x\(String(b, radix: 16, uppercase: true)) (not JSON text)"
    }

    private func printable(_ b: UInt8) -> String {
        b >= 0x20 && b < 0x7F ? String(UnicodeScalar(b)) : "0x\(String(b, radix: 16, uppercase: true))"
    }

    /// An error at the current position.
    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        var i = 0
        let end = min(index, bytes.count)
        while i < end {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return JSONSyntaxError(line: line, column: column, message: message)
    }
}
