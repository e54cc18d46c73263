import SeatChart
import SeatChartGeometry
@testable import SeatChartSVG
import SeatChartTestSupport
import Testing

@Suite struct GlyphGeometryTests {
    @Test func sharpCornersTurnARoundedRectIntoItsRect() {
        var path = Path()
        path.addRoundedRect(in: Rect(x: 0, y: 0, width: 4, height: 2), cornerSize: Size(0.5, 0.5))
        let polygons = SharpCorners.polygons(of: path)
        #expect(polygons.count == 1)
        let r = { (v: Double) -> Double in let x = (v * 1e6).rounded() / 1e6; return x == 0 ? 0 : x }
        let corners = Set(polygons[0].map { "\(r($0.x)),\(r($0.y))" })
        #expect(corners == ["0.0,0.0", "4.0,0.0", "4.0,2.0", "0.0,2.0"])
    }

    @Test func unionMergesPolygonsThatShareAnEdge() {
        typealias P = PolygonUnion.GridPoint
        let left = [P(x: 0, y: 0), P(x: 2, y: 0), P(x: 2, y: 2), P(x: 0, y: 2)]
        let right = [P(x: 2, y: 0), P(x: 4, y: 0), P(x: 4, y: 2), P(x: 2, y: 2)]
        let outlines = PolygonUnion.union([left, right])
        #expect(outlines.count == 1)
        #expect(Set(outlines[0]) == [P(x: 0, y: 0), P(x: 4, y: 0), P(x: 4, y: 2), P(x: 0, y: 2)])
    }

    @Test func unionKeepsSeparatePolygonsApart() {
        typealias P = PolygonUnion.GridPoint
        let a = [P(x: 0, y: 0), P(x: 1, y: 0), P(x: 1, y: 1), P(x: 0, y: 1)]
        let b = [P(x: 3, y: 0), P(x: 4, y: 0), P(x: 4, y: 1), P(x: 3, y: 1)]
        #expect(PolygonUnion.union([a, b]).count == 2)
    }

    @Test func compactClassicSeatIsOneOutlineThatClosesOnItself() {
        let glyph = SeatGlyph(kind: .classic, size: 0.5, precision: 3, sharpCorners: true)
        #expect(glyph.tail.filter { $0 == "Z" }.count == 1)
        #expect(!glyph.tail.contains("m"))
        // The relative steps add up to zero: the outline ends where it started.
        let full = SeatGlyph(kind: .classic, size: 0.5, precision: 3)
        #expect(full.tail.count > glyph.tail.count)
    }

    @Test func framePlacementPutsEverySeatBackWhereTheChartHasIt() throws {
        let chart = TestCharts.pricedBowl()
        for tribune in chart.tribunes {
            let frame = TribuneFrame(chart: chart, tribune: tribune, precision: 3)
            let group = SVGTransform.compose(frame.steps, precision: 3)
            for i in tribune.seats {
                let seat = chart.seats[i]
                let placement = frame.placement(of: seat)
                var own = AffineTransform.identity
                var ownDegrees = 0.0
                if let text = placement.rotation {
                    ownDegrees = try #require(Double(text.dropFirst("rotate(".count).dropLast()))
                    own = AffineTransform(rotationAngle: .degrees(ownDegrees))
                }
                let center = placement.center.applying(own.concatenating(group))
                #expect(center.distance(to: seat.center) < 2e-3, "\(chart.seatID(i))")
                // The written rotations add up to the seat's own.
                var total = ownDegrees
                for case .rotate(let a) in frame.steps { total += a.degrees }
                let difference = (total - seat.rotation.degrees).truncatingRemainder(dividingBy: 360)
                #expect(min(abs(difference), 360 - abs(difference)) < 1e-3, "\(chart.seatID(i))")
            }
        }
    }

    @Test func categoryClassesAndSelectorsAreSafe() {
        #expect(CSSName.categoryClass("A B") == "cat-A_B")
        #expect(CSSName.classSelector("cat-<x>") == ".cat-\\3c x\\3e ")
        #expect(CSSName.safeColor("#c9a227") == "#c9a227")
        #expect(CSSName.safeColor("red") == "red")
        #expect(CSSName.safeColor("red;}.seat{display:none") == nil)
        #expect(CSSName.safeColor("rgb(1, 2, 3)") == "rgb(1, 2, 3)")
    }
}
