/// Choices as a message lists them: `a`, `a or b`, `a, b or c`.
public enum Alternatives {
    /// `words` joined by commas, the last by "or"; empty when there are none.
    public static func listed(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }
}
