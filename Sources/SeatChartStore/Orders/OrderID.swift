import SeatChart

/// A shop's order id (`ORD-1001`): 1 to 100 characters of `A-Z`, `a-z`, `0-9` and `_ - . :`, so
/// that it stands in a URL path segment (`/api/admin/orders/ORD-1001`) and a log line unescaped.
public enum OrderID {
    /// The most characters an order id may have.
    public static let maximumLength = 100

    /// What an order id is, as refusals say it.
    public static let expected = "an order id of 1 to \(maximumLength) letters, digits or '_-.:'"

    /// Whether `text` is a well-formed order id.
    public static func isValid(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= maximumLength else { return false }
        return text.utf8.allSatisfy { byte in
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || [0x5F, 0x2D, 0x2E, 0x3A].contains(byte)
        }
    }

    /// Throws unless `text` is a well-formed order id, naming `file` and `place` (`--order`, `order`).
    public static func check(_ text: String, file: String, place: String) throws {
        guard !isValid(text) else { return }
        throw InputError(
            file: file, place: place,
            message: "expected \(expected), found \(EventKey.quoted(text))")
    }
}
