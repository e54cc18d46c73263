import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartSVG
import SeatChartTestSupport
import Testing

/// Golden files: each rendering below must equal its file in `Golden/` byte for byte.
///
/// After an intended change, regenerate them and review the diff:
///
///     SEATCHART_UPDATE_GOLDEN=1 swift test --filter GoldenSVGTests
///
/// (the files are then written into `Tests/SeatChartSVGTests/Golden/` and the tests pass).
@Suite struct GoldenSVGTests {
    static let sourceGolden = RepositoryFiles.testTarget("SeatChartSVGTests").appendingPathComponent("Golden")

    private func check(_ name: String, _ data: Data) throws {
        if ProcessInfo.processInfo.environment["SEATCHART_UPDATE_GOLDEN"] == "1" {
            try data.write(to: Self.sourceGolden.appendingPathComponent(name))
            return
        }
        let url = try #require(Bundle.module.url(forResource: "Golden/" + name, withExtension: nil)
            ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Golden"))
        let expected = try Data(contentsOf: url)
        if data != expected {
            let difference = FirstDifferingLine(
                got: String(decoding: data, as: UTF8.self), expected: String(decoding: expected, as: UTF8.self))
            Issue.record("\(name) differs from its golden file at \(difference.map(String.init(describing:)) ?? "a byte that is not valid UTF-8")")
        }
    }

    private func stadium(_ stem: String) throws -> Chart {
        try ShippedStadiums.chart("\(stem).json")
    }

    /// The arena, as `render --width 600` writes it.
    @Test func arena() throws {
        let chart = try stadium("arena")
        let data = try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart),
                                        options: ChartSVGOptions(pixelWidth: 600)).render()
        try check("arena-600.svg", data)
    }

    /// The theatre (explicit rect and arc sections), as `render --width 600` writes it.
    @Test func theatre() throws {
        let chart = try stadium("theatre")
        let data = try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart),
                                        options: ChartSVGOptions(pixelWidth: 600)).render()
        try check("theatre-600.svg", data)
    }

    /// A corner of a small hand-made bowl with every state, a selection, and a moved view:
    /// full seat shapes with their rounded corners.
    @Test func smallBowlWithStatesAndView() throws {
        let chart = TestCharts.pricedBowl()
        var states = SeatStateTable(initialStatesOf: chart)
        for i in chart.seats.indices where i % 5 == 1 { states.states[i] = .held; states.selected[i] = i % 2 == 0 }
        for i in chart.seats.indices where i % 5 == 2 { states.states[i] = .booked }
        let options = ChartSVGOptions(focus: chart.tribuneIndex(forID: "103"), pixelWidth: 800, view: ViewOptions(zoom: 1.5, anchor: Point(-16, 8), rotation: .degrees(-30), offset: Vector(-40, 20)))
        let data = try ChartSVGRenderer(chart: chart, states: states, options: options).render()
        try check("small-bowl-view.svg", data)
    }

    /// The small bowl's tribune overview.
    @Test func smallBowlOverview() throws {
        let chart = TestCharts.pricedBowl()
        let data = try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart),
                                        options: ChartSVGOptions(detail: .tribunes)).render()
        try check("small-bowl-tribunes.svg", data)
    }

    /// The concert hall's stalls (a standing floor, rows sections with aisles, round tables,
    /// wheelchair places), as `render --width 600` writes it.
    @Test func hallStalls() throws {
        let chart = try stadium("hall")
        let data = try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart),
                                        options: ChartSVGOptions(pixelWidth: 600)).render()
        try check("hall-600.svg", data)
    }

    /// The concert hall's balcony with a sale under way: a box sold (no place left), the
    /// table sold whole booked, seats held and selected, restricted views.
    @Test func hallBalconyWithStates() throws {
        let chart = try stadium("hall")
        var states = SeatStateTable(initialStatesOf: chart)
        let vip = try #require(chart.tribuneIndex(forID: "VIP"))
        for i in chart.tribunes[vip].seats { states.states[i] = .booked }
        let balcony = try #require(chart.tribuneIndex(forID: "BAL"))
        for i in chart.tribunes[balcony].seats where i % 9 == 0 { states.states[i] = .held; states.selected[i] = i % 2 == 0 }
        states.areaPlacesLeft = [try #require(chart.tribuneIndex(forID: "BOX2")): 0, try #require(chart.tribuneIndex(forID: "BOX3")): 4]
        let data = try ChartSVGRenderer(chart: chart, states: states,
                                        options: ChartSVGOptions(pixelWidth: 700, level: chart.levelIndex(forID: "balcony"))).render()
        try check("hall-balcony-states.svg", data)
    }
}
