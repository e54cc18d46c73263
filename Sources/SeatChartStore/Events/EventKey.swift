import SeatChart

/// The key of an event or a season sold on a chart: 1 to 64 characters of `A-Z`, `a-z`,
/// `0-9`, `_` and `-`, so that it can stand in a URL path (`/events/KEY/`) and a table name
/// unescaped.
public enum EventKey {
    /// The most characters a key may have.
    public static let maximumLength = 64

    /// Whether `text` is a well-formed key.
    public static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= maximumLength else { return false }
        return text.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x2D
        }
    }

    /// Throws unless `text` is a well-formed key.
    ///
    /// - Parameters:
    ///   - file: how the message names where the key came from (`command line`, a request).
    ///   - place: the option or field that gave it (`--event`, `KEY`).
    /// - Throws: ``InputError`` naming the key and what a key may hold.
    public static func check(_ text: String, file: String, place: String) throws {
        guard !isValid(text) else { return }
        throw InputError(
            file: file, place: place,
            message: "expected an event key of 1 to \(maximumLength) letters, digits, '_' or '-', found \(quoted(text))")
    }

    /// `text` in double quotes, cut to a readable length.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 80 ? String(text.prefix(80)) + "..." : text
        return "\"\(shown)\""
    }
}
