import SeatChart
import SeatChartGeometry
import SeatChartTestSupport
import Testing

/// A turned view's canvas with `fitsRotation`: it holds the whole turned chart or tribune.
@Suite struct ViewportRotationTests {
    static func inside(_ chart: Chart, _ viewport: Viewport, seats: Range<Int>) -> Bool {
        let w = Double(viewport.pixelWidth), h = Double(viewport.pixelHeight)
        return seats.allSatisfy { i in
            let p = chart.seats[i].center.applying(viewport.chartToPixel)
            return p.x >= 0 && p.x <= w && p.y >= 0 && p.y <= h
        }
    }

    @Test(arguments: [-75.0, 30, 45, 90, 200])
    func everySeatOfATurnedChartIsOnTheCanvas(_ degrees: Double) throws {
        let chart = try ShippedStadiums.chart("football.json")
        let fitted = Viewport(chart: chart, options: ViewOptions(rotation: .degrees(degrees), fitsRotation: true))
        #expect(Self.inside(chart, fitted, seats: chart.seats.indices))
        let plain = Viewport(chart: chart, options: ViewOptions(rotation: .degrees(degrees)))
        #expect(!Self.inside(chart, plain, seats: chart.seats.indices), "without it the turned corners fall outside")
        // An anchor off the centre and a focus view too.
        let tribune = try #require(chart.tribuneIndex(forID: "114"))
        let focus = Viewport(
            chart: chart, focus: tribune,
            options: ViewOptions(anchor: chart.seats[chart.tribunes[tribune].seats.lowerBound].center, rotation: .degrees(degrees), fitsRotation: true))
        #expect(Self.inside(chart, focus, seats: chart.tribunes[tribune].seats))
    }

    @Test func noTurnNoChange() throws {
        let chart = try ShippedStadiums.chart("arena.json")
        let fitted = Viewport(chart: chart, options: ViewOptions(fitsRotation: true)), plain = Viewport(chart: chart)
        #expect(fitted.viewBox == plain.viewBox && fitted.pixelHeight == plain.pixelHeight && fitted.chartToPixel == plain.chartToPixel)
    }
}
