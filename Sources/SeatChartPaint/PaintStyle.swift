import Foundation
import SeatChartSVG

/// What an item is painted with, once the style sheet, its groups and its own attributes
/// have spoken: the subset of SVG's properties the chart's style sheet uses. Every one of
/// them is inherited, as in SVG, so a child starts from its group's style.
struct PaintStyle: Hashable, Sendable {
    var fill: PaintColor? = PaintColor(red: 0, green: 0, blue: 0, alpha: 1)
    var fillOpacity = 1.0
    var stroke: PaintColor?
    var strokeWidth = 1.0
    var strokeOpacity = 1.0
    var roundCaps = false
    var fontFamily = "sans-serif"
    var bold = false
    var fontSize = 12.0
    var anchorMiddle = false
    /// Extra space after each character, in ems.
    var letterSpacingEms = 0.0
    /// Whether the stroke is painted under the fill (`paint-order:stroke`).
    var strokeFirst = false

    /// The style with `declaration` applied; names it does not know leave it as it is.
    mutating func apply(_ declaration: StyleDeclaration) {
        let value = declaration.value.trimmingCharacters(in: .whitespaces)
        switch declaration.name.trimmingCharacters(in: .whitespaces) {
        case "fill": fill = PaintColor(css: value)
        case "fill-opacity": fillOpacity = Self.number(value) ?? fillOpacity
        case "stroke": stroke = PaintColor(css: value)
        case "stroke-width": strokeWidth = Self.length(value) ?? strokeWidth
        case "stroke-opacity": strokeOpacity = Self.number(value) ?? strokeOpacity
        case "stroke-linecap": roundCaps = value == "round"
        case "font": applyFont(value)
        case "font-family": fontFamily = Self.firstFamily(value)
        case "font-weight": bold = value == "bold" || (Int(value) ?? 400) >= 600
        case "font-size": fontSize = Self.length(value) ?? fontSize
        case "text-anchor": anchorMiddle = value == "middle"
        case "letter-spacing": letterSpacingEms = value.hasSuffix("em") ? Self.number(String(value.dropLast(2))) ?? 0 : 0
        case "paint-order": strokeFirst = value.hasPrefix("stroke")
        default: break
        }
    }

    /// The `font` shorthand as the style sheet writes it: `[bold] SIZEpx FAMILY,…`.
    private mutating func applyFont(_ value: String) {
        var rest = Substring(value)
        bold = false
        if rest.hasPrefix("bold ") {
            bold = true
            rest = rest.dropFirst(5)
        }
        guard let space = rest.firstIndex(of: " "), let size = Self.length(String(rest[..<space])) else { return }
        fontSize = size
        fontFamily = Self.firstFamily(String(rest[rest.index(after: space)...]))
    }

    /// The first family of a list, unquoted: `'DejaVu Sans',sans-serif` gives `DejaVu Sans`.
    static func firstFamily(_ list: String) -> String {
        let first = list.split(separator: ",").first.map(String.init) ?? list
        return first.trimmingCharacters(in: CharacterSet(charactersIn: "'\" "))
    }

    /// A number such as `.9`; nil for anything else.
    static func number(_ text: String) -> Double? {
        guard let v = Double(text.hasPrefix(".") ? "0" + text : text), v.isFinite else { return nil }
        return v
    }

    /// A length in user units (`12`, `12px`); nil for anything else.
    static func length(_ text: String) -> Double? {
        number(text.hasSuffix("px") ? String(text.dropLast(2)) : text)
    }
}
