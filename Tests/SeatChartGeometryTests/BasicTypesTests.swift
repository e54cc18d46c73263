import Foundation
import Testing
import SeatChartGeometry

@Suite("Points, vectors, angles and rectangles")
struct BasicTypesTests {
    @Test func pointsAndVectorsAreDistinct() {
        let p = Point(1, 2), q = Point(4, 6)
        let v: Vector = q - p
        #expect(v == Vector(3, 4))
        #expect(v.length == 5)
        #expect(p + v == q)
        #expect(q - v == p)
        #expect(p.midpoint(q) == Point(2.5, 4))
    }

    @Test func crossIsPositiveClockwiseOnScreen() {
        // +x turned a quarter clockwise on screen (y down) is +y.
        #expect(Vector(1, 0).cross(Vector(0, 1)) == 1)
        #expect(Vector(1, 0).turnedClockwise == Vector(0, 1))
        #expect(Vector.zero.normalized == nil)
        #expect(Vector(0, 2).normalized == Vector(0, 1))
    }

    @Test func anglesConvertAndNormalize() {
        #expect(close(Angle.degrees(180).radians, .pi, 1e-15))
        #expect(close(Angle.radians(.pi / 2).degrees, 90, 1e-15))
        #expect(close(Angle.degrees(-90).normalizedDegrees, 270, 1e-12))
        #expect(close(Angle.degrees(725).normalizedDegrees, 5, 1e-12))
        #expect(Angle.degrees(.nan).normalizedDegrees == 0)
        #expect(close(Vector(angle: .degrees(90)).dy, 1, 1e-15))
        #expect(close(Vector(0, 1).angle.degrees, 90, 1e-12))
    }

    @Test func rectanglesStandardizeAndCombine() {
        let r = Rect(x: 10, y: 10, width: -4, height: 6)
        #expect(r.minX == 6 && r.maxX == 10 && r.width == 4)
        #expect(r.standardized == Rect(x: 6, y: 10, width: 4, height: 6))
        #expect(r.contains(Point(6, 16)))
        #expect(!r.contains(Point(5.999, 12)))
        let s = Rect(x: 8, y: 0, width: 10, height: 11)
        #expect(r.intersects(s))
        #expect(r.intersection(s) == Rect(minX: 8, minY: 10, maxX: 10, maxY: 11))
        #expect(r.union(s) == Rect(minX: 6, minY: 0, maxX: 18, maxY: 16))
        #expect(!r.intersects(Rect(x: 10, y: 10, width: 1, height: 1)), "touching edges do not intersect")
        #expect(r.insetBy(dx: 1, dy: 2) == Rect(minX: 7, minY: 12, maxX: 9, maxY: 14))
        #expect(Rect.bounding([Point(1, 5), Point(-2, 3)]) == Rect(minX: -2, minY: 3, maxX: 1, maxY: 5))
        #expect(Rect.bounding([Point]()) == nil)
    }
}
