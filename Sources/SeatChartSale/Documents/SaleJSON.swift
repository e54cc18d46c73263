import Foundation
import SeatChartGeometry
import SeatChartJSON

/// How the sale's answers become JSON documents, for the command line's `--json` and the
/// server's responses alike: one compact line, records in the documented field order, maps
/// sorted by key, numbers with at most three decimals, times in ISO 8601 with milliseconds.
public enum SaleJSON {
    /// The writer of every document: compact, three decimals.
    public static let writer = JSONWriter(layout: .compact, precision: 3)

    /// `document` as one compact line, without the newline.
    public static func line(_ document: JSONValue) -> String { writer.text(document) }

    /// `2026-11-22T00:48:52.123Z`.
    public static func time(_ date: Date) -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date)
    }

    /// A count or other whole number.
    public static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// A string, or `null` for `nil`.
    public static func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// A map (`byCategory`, `byState`): an object whose members are `entries` sorted by key.
    public static func map(_ entries: [(key: String, value: JSONValue)]) -> JSONValue {
        .object(entries.sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value) })
    }

    /// `n` with at most three decimals, as text and JSON print it: `12.5`, `-3.142`, `7`,
    /// never `-0` (`0` when not finite, which text output cannot leave out).
    public static func decimal(_ n: Double) -> String { SVGNumber.format(n, precision: writer.precision) }

    /// A rotation in degrees in `[0, 360)`, as it prints with at most three decimals:
    /// an angle that would print as `360` (`359.9999`) is `0`.
    public static func degrees(_ angle: Angle) -> Double {
        let degrees = angle.normalizedDegrees
        return decimal(degrees) == "360" ? 0 : degrees
    }
}
