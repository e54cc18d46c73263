import Foundation
import SeatChartGeometry
import Testing

@Suite("Convex hulls")
struct ConvexHullTests {
    @Test func hullIsConvexClockwiseAndHoldsEveryPoint() {
        var points: [Point] = []
        var seed: UInt64 = 42
        for _ in 0..<500 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let x = Double(seed >> 40) / Double(1 << 24) * 100
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let y = Double(seed >> 40) / Double(1 << 24) * 60
            points.append(Point(x: x, y: y))
        }
        let hull = ConvexHull.hull(points)
        #expect(hull.count >= 3)
        for i in hull.indices {
            let a = hull[i], b = hull[(i + 1) % hull.count]
            // Clockwise on screen (y down): every point lies on the right of each edge, or on it.
            for p in points { #expect((b - a).cross(p - a) >= -1e-9) }
        }
        #expect(ConvexHull.hull([Point(x: 1, y: 1), Point(x: 1, y: 1)]).count == 2)
        #expect(ConvexHull.hull([]).isEmpty)
    }

    @Test func grownHullHoldsTheDiscs() {
        let centers = [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 15, y: 20)]
        let outline = Path { $0.addPolygon(ConvexHull.hull(ofDiscsAround: centers, radius: 10)) }
        for c in centers {
            for k in 0..<64 {
                let angle = Double(k) * .pi / 32
                #expect(outline.contains(Point(x: c.x + 10 * cos(angle), y: c.y + 10 * sin(angle))))
            }
        }
        #expect(!outline.contains(Point(x: -12, y: -12)))
    }
}
