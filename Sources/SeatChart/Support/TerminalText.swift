/// Text that reaches a terminal or a line-based reader from outside: a key or value echoed
/// in a message, an imported label, a holder's name. Control characters (C0, DEL and C1)
/// are written as visible escapes (`\n`, `\r`, `\t`, `\u{1B}`), so that such text can
/// neither forge a line (`error: ...`) nor drive the terminal. Every message and every
/// text output that carries such text goes through ``escaped(_:)``; JSON documents escape
/// them their own way.
public enum TerminalText {
    /// `text` with every control character written as a visible escape; `text` itself when
    /// it has none.
    ///
    /// - Complexity: O(n) in the text's length.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar):
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` is a control character: U+0000-U+001F, U+007F or U+0080-U+009F.
    @inline(__always)
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The most characters of a value from outside that a message repeats.
    public static let echoLimit = 200

    /// `text` cut to `limit` characters, with `…` when cut: how a message repeats a value it
    /// was sent (a seat id, a parameter, a header), so that a 60 KB value is not sent back whole.
    public static func shortened(_ text: String, to limit: Int = echoLimit) -> String {
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
}
