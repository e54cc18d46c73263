/// One rule of the chart's style sheet: a selector and its declarations. The style sheet's
/// text is made of these (``text``), and a painter reads the same rules, so a style changes
/// in one place.
public struct StyleRule: Hashable, Sendable {
    /// The selector, such as `.field.stage` or `.legend rect`.
    public let selector: String
    /// The declarations, in order.
    public let declarations: [StyleDeclaration]

    /// The rule written `selector{name:value;…}`.
    public init?(parsing rule: String) {
        guard let open = rule.firstIndex(of: "{"), rule.hasSuffix("}") else { return nil }
        selector = String(rule[..<open])
        let body = rule[rule.index(after: open)..<rule.index(before: rule.endIndex)]
        declarations = body.split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            return StyleDeclaration(String(part[..<colon]), String(part[part.index(after: colon)...]))
        }
    }

    /// The rule as the style sheet writes it.
    public var text: String { selector + "{" + declarations.map(\.text).joined(separator: ";") + "}" }
}
