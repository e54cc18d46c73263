import Foundation
import SeatChart
import SeatChartSVG
import SeatChartTestSupport
import Testing

/// Each colour means one thing: in every shipped stadium, each state's colour is at least
/// 20 (CIEDE2000) from each category's colour, also as a deuteranope sees them.
@Suite struct PaletteTests {
    @Test func theDifferenceIsCIEDE2000() throws {
        // Sharma, Wu and Dalal's test data, pairs 1 and 17 (L*a*b* in, ΔE₀₀ out).
        #expect(abs(ColourDifference.ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 2.0425) < 0.0001)
        #expect(abs(ColourDifference.ciede2000((50, 2.5, 0), (73, 25, -18)) - 27.1492) < 0.0001)
        #expect(try #require(ColourDifference.difference("#ffffff", "#000000")) > 99)
    }

    @Test(arguments: ["arena.json", "football.json", "theatre.json", "mega.json"])
    func statesStandApartFromEveryCategory(_ stadium: String) throws {
        let chart = try ShippedStadiums.chart(stadium)
        var options = ChartSVGOptions(detail: .tribunes)
        options.legend = true
        let svg = String(decoding: try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart), options: options).render(), as: UTF8.self)
        let fills = Dictionary(svg.matches(of: /\.seatchart \.([a-zA-Z0-9_-]+)\{fill:(#[0-9a-f]{6})/).map { (String($0.1), String($0.2)) }) { first, _ in first }
        let states = ["held", "booked", "blocked", "selected"]
        let categories = fills.filter { $0.key.hasPrefix("cat-") || $0.key == "available" }
        #expect(categories.count == chart.categories.count + 1, "\(fills)")
        for state in states {
            let colour = try #require(fills[state], "\(state) in \(fills)")
            for (category, other) in categories {
                for deuteranope in [false, true] {
                    let difference = try #require(ColourDifference.difference(colour, other, deuteranope: deuteranope))
                    #expect(difference >= 20, "\(stadium): \(state) \(colour) and \(category) \(other) differ by \(difference)\(deuteranope ? " for a deuteranope" : "")")
                }
            }
        }
    }

    /// Charts whose categories take the states' usual colours (navy, charcoal, white, cyan,
    /// greys): the states move away from them.
    @Test(arguments: [
        ["#000080", "#8c8c8c", "#a7acb5"],
        ["#7cf4ff", "#262626", "#f5f5f5", "#000080"],
        ["#9a9a9a", "#ffffff", "#000000", "#4b0082", "#ff4fd8"],
    ])
    func statesMoveAwayFromCategoriesThatTakeTheirColours(_ colours: [String]) throws {
        var chart = TestCharts.rows([TestCharts.centred(2)])
        chart.categories = colours.enumerated().map { Category(id: "C\($0.offset)", name: "C", color: $0.element) }
        let palette = ChartPalette(chart: chart)
        for state in [palette.held, palette.booked, palette.blocked, palette.selected] {
            let difference = ColourDifference.smallestDifference(state, from: colours + [ChartPalette.available])
            #expect(difference >= ChartPalette.minimumDifference, "\(state) against \(colours): \(difference)")
        }
    }

    @Test func theShippedStadiumsKeepTheUsualStateColours() throws {
        for name in ["arena.json", "football.json", "theatre.json", "mega.json"] {
            let palette = ChartPalette(chart: try ShippedStadiums.chart(name))
            #expect([palette.held, palette.booked, palette.blocked, palette.selected] == ["#000080", "#262626", "#ffffff", "#7cf4ff"], "\(name)")
        }
    }
}
