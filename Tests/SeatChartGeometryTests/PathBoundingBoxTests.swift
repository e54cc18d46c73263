import Foundation
import Testing
import SeatChartGeometry

@Suite("Path bounding box")
struct PathBoundingBoxTests {
    @Test func quadraticCurveReachesHalfItsControlHeight() {
        // y(t) = 2·2·t(1−t) peaks at t = 1/2 with y = 1; the control point sits at y = 2.
        let path = Path { $0.move(to: Point(0, 0)); $0.addQuadCurve(to: Point(2, 0), control: Point(1, 2)) }
        #expect(path.boundingBox == Rect(minX: 0, minY: 0, maxX: 2, maxY: 1))
        #expect(path.controlPointBounds == Rect(minX: 0, minY: 0, maxX: 2, maxY: 2))
    }

    @Test func cubicArchPeaksAtThreeQuarters() {
        // y(t) = 3t(1−t) peaks at t = 1/2 with y = 3/4.
        let path = Path {
            $0.move(to: Point(0, 0))
            $0.addCurve(to: Point(1, 0), control1: Point(0, 1), control2: Point(1, 1))
        }
        #expect(close(path.boundingBox, Rect(minX: 0, minY: 0, maxX: 1, maxY: 0.75), 1e-15))
    }

    @Test func cubicWithTwoHorizontalExtrema() {
        // x(t) = 30(1−t)²t − 15(1−t)t² + 5t³; x′(t) = 0 where t² − t + 0.2 = 0.
        let path = Path {
            $0.move(to: Point(0, 0))
            $0.addCurve(to: Point(5, 0), control1: Point(10, 10), control2: Point(-5, 10))
        }
        func x(_ t: Double) -> Double { 30 * (1 - t) * (1 - t) * t - 15 * (1 - t) * t * t + 5 * t * t * t }
        let t1 = (1 - 0.2.squareRoot()) / 2, t2 = (1 + 0.2.squareRoot()) / 2
        let expectedMaxX = max(x(t1), x(t2), 5), expectedMinX = min(x(t1), x(t2), 0)
        // y(t) = 30(1−t)t² + 30(1−t)²t = 30 t (1−t), peaking at 7.5.
        let box = path.boundingBox
        #expect(close(box.maxX, expectedMaxX, 1e-12))
        #expect(close(box.minX, expectedMinX, 1e-12))
        #expect(close(box.maxY, 7.5, 1e-12))
        #expect(box.minY == 0)
        #expect(path.controlPointBounds == Rect(minX: -5, minY: 0, maxX: 10, maxY: 10))
    }

    @Test func ellipseBoxIsItsRectangle() {
        let rect = Rect(x: -3, y: 2, width: 8, height: 5)
        let path = Path { $0.addEllipse(in: rect) }
        #expect(close(path.boundingBox, rect, 1e-12))
    }

    @Test func arcExtremumInsideOneSegment() {
        // One 40° segment across angle 0: the curve's rightmost point is inside the segment,
        // at the radius (up to the cubic's approximation, below 1e-5 of the radius).
        let path = Path { $0.addArc(center: .zero, radius: 10, startAngle: .degrees(-20), endAngle: .degrees(20)) }
        let box = path.boundingBox
        #expect(abs(box.maxX - 10) < 1e-4)
        #expect(path.controlPointBounds.maxX > 10.1)
        #expect(close(box.minY, -10 * sin(20 * Double.pi / 180), 1e-12))
    }

    @Test func transformedEllipseBoxMatchesTheRotatedEllipse() {
        // An ellipse with semi-axes 4 and 1 turned by 30°: half-widths √(a²cos² + b²sin²) and
        // √(a²sin² + b²cos²).
        let angle = 30 * Double.pi / 180
        let path = Path {
            $0.addEllipse(in: Rect(x: -4, y: -1, width: 8, height: 2),
                          transform: AffineTransform(rotationAngle: .radians(angle)))
        }
        let hx = (16 * cos(angle) * cos(angle) + sin(angle) * sin(angle)).squareRoot()
        let hy = (16 * sin(angle) * sin(angle) + cos(angle) * cos(angle)).squareRoot()
        let box = path.boundingBox
        #expect(abs(box.maxX - hx) < 1e-4 && abs(box.minX + hx) < 1e-4)
        #expect(abs(box.maxY - hy) < 1e-4 && abs(box.minY + hy) < 1e-4)
    }

    @Test func emptyAndLonePoints() {
        #expect(Path().boundingBox == .zero)
        let dot = Path { $0.move(to: Point(3, 4)) }
        #expect(dot.boundingBox == Rect(x: 3, y: 4, width: 0, height: 0))
    }
}
