/// The label rules of imported charts (pretix plans, seats.io charts): ids are
/// `TRIBUNE-ROW-NUMBER` (``PlaceID``), so `-` inside a part becomes `_`, and control
/// characters are written as visible escapes so that an id prints as one line and the SVG's
/// `data-seat` is the id itself.
public enum ImportedLabel {
    /// `text` with control characters escaped and every `-` replaced by `_`, or `fallback`
    /// when `text` is empty or absent.
    public static func part(_ text: String?, fallback: String) -> String {
        guard let text, !text.isEmpty else { return fallback }
        let escaped = TerminalText.escaped(text)
        // Most labels have no `-`: kept as they are, without a search and a copy.
        guard escaped.utf8.contains(UInt8(ascii: "-")) else { return escaped }
        return escaped.replacingOccurrences(of: "-", with: "_")
    }

    /// A category id made from a name or key: letters, digits and `_` kept, anything else
    /// (spaces, `-`, punctuation) becomes `_`; `category` when the name is empty.
    public static func categoryID(_ name: String) -> String {
        let scalars = name.unicodeScalars.map { s -> Character in
            s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" ? Character(s) : "_"
        }
        return scalars.isEmpty ? "category" : String(scalars)
    }
}
