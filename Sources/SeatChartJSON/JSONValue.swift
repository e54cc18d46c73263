/// A JSON document as read, with object members kept in file order (duplicates included),
/// so that a reader can report duplicate and unknown keys instead of silently dropping them.
///
/// Unlike `JSONSerialization`, booleans and numbers are distinct cases: `true` is never
/// the number 1.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number. Literals too large for a `Double` read as an infinity, so that a reader
    /// can reject them as non-finite.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object's members in file order; a key may appear more than once.
    case object([JSONMember])

    /// A short description of the value for messages: `"abc"`, `-3`, `true`, `null`,
    /// `an object`, `an array`. Long strings are cut.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONValue.numberSummary(n)
        case .string(let s):
            let limit = 40
            let shown = s.count > limit ? String(s.prefix(limit)) + "…" : s
            return "\"\(shown)\""
        case .array(let a): return a.isEmpty ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }

    /// A number as it reads in a message: whole numbers without a fraction.
    public static func numberSummary(_ n: Double) -> String {
        guard n.isFinite else { return "a number too large to represent" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }
}

/// One member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON syntax error, with the 1-based line and column where it was found.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in characters.
    public var column: Int
    /// What was wrong and what was expected.
    public var message: String

    /// Creates a syntax error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line L, column C`: the place part of a problem report (SeatChart's `InputProblem`).
    public var place: String { "line \(line), column \(column)" }

    /// `line L, column C: MESSAGE`.
    public var description: String { "\(place): \(message)" }
}
