import SeatChartGeometry
import SeatChartJSON

/// How commands put their answers into `--json` documents: one compact line, records in
/// the documented field order, maps sorted by key, numbers with at most three decimals.
enum CommandJSON {
    /// The writer of every `--json` document: compact, three decimals.
    static let writer = JSONWriter(layout: .compact, precision: 3)

    /// `document` as one compact line, without the newline.
    static func line(_ document: JSONValue) -> String { writer.text(document) }

    /// A count or other whole number.
    static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// A string, or `null` for `nil`.
    static func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// A map (`byCategory`, `byState`): an object whose members are `entries` sorted by key.
    static func map(_ entries: [(key: String, value: JSONValue)]) -> JSONValue {
        .object(entries.sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value) })
    }

    /// `n` with at most three decimals, as text and JSON print it: `12.5`, `-3.142`, `7`,
    /// never `-0` (`0` when not finite, which text output cannot leave out).
    static func decimal(_ n: Double) -> String { SVGNumber.format(n, precision: writer.precision) }

    /// A rotation in degrees in `[0, 360)`, as it prints with at most three decimals:
    /// an angle that would print as `360` (`359.9999`) is `0`.
    static func degrees(_ angle: Angle) -> Double {
        let degrees = angle.normalizedDegrees
        return decimal(degrees) == "360" ? 0 : degrees
    }
}
