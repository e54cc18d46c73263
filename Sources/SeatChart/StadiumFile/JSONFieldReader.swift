import SeatChartGeometry
import SeatChartJSON

/// Reads typed fields out of parsed JSON while collecting every problem found, each with
/// the file, its JSON path and what was expected. Nothing here throws: a reader keeps
/// going after a problem so that the user sees all of them at once.
struct JSONFieldReader {
    /// The file name as the user gave it.
    let file: String
    /// Every problem found so far, in the order found.
    private(set) var problems: [InputProblem] = []

    init(file: String) { self.file = file }

    /// Records a problem at `place`.
    mutating func report(_ place: String, _ message: String) {
        problems.append(InputProblem(file: file, place: place, message: message))
    }

    /// The path of `key` inside the object at `place` (`bowl` + `rings` → `bowl.rings`).
    static func path(_ place: String, _ key: String) -> String { place.isEmpty ? key : "\(place).\(key)" }

    /// The path of element `index` of the array at `place`.
    static func path(_ place: String, _ index: Int) -> String { "\(place)[\(index)]" }

    // MARK: - Objects

    /// The members of the object at `place`, first occurrence of each key. Reports a value
    /// that is not an object, duplicate keys and keys not in `keys` (with a suggestion).
    mutating func object(_ value: JSONValue, at place: String, what: String, keys: [String]) -> [String: JSONValue]? {
        guard case .object(let members) = value else {
            // The root is named `$`, as JSON paths name it, so that every message has a place.
            report(place.isEmpty ? "$" : place, "expected \(what) (a JSON object), found \(value.summary)")
            return nil
        }
        var result: [String: JSONValue] = [:]
        for member in members {
            let memberPlace = Self.path(place, member.key)
            if result[member.key] != nil {
                report(memberPlace, KeyProblem.duplicate)
                continue
            }
            result[member.key] = member.value
            if !keys.contains(member.key) {
                report(memberPlace, KeyProblem.unknown(member.key, expected: keys))
            }
        }
        return result
    }

    /// The value of `key`, or `nil` after reporting it missing (when `required`).
    mutating func value(_ object: [String: JSONValue], _ key: String, in place: String, required: Bool, expected: String) -> JSONValue? {
        if let v = object[key], v != .null || required { return v }
        if required { report(Self.path(place, key), "missing; expected \(expected)") }
        return nil
    }

    // MARK: - Whole numbers

    /// A whole number in `min...max` at `key`.
    mutating func wholeNumber(_ object: [String: JSONValue], _ key: String, in place: String, min: Int, max: Int, required: Bool = true) -> Int? {
        let expected = "a whole number of at least \(min)"
        guard let v = value(object, key, in: place, required: required, expected: expected) else { return nil }
        return wholeNumber(v, at: Self.path(place, key), min: min, max: max)
    }

    /// `value` as a whole number in `min...max`.
    mutating func wholeNumber(_ value: JSONValue, at place: String, min: Int, max: Int) -> Int? {
        guard case .number(let n) = value, n.isFinite, n == n.rounded() else {
            report(place, "expected a whole number of at least \(min), found \(value.summary)")
            return nil
        }
        if n < Double(min) {
            report(place, "expected a whole number of at least \(min), found \(value.summary)")
            return nil
        }
        if n > Double(max) {
            report(place, "expected a whole number of at most \(max), found \(value.summary)")
            return nil
        }
        return Int(n)
    }

    // MARK: - Numbers

    /// The range a number must lie in. Every number must be finite and at most
    /// ``StadiumFileLimits/maximumMagnitude`` in size.
    enum NumberRange {
        /// Greater than 0.
        case positive
        /// At least 0.
        case nonNegative
        /// Any finite number.
        case any

        var expectation: String {
            switch self {
            case .positive: return "a number greater than 0"
            case .nonNegative: return "a number of at least 0"
            case .any: return "a number"
            }
        }
    }

    /// A finite number in `range` at `key`.
    mutating func number(_ object: [String: JSONValue], _ key: String, in place: String, _ range: NumberRange, required: Bool = true) -> Double? {
        guard let v = value(object, key, in: place, required: required, expected: range.expectation) else { return nil }
        return number(v, at: Self.path(place, key), range)
    }

    /// `value` as a finite number in `range`.
    mutating func number(_ value: JSONValue, at place: String, _ range: NumberRange) -> Double? {
        guard case .number(let n) = value, n.isFinite else {
            report(place, "expected \(range.expectation), found \(value.summary)")
            return nil
        }
        let ok: Bool
        switch range {
        case .positive: ok = n > 0
        case .nonNegative: ok = n >= 0
        case .any: ok = true
        }
        guard ok else {
            report(place, "expected \(range.expectation), found \(value.summary)")
            return nil
        }
        let limit = StadiumFileLimits.maximumMagnitude
        guard abs(n) <= limit else {
            let bound = JSONValue.numberSummary(limit)
            report(place, "expected \(range.expectation) no larger than \(bound) in size, found \(value.summary)")
            return nil
        }
        return n
    }

    /// A point written `[x, y]` at `key`.
    mutating func point(_ object: [String: JSONValue], _ key: String, in place: String, required: Bool = true) -> Point? {
        let expected = "a point [x, y] of two numbers"
        guard let v = value(object, key, in: place, required: required, expected: expected) else { return nil }
        let here = Self.path(place, key)
        guard case .array(let items) = v, items.count == 2 else {
            report(here, "expected \(expected), found \(v.summary)")
            return nil
        }
        let x = number(items[0], at: Self.path(here, 0), .any)
        let y = number(items[1], at: Self.path(here, 1), .any)
        guard let x, let y else { return nil }
        return Point(x: x, y: y)
    }

    // MARK: - Strings and arrays

    /// A string at `key` that satisfies `rule` (by default: not empty); `expected` says what `rule` wants.
    mutating func string(
        _ object: [String: JSONValue], _ key: String, in place: String, expected: String,
        required: Bool = true, rule: (String) -> Bool = { !$0.isEmpty }
    ) -> String? {
        guard let v = value(object, key, in: place, required: required, expected: expected) else { return nil }
        return string(v, at: Self.path(place, key), expected: expected, rule: rule)
    }

    /// `value` as a string satisfying `rule`.
    mutating func string(_ value: JSONValue, at place: String, expected: String, rule: (String) -> Bool = { !$0.isEmpty }) -> String? {
        guard case .string(let s) = value, rule(s) else {
            report(place, "expected \(expected), found \(value.summary)")
            return nil
        }
        return s
    }

    /// One of `options` at `key`.
    mutating func choice(_ object: [String: JSONValue], _ key: String, in place: String, options: [String], required: Bool = true) -> String? {
        let expected = "one of " + options.map { "\"\($0)\"" }.joined(separator: ", ")
        return string(object, key, in: place, expected: expected, required: required) { options.contains($0) }
    }

    /// An array at `key` (empty when absent and not `required`).
    mutating func array(_ object: [String: JSONValue], _ key: String, in place: String, what: String, required: Bool = false) -> [JSONValue]? {
        guard let v = value(object, key, in: place, required: required, expected: "an array of \(what)") else { return required ? nil : [] }
        guard case .array(let items) = v else {
            report(Self.path(place, key), "expected an array of \(what), found \(v.summary)")
            return nil
        }
        return items
    }
}
