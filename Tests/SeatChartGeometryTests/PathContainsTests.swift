import Foundation
import PropertyBased
import Testing
import SeatChartGeometry

@Suite("Path containment")
struct PathContainsTests {
    static let square = Path { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)) }

    /// A five-pointed star drawn in one stroke: its centre has winding number 2.
    static let star: Path = {
        let points = (0..<5).map { i -> Point in
            let angle = Double(i * 2) * 72 * Double.pi / 180 - Double.pi / 2
            return Point(x: 10 * cos(angle), y: 10 * sin(angle))
        }
        return Path { $0.addPolygon(points) }
    }()

    @Test func insideOutsideAndOnTheEdges() {
        let p = Self.square
        #expect(p.contains(Point(5, 5)))
        #expect(!p.contains(Point(-1, 5)))
        #expect(!p.contains(Point(5, 10.001)))
        for edge in [Point(0, 5), Point(10, 5), Point(5, 0), Point(5, 10), Point(0, 0), Point(10, 10)] {
            #expect(p.contains(edge), "on the edge: \(edge)")
            #expect(p.contains(edge, rule: .evenOdd))
        }
        // Within the tolerance of 1e-9 · max(1, |x|, |y|) = 1e-8 here, and just beyond it.
        #expect(p.contains(Point(10 + 0.5e-8, 5)))
        #expect(!p.contains(Point(10 + 2e-8, 5)))
        #expect(!p.contains(Point(10 + 2e-8, 5), rule: .evenOdd))
    }

    @Test func openSubpathsAreClosedImplicitly() {
        let triangle = Path { $0.move(to: Point(0, 0)); $0.addLine(to: Point(10, 0)); $0.addLine(to: Point(0, 10)) }
        #expect(triangle.contains(Point(2, 2)))
        #expect(triangle.contains(Point(5, 5)), "on the implicit closing edge")
        #expect(!triangle.contains(Point(6, 6)))
    }

    @Test func starCentreDependsOnTheRule() {
        #expect(Self.star.winding(at: .zero) == 2 || Self.star.winding(at: .zero) == -2)
        #expect(Self.star.contains(.zero, rule: .nonZero))
        #expect(!Self.star.contains(.zero, rule: .evenOdd))
        // A point in one of the tips has winding ±1: inside under both rules.
        #expect(Self.star.contains(Point(0, -8), rule: .evenOdd))
    }

    @Test func holesFromDirectionAndRule() {
        let outer = Rect(x: 0, y: 0, width: 10, height: 10)
        let inner = Rect(x: 3, y: 3, width: 4, height: 4)
        let same = Path { $0.addRect(outer); $0.addRect(inner) }
        #expect(same.contains(Point(5, 5), rule: .nonZero))
        #expect(!same.contains(Point(5, 5), rule: .evenOdd))
        let opposite = Path { $0.addRect(outer); $0.addPolygon(inner.corners.reversed()) }
        #expect(!opposite.contains(Point(5, 5), rule: .nonZero))
        #expect(opposite.contains(Point(1, 1), rule: .nonZero))
        #expect(opposite.contains(Point(3, 5)), "the hole's edge belongs to the shape")
    }

    @Test func curvesCountExactly() {
        let circle = Path { $0.addEllipse(in: Rect(x: -1, y: -1, width: 2, height: 2)) }
        #expect(circle.contains(Point(0.999, 0)))
        #expect(!circle.contains(Point(1.001, 0)))
        #expect(circle.contains(Point(0.7, 0.7)))
        #expect(!circle.contains(Point(0.71, 0.71)))
        // A point level with a curve's extremum (tangent ray).
        #expect(!circle.contains(Point(-3, -1.0)) && circle.contains(Point(0, -1.0)))
        #expect(!circle.contains(Point(2, 1)))
    }

    @Test func pointsOnCurvesAreInside() async {
        let shapes = [
            Path { $0.addEllipse(in: Rect(x: -4, y: -1, width: 8, height: 2), transform: AffineTransform(rotationAngle: .degrees(33))) },
            Path { $0.addRoundedRect(in: Rect(x: 0, y: 0, width: 7, height: 3), cornerSize: Size(width: 1.5, height: 1)) },
            Path { $0.move(to: .zero); $0.addQuadCurve(to: Point(4, 0), control: Point(2, 9)); $0.closeSubpath() },
        ]
        await propertyCheck(count: 300, input: Gen.int(in: 0...2), Gen.double(in: 0...1), Gen.int(in: 0...100)) { which, t, k in
            let segments = shapes[which].subpaths.flatMap(\.segments)
            let point = segments[k % segments.count].point(at: t)
            #expect(shapes[which].contains(point), "point \(point) at t = \(t)")
            #expect(shapes[which].contains(point, rule: .evenOdd))
        }
    }

    @Test func agreesWithPolygonReferenceAwayFromTheBoundary() async {
        let path = Path {
            $0.addRoundedRect(in: Rect(x: -5, y: -3, width: 10, height: 6), cornerSize: Size(width: 2, height: 2.5))
            $0.addEllipse(in: Rect(x: -2, y: -2, width: 4, height: 4), transform: AffineTransform(scaleX: 1.5, y: 0.5))
            $0.move(to: Point(-7, -7)); $0.addCurve(to: Point(7, 7), control1: Point(20, -9), control2: Point(-20, 9))
        }
        let polygons = path.flattened(tolerance: 1e-4)
        await propertyCheck(count: 2000, input: Gen.double(in: -9...9), Gen.double(in: -9...9)) { x, y in
            let p = Point(x, y)
            guard distance(from: p, to: polygons) > 1e-3 else { return }
            let winding = referenceWinding(of: polygons, at: p)
            #expect(path.contains(p, rule: .nonZero) == (winding != 0), "\(p)")
            #expect(path.contains(p, rule: .evenOdd) == (winding % 2 != 0), "\(p)")
            #expect(path.winding(at: p) == winding, "\(p)")
        }
    }

    @Test func transformingPathAndPointTogetherKeepsTheAnswer() async {
        let path = Self.star
        let polygons = path.flattened()
        await propertyCheck(count: 500, input: Gens.transform, Gen.double(in: -12...12), Gen.double(in: -12...12)) { t, x, y in
            let p = Point(x, y)
            guard distance(from: p, to: polygons) > 1e-6 else { return }
            for rule in FillRule.allCases {
                #expect(path.contains(p, rule: rule) == path.applying(t).contains(p.applying(t), rule: rule))
            }
        }
    }

    @Test func lonePointsAndTheOriginAreNotEdges() {
        let away = Path {
            $0.move(to: Point(-3, -3))
            $0.addRect(Rect(x: 5, y: 5, width: 5, height: 5))
            $0.move(to: Point(20, 20))
        }
        #expect(!away.contains(.zero))
        #expect(!away.contains(Point(-3, -3)))
        #expect(!away.contains(Point(20, 20)))
        #expect(away.contains(Point(5, 5)))
    }

    @Test func nothingTraps() {
        #expect(!Self.square.contains(Point(.nan, 5)))
        #expect(!Self.square.contains(Point(.infinity, 5)))
        #expect(!Path().contains(.zero))
        let broken = Path { $0.move(to: Point(.nan, 0)); $0.addCurve(to: Point(1, .infinity), control1: .zero, control2: Point(1, 1)) }
        _ = broken.contains(Point(0.5, 0.5))
        _ = broken.boundingBox
        _ = broken.length()
        _ = broken.svgPathData()
        _ = broken.flattened()
    }
}

/// The signed number of crossings of a ray towards +x with the closed polygons (an
/// independent even-simpler reference: straight edges only).
func referenceWinding(of polygons: [[Point]], at p: Point) -> Int {
    var winding = 0
    for polygon in polygons where polygon.count > 1 {
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            guard (a.y <= p.y) != (b.y <= p.y) else { continue }
            let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
            if x > p.x { winding += b.y > a.y ? 1 : -1 }
        }
    }
    return winding
}

/// The distance from `p` to the nearest edge of the closed polygons.
func distance(from p: Point, to polygons: [[Point]]) -> Double {
    var best = Double.infinity
    for polygon in polygons where !polygon.isEmpty {
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let ab = b - a
            let t = ab.lengthSquared > 0 ? min(max((p - a).dot(ab) / ab.lengthSquared, 0), 1) : 0
            best = min(best, p.distance(to: a + ab * t))
        }
    }
    return best
}
