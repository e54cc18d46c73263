import SeatChartSVG

/// The style sheet's rules as a painter reads them: which rules select an item, by the item's
/// kind (`path`, `rect`, `text`, `g`, `a`) and classes and those of the groups around it,
/// and in which order they apply (by specificity, then by their order in the sheet, as in CSS).
///
/// Selectors are the sheet's own: compounds of an optional element name and classes, joined
/// by spaces (descendant); that is all ``ChartPalette`` writes.
struct StyleResolver {
    /// One element as a selector sees it.
    struct Element: Hashable {
        var name: String
        var classes: [Substring]
    }

    private struct Compound {
        var name: Substring?
        var classes: [Substring]

        func matches(_ element: Element) -> Bool {
            (name.map { $0 == element.name } ?? true) && classes.allSatisfy(element.classes.contains)
        }
    }

    private struct Rule {
        var compounds: [Compound]
        var declarations: [StyleDeclaration]
        var specificity: Int
        var order: Int
    }

    private let rules: [Rule]

    init(rules: [StyleRule]) {
        self.rules = rules.enumerated().map { order, rule in
            let compounds = rule.selector.split(separator: " ").map { part -> Compound in
                let pieces = part.split(separator: ".", omittingEmptySubsequences: false)
                return Compound(name: pieces.first.flatMap { $0.isEmpty ? nil : $0 }, classes: pieces.dropFirst().filter { !$0.isEmpty })
            }
            let specificity = compounds.reduce(0) { $0 + 100 * $1.classes.count + ($1.name == nil ? 0 : 1) }
            return Rule(compounds: compounds, declarations: rule.declarations, specificity: specificity, order: order)
        }.sorted { ($0.specificity, $0.order) < ($1.specificity, $1.order) }
    }

    /// The declarations that apply to `element` inside `ancestors` (outermost first), in the
    /// order they are applied.
    func declarations(for element: Element, ancestors: [Element]) -> [StyleDeclaration] {
        rules.filter { matches($0, element, ancestors) }.flatMap(\.declarations)
    }

    private func matches(_ rule: Rule, _ element: Element, _ ancestors: [Element]) -> Bool {
        guard let last = rule.compounds.last, last.matches(element) else { return false }
        var remaining = rule.compounds.dropLast()
        var k = ancestors.count - 1
        while let compound = remaining.last {
            while k >= 0 && !compound.matches(ancestors[k]) { k -= 1 }
            guard k >= 0 else { return false }
            remaining = remaining.dropLast()
            k -= 1
        }
        return true
    }
}

extension StyleResolver.Element {
    /// The element named `name` with the space-separated `classes`.
    init(_ name: String, classes: String?) {
        self.init(name: name, classes: classes.map { $0.split(separator: " ") } ?? [])
    }
}
