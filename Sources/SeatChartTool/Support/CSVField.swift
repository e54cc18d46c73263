/// One field of a CSV line (RFC 4180): as it is, or in double quotes (doubled inside) when
/// it holds a comma, a quote or a line break, or starts with `=`, `+`, `-` or `@` — which a
/// spreadsheet would run as a formula, so it gets a leading `'` too.
enum CSVField {
    static func text(_ value: String) -> String {
        var value = value
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The fields joined into one line, without the line break.
    static func line(_ fields: [String]) -> String {
        fields.map(text).joined(separator: ",")
    }
}
