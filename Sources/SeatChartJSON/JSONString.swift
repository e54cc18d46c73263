/// JSON string literals, escaped the one way every writer of the project escapes them.
///
/// Quotes and backslashes are escaped; so are all control characters (below U+0020: `\n`,
/// `\r` and `\t` by name, the others as `\u00XX` in lower-case hex) and the line and
/// paragraph separators U+2028 and U+2029 (as `\u2028`, `\u2029`), which JSON allows raw
/// but JavaScript before ES2019 does not, so that the text can be embedded in a script.
/// Everything else is written as its UTF-8 bytes.
public enum JSONString {
    /// Appends `text` in double quotes, escaped, to `out`.
    ///
    /// - Complexity: O(n) in the UTF-8 length of `text`; text that needs no escape is
    ///   copied in one go.
    public static func append(_ text: String, to out: inout [UInt8]) {
        out.append(quote)
        defer { out.append(quote) }
        var text = text
        text.withUTF8 { bytes in
            guard bytes.contains(where: needsAttention) else {
                out.append(contentsOf: bytes)
                return
            }
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                switch byte {
                case quote: out += #"\""#.utf8
                case backslash: out += #"\\"#.utf8
                case 0x0A: out += #"\n"#.utf8
                case 0x0D: out += #"\r"#.utf8
                case 0x09: out += #"\t"#.utf8
                case 0..<0x20: appendUnicodeEscape(UInt32(byte), to: &out)
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
                    appendUnicodeEscape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                    i += 2
                default: out.append(byte)
                }
                i += 1
            }
        }
    }

    /// `text` as a JSON string literal, in double quotes, escaped.
    public static func literal(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// Whether a byte may start something to escape: a quote, a backslash, a control
    /// character, or the lead byte of U+2028 and U+2029.
    private static func needsAttention(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == quote || byte == backslash || byte == 0xE2
    }

    /// `\uXXXX` with four lower-case hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        let hex = String(value, radix: 16)
        out += "\\u".utf8
        out += repeatElement(UInt8(ascii: "0"), count: max(0, 4 - hex.utf8.count))
        out += hex.utf8
    }
}
