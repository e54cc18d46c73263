/// The origins of shop pages allowed to embed the picker (`serve --embed-origin`).
public enum EmbedOrigins {
    /// `text` as an origin (`https://shop.example`, `http://127.0.0.1:8081`): lowercase, without
    /// a path; `nil` when it is not an http(s) origin.
    public static func origin(_ text: String) -> String? {
        let lower = text.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), lower.utf8.count <= 300 else { return nil }
        let rest = lower.drop { $0 != ":" }.dropFirst(3)
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-.:[]".contains($0)) }) else { return nil }
        // A browser's Origin leaves out the scheme's default port.
        if lower.hasPrefix("https://"), lower.hasSuffix(":443") { return String(lower.dropLast(4)) }
        if lower.hasPrefix("http://"), lower.hasSuffix(":80") { return String(lower.dropLast(3)) }
        return lower
    }
}
