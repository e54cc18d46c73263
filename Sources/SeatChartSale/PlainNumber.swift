import SeatChartJSON

/// Numbers written as a person types them, for messages: `60`, `-3`, `2.5`.
public enum PlainNumber {
    /// `value` without a trailing `.0` when it is whole: the summary messages about JSON
    /// values use (``JSONValue/numberSummary(_:)``); a value that is not finite as Swift
    /// writes it (`inf`, `nan`), as typed on a command line.
    public static func text(_ value: Double) -> String {
        value.isFinite ? JSONValue.numberSummary(value) : String(value)
    }
}
