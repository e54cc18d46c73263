import SeatChart
@testable import SeatChartSVG
import SeatChartTestSupport
import Testing
@testable import SeatChartPaint

/// The painter reads the style sheet's own rules: the same classes give the colours the SVG's
/// style sheet gives, by CSS's order (specificity, then the sheet's order).
@Suite struct StyleResolverTests {
    private func style(_ name: String, _ classes: String, in chart: Chart, ancestors: [StyleResolver.Element] = []) -> PaintStyle {
        let list = ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart)).drawList()
        var style = PaintStyle()
        for d in StyleResolver(rules: list.rules).declarations(for: .init(name, classes: classes), ancestors: ancestors) { style.apply(d) }
        return style
    }

    @Test func seatStatesTakeThePalettesColoursOverTheirCategorys() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let palette = ChartPalette(chart: chart)
        let category = CSSName.categoryClass(chart.categories[0].id)
        #expect(style("path", "seat held \(category)", in: chart).fill == PaintColor(css: palette.held))
        #expect(style("path", "seat booked \(category)", in: chart).fill == PaintColor(css: palette.booked))
        #expect(style("path", "seat available \(category)", in: chart).fill == PaintColor(css: palette.categories[0]))
        let blocked = style("path", "seat blocked \(category)", in: chart)
        #expect(blocked.fill == PaintColor(css: palette.blocked))
        #expect(blocked.stroke == PaintColor(css: ChartPalette.blockedRing))
        #expect(style("path", "seat held \(category) selected", in: chart).fill == PaintColor(css: palette.selected))
    }

    @Test func aMoreSpecificRuleWinsWhateverItsPlace() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let legend = StyleResolver.Element("g", classes: "legend")
        // `.legend rect.accessible` (two classes and a name) over `.accessible` and `.available`.
        let swatch = style("rect", "available accessible", in: chart, ancestors: [legend])
        #expect(swatch.fill == PaintColor(css: ChartPalette.accessibleMark))
        #expect(swatch.strokeWidth == 2)
        // Outside the legend the same classes are a seat's.
        #expect(style("rect", "available accessible", in: chart).fill == PaintColor(css: ChartPalette.available))
        #expect(style("path", "field stage", in: chart).fill == PaintColor(css: ChartPalette.stage))
    }

    @Test func descendantRulesNeedTheirGroup() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let rows = style("text", "", in: chart, ancestors: [StyleResolver.Element("g", classes: "view"), StyleResolver.Element("g", classes: "rows")])
        #expect(rows.fill == PaintColor(css: ChartPalette.rowLetters))
        #expect(rows.bold && rows.anchorMiddle && rows.fontFamily == "DejaVu Sans")
        #expect(style("text", "", in: chart).fill == PaintColor(css: "#000"))
    }

    @Test func theLabelShorthandGivesSizeWeightFamilyAndHalo() throws {
        let label = style("text", "label", in: try ShippedStadiums.chart("football.json"))
        #expect(label.bold && label.fontSize > 0 && label.fontFamily == "DejaVu Sans")
        #expect(label.strokeFirst && label.stroke == PaintColor(css: "#fff"))
    }

    @Test func coloursAsCategoriesMayWriteThem() throws {
        #expect(PaintColor(css: "#abc") == PaintColor(red: 0xaa / 255.0, green: 0xbb / 255.0, blue: 0xcc / 255.0, alpha: 1))
        #expect(PaintColor(css: "rebeccapurple") == PaintColor(css: "#663399"))
        #expect(PaintColor(css: "rgb(255, 0, 0)") == PaintColor(css: "#ff0000"))
        #expect(PaintColor(css: "rgba(0,0,255,.5)")?.alpha == 0.5)
        let green = try #require(PaintColor(css: "hsl(120, 100%, 25%)"))
        #expect(green.red == 0 && abs(green.green - 0.5) < 1e-9 && green.blue == 0)
        #expect(PaintColor(css: "none") == nil)
        #expect(PaintColor(css: "#12") == nil)
    }
}
