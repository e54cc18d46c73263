/// Numbers written as a person types them, for messages: `60`, `-3`, `2.5`.
public enum PlainNumber {
    /// `value` without a trailing `.0` when it is whole.
    public static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
