import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartTestSupport
import Testing

@Suite("Area queries")
struct AreaQueryTests {
    @Test("rectangles select the seats a filter over all centres selects, in chart order", arguments: 0..<4)
    func rectangles(chart k: Int) {
        let chart = HitIndexTests.charts[k].1
        let index = HitIndex(chart: chart)
        var rng = SplitMix64(seed: 99 + UInt64(k))
        let b = chart.bounds
        var nonEmpty = 0
        for _ in 0..<200 {
            let x0 = Double.random(in: b.minX...b.maxX, using: &rng), x1 = Double.random(in: b.minX...b.maxX, using: &rng)
            let y0 = Double.random(in: b.minY...b.maxY, using: &rng), y1 = Double.random(in: b.minY...b.maxY, using: &rng)
            let rect = Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)  // possibly not standardized
            let expected = chart.seats.indices.filter { rect.contains(chart.seats[$0].center) }
            let found = index.seats(centredIn: rect)
            #expect(found == expected)
            if !found.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > 20)
    }

    @Test("a rectangle through seat centres includes them (boundary included)")
    func rectangleBoundary() throws {
        let chart = TestCharts.smallBowl()
        let index = HitIndex(chart: chart)
        let a = try #require(chart.seatIndex(forID: "VIP-A-1")), b = try #require(chart.seatIndex(forID: "VIP-C-8"))
        let ca = chart.seats[a].center, cb = chart.seats[b].center
        let found = index.seats(centredIn: Rect(minX: min(ca.x, cb.x), minY: min(ca.y, cb.y), maxX: max(ca.x, cb.x), maxY: max(ca.y, cb.y)))
        #expect(found.contains(a) && found.contains(b))
        #expect(found == found.sorted())
    }

    @Test("lassos select the seats a filter over all centres selects, in chart order", arguments: 0..<4)
    func lassos(chart k: Int) {
        let chart = HitIndexTests.charts[k].1
        let index = HitIndex(chart: chart)
        var rng = SplitMix64(seed: 7 + UInt64(k))
        let b = chart.bounds
        var nonEmpty = 0
        for _ in 0..<100 {
            // A star-shaped lasso (concave), around a random centre.
            let c = Point(Double.random(in: b.minX...b.maxX, using: &rng), Double.random(in: b.minY...b.maxY, using: &rng))
            let n = Int.random(in: 3...12, using: &rng)
            let scale = 0.3 * max(b.width, b.height)
            let polygon = (0..<n).map { i -> Point in
                let a = Double(i) / Double(n) * 2 * .pi
                let r = scale * Double.random(in: 0.2...1, using: &rng)
                return Point(c.x + r * cos(a), c.y + r * sin(a))
            }
            var path = Path()
            path.addPolygon(polygon)
            let expected = chart.seats.indices.filter { path.contains(chart.seats[$0].center, rule: .nonZero) }
            let found = index.seats(centredInPolygon: polygon)
            #expect(found == expected)
            if !found.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > 10)
    }

    @Test("fewer than three vertices select nothing")
    func degenerateLasso() {
        let index = HitIndex(chart: TestCharts.smallBowl())
        #expect(index.seats(centredInPolygon: []).isEmpty)
        #expect(index.seats(centredInPolygon: [Point(-100, -100), Point(100, 100)]).isEmpty)
    }
}
