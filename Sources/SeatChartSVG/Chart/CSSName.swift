/// Class names and CSS text made safe for any id or colour a chart may carry.
///
/// XML escaping is libxml2's; this is the CSS layer above it: a class token may not contain
/// white space, a selector must escape what is not an identifier character, and a colour
/// must not be able to close its rule.
enum CSSName {
    /// The class token of the category with id `id`: `cat-` and the id, white space as `_`.
    static func categoryClass(_ id: String) -> String {
        var token = "cat-"
        for scalar in id.unicodeScalars {
            token.unicodeScalars.append(scalar.properties.isWhitespace ? "_" : scalar)
        }
        return token
    }

    /// `token` as a CSS class selector (`.cat-A`), escaping every character that is not an
    /// ASCII letter, digit, `-` or `_` (`.cat-\3c script\3e `).
    static func classSelector(_ token: String) -> String {
        var selector = "."
        for scalar in token.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_":
                selector.unicodeScalars.append(scalar)
            default:
                selector += "\\" + String(scalar.value, radix: 16) + " "
            }
        }
        return selector
    }

    /// `color` when it is a plain CSS colour (`#rgb`, `#rrggbb`, `#rrggbbaa`, a colour name, or
    /// `rgb(…)`/`rgba(…)`/`hsl(…)`/`hsla(…)` with numbers), else `nil`.
    static func safeColor(_ color: String) -> String? {
        let c = color.trimmingWhitespace
        let hex = "0123456789abcdefABCDEF"
        if c.hasPrefix("#") {
            let digits = c.dropFirst()
            guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy({ hex.contains($0) }) else { return nil }
            return c
        }
        if !c.isEmpty, c.count <= 32, c.allSatisfy({ $0.isASCII && $0.isLetter }) { return c }
        for function in ["rgb(", "rgba(", "hsl(", "hsla("] where c.lowercased().hasPrefix(function) && c.hasSuffix(")") {
            let inner = c.dropFirst(function.count).dropLast()
            let allowed = "0123456789.,%/ -+edgratun"
            return inner.allSatisfy({ allowed.contains($0) }) ? c : nil
        }
        return nil
    }
}

private extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
