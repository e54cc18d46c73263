import SeatChart
import SeatChartGeometry
import SeatChartJSON

/// Reads typed values out of a seats.io chart's JSON, collecting every problem with its
/// JSON path and what was expected; nothing here throws, so that every problem is reported
/// at once.
///
/// seats.io writes many members seatchart does not use (uuids, label offsets, social
/// distancing flags ...) and adds new ones over time: members that are not read are not
/// problems. A member that is read must have the expected type; `null` counts as absent.
struct SeatsioFieldReader {
    /// The problems found, in document order.
    private(set) var problems: [SchemaProblem] = []

    /// Records a problem at `path`.
    mutating func report(_ path: JSONPath, _ message: String) {
        problems.append(SchemaProblem(path: path, message: message))
    }

    /// The largest coordinate or size accepted, in pixels.
    static let maximumMagnitude = StadiumFileLimits.maximumMagnitude

    // MARK: - Scalars

    /// The member `key` of `object`, `nil` when absent or null.
    func member(_ object: JSONValue, _ key: String) -> JSONValue? {
        guard let v = object.member(key), v != .null else { return nil }
        return v
    }

    /// A finite number within ±``maximumMagnitude`` at `key`; `fallback` when absent (a
    /// problem when `required`).
    mutating func number(_ object: JSONValue, _ key: String, at path: JSONPath, required: Bool = true, fallback: Double = 0) -> Double {
        guard let v = member(object, key) else {
            if required { report(path.key(key), "missing; expected a number") }
            return fallback
        }
        guard case .number(let n) = v, abs(n) <= Self.maximumMagnitude else {
            let range = "a number within ±\(Int(Self.maximumMagnitude))"
            report(path.key(key), "expected \(range), found \(v.summary)")
            return fallback
        }
        return n
    }

    /// A number of at least 0 (a size) at `key`.
    mutating func length(_ object: JSONValue, _ key: String, at path: JSONPath, required: Bool = true) -> Double {
        let n = number(object, key, at: path, required: required)
        guard n >= 0 else {
            report(path.key(key), "expected a size of at least 0, found \(JSONValue.numberSummary(n))")
            return 0
        }
        return n
    }

    /// A whole number in `range` at `key`, or `fallback` when absent.
    mutating func wholeNumber(_ object: JSONValue, _ key: String, at path: JSONPath, in range: ClosedRange<Int>, fallback: Int?) -> Int? {
        guard let v = member(object, key) else {
            if fallback == nil { report(path.key(key), "missing; expected a whole number from \(range.lowerBound) to \(range.upperBound)") }
            return fallback
        }
        guard case .number(let n) = v, n.isFinite, n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            report(path.key(key), "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(v.summary)")
            return nil
        }
        return Int(n)
    }

    /// `true` or `false` at `key` (absent or null: `false`).
    mutating func flag(_ object: JSONValue, _ key: String, at path: JSONPath) -> Bool {
        guard let v = member(object, key) else { return false }
        guard case .bool(let b) = v else {
            report(path.key(key), "expected true or false, found \(v.summary)")
            return false
        }
        return b
    }

    /// A string at `key` (absent or null: `nil`).
    mutating func string(_ object: JSONValue, _ key: String, at path: JSONPath) -> String? {
        guard let v = member(object, key) else { return nil }
        guard case .string(let s) = v else {
            report(path.key(key), "expected a string, found \(v.summary)")
            return nil
        }
        return s
    }

    /// A key (`categoryKey`, a zone's `key`): a string, or a number written as text (`9`).
    mutating func key(_ object: JSONValue, _ key: String, at path: JSONPath) -> String? {
        guard let v = member(object, key) else { return nil }
        switch v {
        case .string(let s): return s
        case .number(let n) where n.isFinite: return JSONValue.numberSummary(n)
        default:
            report(path.key(key), "expected a key (a string or a number), found \(v.summary)")
            return nil
        }
    }

    /// A CSS colour at `key`, or `nil` when absent (a problem when not a CSS colour).
    mutating func color(_ object: JSONValue, _ key: String, at path: JSONPath) -> String? {
        guard let text = string(object, key, at: path) else { return nil }
        guard CSSColor.isValid(text) else {
            report(path.key(key), "expected a CSS colour such as #87A9CD, red or rgb(135, 169, 205), found \(JSONValue.string(text).summary)")
            return nil
        }
        return text
    }

    // MARK: - Points and lists

    /// A point `{"x", "y"}` at `key`; `nil` when absent (a problem when `required`).
    mutating func point(_ object: JSONValue, _ key: String, at path: JSONPath, required: Bool = true) -> Point? {
        guard let v = member(object, key) else {
            if required { report(path.key(key), "missing; expected a point {\"x\": X, \"y\": Y}") }
            return nil
        }
        return point(v, at: path.key(key))
    }

    /// `value` as a point `{"x", "y"}`.
    mutating func point(_ value: JSONValue, at path: JSONPath) -> Point? {
        guard case .object = value else {
            report(path, "expected a point {\"x\": X, \"y\": Y}, found \(value.summary)")
            return nil
        }
        let before = problems.count
        let p = Point(number(value, "x", at: path), number(value, "y", at: path))
        return problems.count == before ? p : nil
    }

    /// A list of at least `minimum` points at `key` (at most ``maximumPoints``).
    mutating func points(_ object: JSONValue, _ key: String, at path: JSONPath, minimum: Int) -> [Point]? {
        guard let v = member(object, key) else {
            report(path.key(key), "missing; expected a list of at least \(minimum) points")
            return nil
        }
        guard case .array(let items) = v, items.count >= minimum, items.count <= Self.maximumPoints else {
            report(path.key(key), "expected a list of \(minimum) to \(Self.maximumPoints) points, found \(v.summary)")
            return nil
        }
        var points: [Point] = []
        for (i, item) in items.enumerated() {
            if let p = point(item, at: path.key(key).index(i)) { points.append(p) }
        }
        return points.count == items.count ? points : nil
    }

    /// The most points of one polygon or line: far above any drawn shape, and a bound on the
    /// memory a chart's outlines can take.
    static let maximumPoints = StadiumFileLimits.maximumPoints

    /// The objects of the list at `key` with their paths; an empty list when absent.
    mutating func objects(_ object: JSONValue, _ key: String, at path: JSONPath) -> [(value: JSONValue, path: JSONPath)] {
        guard let v = member(object, key) else { return [] }
        guard case .array(let items) = v else {
            report(path.key(key), "expected a list, found \(v.summary)")
            return []
        }
        var list: [(JSONValue, JSONPath)] = []
        list.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let here = path.key(key).index(i)
            guard case .object = item else {
                report(here, "expected an object, found \(item.summary)")
                continue
            }
            list.append((item, here))
        }
        return list
    }
}
