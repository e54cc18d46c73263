/// Keeps text within what XML 1.0 allows. Escaping is libxml2's job; this only replaces the
/// characters no escape can carry (control characters other than tab, line feed and carriage
/// return, and U+FFFE/U+FFFF), so that a stadium name cannot make the file ill-formed.
enum XMLText {
    /// `text` with every character XML 1.0 forbids replaced by U+FFFD.
    @inline(__always)
    static func legal(_ text: String) -> String {
        let needsWork = text.utf8.withContiguousStorageIfAvailable { mayNeedWork($0) }
            ?? text.utf8.contains { isSuspect($0) }
        guard needsWork else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isLegal(scalar) ? scalar : "\u{FFFD}")
        }
        return String(result)
    }

    /// Whether `bytes` (UTF-8) may hold a character XML 1.0 forbids: a control character, or
    /// the lead byte of U+FFFE/U+FFFF's range (checked precisely only then).
    @inline(__always)
    static func mayNeedWork(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where isSuspect(byte) { return true }
        return false
    }

    @inline(__always)
    private static func isSuspect(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0xEF
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
