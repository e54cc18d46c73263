import SeatChart
/// Hands out labels that are unique within one scope (a plan's zones, a zone's rows, a
/// row's seats), deterministically: the first claim of a label gets it as it is, a later
/// claim of the same label gets `LABEL_2`, then `LABEL_3`, ... (the first one not yet taken).
struct UniqueLabels {
    private var taken: Set<String>

    /// Creates a scope in which `reserved` labels are already taken.
    init(reserved: Set<String> = []) { taken = reserved }

    /// A label not yet taken in this scope, `base` itself when possible; it is now taken.
    mutating func claim(_ base: String) -> String {
        if taken.insert(base).inserted { return base }
        var n = 2
        while !taken.insert("\(base)_\(n)").inserted { n += 1 }
        return "\(base)_\(n)"
    }

    /// Takes `label` if no one has: whether it was free.
    mutating func claimIfFree(_ label: String) -> Bool { taken.insert(label).inserted }
}

/// The label rules of imported plans: ids are `ZONE-ROW-SEAT`, so `-` inside a part becomes `_`.
enum PlanLabel {
    /// `text` with every `-` replaced by `_`, or `fallback` when `text` is empty.
    static func part(_ text: String?, fallback: String) -> String {
        guard let text, !text.isEmpty else { return fallback }
        // Control characters as visible escapes: an id prints as one line, and the SVG's
        // `data-seat` is the id itself.
        return TerminalText.escaped(text).replacingOccurrences(of: "-", with: "_")
    }

    /// A category id made from its name: letters, digits and `_` kept, anything else
    /// (spaces, `-`, punctuation) becomes `_`; `category` when the name is empty.
    static func categoryID(_ name: String) -> String {
        let scalars = name.unicodeScalars.map { s -> Character in
            s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" ? Character(s) : "_"
        }
        return scalars.isEmpty ? "category" : String(scalars)
    }
}
