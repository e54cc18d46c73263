import Foundation
import Testing
import SeatChartGeometry

@Suite("Path flattening")
struct PathFlattenTests {
    @Test func linesStayAsTheyAre() {
        let square = Path { $0.addRect(Rect(x: 0, y: 0, width: 2, height: 2)) }
        #expect(square.flattened() == [[Point(0, 0), Point(2, 0), Point(2, 2), Point(0, 2), Point(0, 0)]])
    }

    @Test(arguments: [1.0, 0.1, 0.01, 0.001])
    func circleStaysWithinTolerance(tolerance: Double) {
        let r = 50.0
        let circle = Path { $0.addEllipse(in: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r)) }
        let polyline = circle.flattened(tolerance: tolerance)[0]
        #expect(polyline.first == polyline.last)
        // The chord's midpoint is the farthest point from the arc: r − distance(mid) ≤ tol
        // (plus the cubic's own deviation from the circle, 4.2e-6 · r).
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let sagitta = r - a.midpoint(b).distance(to: .zero)
            #expect(sagitta <= tolerance + 4.2e-6 * r)
        }
        // And it does not use far more points than needed: 2π r / chord with sagitta tol.
        let needed = 2 * Double.pi / (2 * acos(1 - tolerance / r))
        #expect(Double(polyline.count) <= 3 * needed + 8)
    }

    @Test func curvesAgainstDenseSampling() {
        let cubic = PathSegment.cubic(Point(0, 0), Point(10, 10), Point(-5, 10), Point(5, 0))
        let path = Path { $0.move(to: cubic.start); $0.addCurve(to: cubic.end, control1: Point(10, 10), control2: Point(-5, 10)) }
        let tolerance = 0.05
        let polyline = path.flattened(tolerance: tolerance)[0]
        let polygons = [polyline]
        for i in 0...1000 {
            let p = cubic.point(at: Double(i) / 1000)
            #expect(distance(from: p, to: polygons) <= tolerance * 1.0001, "\(p)")
        }
    }

    @Test func subpathsGiveSeparatePolylines() {
        let path = Path {
            $0.move(to: .zero); $0.addLine(to: Point(1, 0))
            $0.move(to: Point(5, 5))
            $0.addQuadCurve(to: Point(7, 5), control: Point(6, 6))
        }
        let lines = path.flattened(tolerance: 0.001)
        #expect(lines.count == 2)
        #expect(lines[0] == [.zero, Point(1, 0)])
        #expect(lines[1].first == Point(5, 5) && lines[1].last == Point(7, 5))
    }
}
