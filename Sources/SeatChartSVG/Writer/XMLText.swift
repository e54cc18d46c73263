/// Keeps text within what XML 1.0 allows. Escaping is libxml2's job; this only replaces the
/// characters no escape can carry (control characters other than tab, line feed and carriage
/// return, and U+FFFE/U+FFFF), so that a stadium name cannot make the file ill-formed.
enum XMLText {
    /// `text` with every character XML 1.0 forbids replaced by U+FFFD.
    @inline(__always)
    static func legal(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0xEF {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isLegal(scalar) ? scalar : "\u{FFFD}")
        }
        return String(result)
    }

    /// Whether XML 1.0 allows `scalar` in character data.
    static func isLegal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
