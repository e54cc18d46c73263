/// Where two texts first part, line by line: what a snapshot or golden-file test reports
/// when the output is not the stored one.
public struct FirstDifferingLine: Equatable, Sendable, CustomStringConvertible {
    /// The 1-based number of the first line that differs.
    public let number: Int
    /// That line of the output, or `<end>` when the output has fewer lines.
    public let got: String
    /// That line of the stored text, or `<end>` when it has fewer lines.
    public let expected: String

    /// The first line where `got` and `expected` differ, each cut to `width` characters;
    /// nil when the texts are equal.
    public init?(got: String, expected: String, width: Int = 200) {
        guard got != expected else { return nil }
        let lines = got.split(separator: "\n", omittingEmptySubsequences: false)
        let stored = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(lines, stored).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(lines.count, stored.count)
        number = index + 1
        self.got = index < lines.count ? String(lines[index].prefix(max(0, width))) : "<end>"
        self.expected = index < stored.count ? String(stored[index].prefix(max(0, width))) : "<end>"
    }

    /// The report: the line number, then the two lines one above the other.
    public var description: String {
        """
        line \(number):
          got:      \(got)
          expected: \(expected)
        """
    }
}
