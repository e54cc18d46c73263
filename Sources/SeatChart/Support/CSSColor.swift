/// Recognises the CSS colour notations imported charts use (pretix plans, seats.io charts),
/// so that a colour can go into an SVG `<style>` block without being able to break out of
/// its declaration.
public enum CSSColor {
    /// Whether `text` is `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a colour keyword
    /// (`red`, `transparent`, letters only), or `rgb()`/`rgba()`/`hsl()`/`hsla()` with
    /// numbers, `%`, `.`, `,`, `/` and spaces inside.
    public static func isValid(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= 64 else { return false }
        if scalars[0] == "#" {
            let digits = scalars.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(isHexDigit)
        }
        if scalars.allSatisfy(isLetter) { return true }
        for function in ["rgb(", "rgba(", "hsl(", "hsla("] where text.lowercased().hasPrefix(function) {
            guard text.hasSuffix(")") else { return false }
            let inside = scalars.dropFirst(function.count).dropLast()
            return !inside.isEmpty && inside.allSatisfy { isDigit($0) || " .,%/-".unicodeScalars.contains($0) || $0 == "d" || $0 == "e" || $0 == "g" }
        }
        return false
    }

    private static func isHexDigit(_ s: Unicode.Scalar) -> Bool {
        isDigit(s) || ("a"..."f").contains(s) || ("A"..."F").contains(s)
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
}
