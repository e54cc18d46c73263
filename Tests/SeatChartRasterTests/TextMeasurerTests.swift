import SeatChartRaster
import Testing

/// Text widths with a font's metrics, and the size at which a text fits.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer(family: "DejaVu Sans")

    @Test func widthGrowsWithTheTextAndTheSize() {
        let short = measurer.width(of: "114", size: 20)
        #expect(short > 20 && short < 60, "three digits at 20 px: \(short)")
        #expect(measurer.width(of: "11400", size: 20) > short)
        #expect(abs(measurer.width(of: "114", size: 40) - 2 * short) < 4, "about in proportion (hinting rounds)")
        #expect(TextMeasurer(family: "DejaVu Sans", bold: true).width(of: "Row F", size: 20) > measurer.width(of: "Row F", size: 20))
    }

    @Test func theFittingSizeFitsAndIsNotSmallerThanNeeded() throws {
        let text = "Tribune 114 · Row F · Seat 12"
        let size = try #require(measurer.fittingSize(of: text, width: 200, largest: 40, smallest: 6))
        #expect(measurer.width(of: text, size: size) <= 200)
        #expect(measurer.width(of: text, size: size * 1.03) > 200, "within 3 % of the largest that fits")
        #expect(measurer.fittingSize(of: "114", width: 500, largest: 30, smallest: 6) == 30)
        #expect(measurer.fittingSize(of: text, width: 20, largest: 30, smallest: 6) == nil, "left out")
    }
}
