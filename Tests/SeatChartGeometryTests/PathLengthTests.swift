import Foundation
import Testing
import SeatChartGeometry

@Suite("Path length and trimming")
struct PathLengthTests {
    static let square = Path { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)) }

    @Test func linesAndClosingLines() {
        #expect(Path { $0.move(to: .zero); $0.addLine(to: Point(3, 4)) }.length() == 5)
        #expect(Self.square.length() == 40)
        // An open subpath is not closed for its length.
        let open = Path { $0.move(to: .zero); $0.addLine(to: Point(10, 0)); $0.addLine(to: Point(10, 10)) }
        #expect(open.length() == 20)
        #expect(Path().length() == 0)
    }

    @Test func quadraticLengthMatchesClosedForm() {
        // B(t) = (2t, 2t(1−t)·2)... for (0,0),(1,2),(2,0): B′(t) = (2, 4 − 8t);
        // L = ∫₀¹ √(4 + (4 − 8t)²) dt = ½ ∫_{−4}^{4} √(4 + u²) du / 4 · 4 … in closed form:
        // ∫ √(a² + u²) du = ½(u√(a²+u²) + a² asinh(u/a)), with u = 4 − 8t, du = −8 dt.
        func f(_ u: Double) -> Double { 0.5 * (u * (4 + u * u).squareRoot() + 4 * asinh(u / 2)) }
        let expected = (f(4) - f(-4)) / 8
        let path = Path { $0.move(to: .zero); $0.addQuadCurve(to: Point(2, 0), control: Point(1, 2)) }
        #expect(close(path.length(), expected, 1e-9))
    }

    @Test func arcsHaveRadiusTimesAngle() {
        for degrees in [10.0, 45, 90, 135, 270, 360] {
            let path = Path { $0.addArc(center: Point(3, -2), radius: 7, startAngle: .degrees(15), sweep: .degrees(degrees)) }
            let expected = 7 * degrees * Double.pi / 180
            // The cubic arcs differ from the circle by under 4.2e-6 of the radius.
            #expect(abs(path.length() - expected) <= 1e-5 * expected, "\(degrees)°")
        }
    }

    @Test func curveLengthAgreesWithFineFlattening() {
        let path = Path {
            $0.move(to: Point(0, 0))
            $0.addCurve(to: Point(5, 0), control1: Point(10, 10), control2: Point(-5, 10))
        }
        let polyline = path.flattened(tolerance: 1e-7)[0]
        let reference = zip(polyline, polyline.dropFirst()).reduce(0.0) { $0 + $1.0.distance(to: $1.1) }
        #expect(close(path.length(), reference, 1e-6))
    }

    @Test func trimmingALine() {
        let line = Path { $0.move(to: .zero); $0.addLine(to: Point(8, 0)) }
        let middle = line.trimmed(from: 0.25, to: 0.75)
        #expect(middle.elements == [.move(to: Point(2, 0)), .line(to: Point(6, 0))])
    }

    @Test func trimmingRunsOverTheWholePath() {
        let half = Self.square.trimmed(from: 0, to: 0.5)
        #expect(half.elements == [.move(to: .zero), .line(to: Point(10, 0)), .line(to: Point(10, 10))])
        let lastQuarter = Self.square.trimmed(from: 0.75, to: 1)
        #expect(lastQuarter.elements == [.move(to: Point(0, 10)), .line(to: Point(0, 0))])
        // Two subpaths of length 40 and 20: 5/6 of 60 ends 10 units into the second.
        let two = Path {
            $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            $0.move(to: Point(20, 0)); $0.addLine(to: Point(40, 0))
        }
        let firstHalf = two.trimmed(from: 0, to: 50.0 / 60.0)
        #expect(firstHalf.subpaths.count == 2)
        #expect(firstHalf.subpaths[0].isClosed, "a subpath wholly inside the range stays closed")
        #expect(firstHalf.currentPoint == Point(30, 0))
        #expect(two.trimmed(from: 0.8, to: 0.9).elements == [.move(to: Point(28, 0)), .line(to: Point(34, 0))])
    }

    @Test func trimmingEdgeCases() {
        #expect(Self.square.trimmed(from: 0, to: 1) == Self.square)
        #expect(Self.square.trimmed(from: -1, to: 2) == Self.square)
        #expect(Self.square.trimmed(from: 0.6, to: 0.6).isEmpty)
        #expect(Self.square.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(Path { $0.move(to: .zero) }.trimmed(from: 0.2, to: 0.4).isEmpty)
    }

    @Test func trimmedArcsCutAtTheRightAngle() {
        // A semicircle of radius 10 from angle 0 clockwise to 180°; cut at 25% and 60%.
        let arc = Path { $0.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(180)) }
        let piece = arc.trimmed(from: 0.25, to: 0.6)
        let start = try? #require(piece.subpaths.first?.start)
        let end = piece.currentPoint
        #expect(start.map { close($0, Point(10 * cos(.pi / 4), 10 * sin(.pi / 4)), 1e-5) } == true)
        #expect(end.map { close($0, Point(10 * cos(0.6 * .pi), 10 * sin(0.6 * .pi)), 1e-5) } == true)
        #expect(close(piece.length(), 0.35 * arc.length(), 1e-9))
    }

    @Test func mixedPathTrimsKeepTheirShare() {
        let mixed = Path {
            $0.move(to: Point(-20, 0))
            $0.addLine(to: Point(0, 0))
            $0.addQuadCurve(to: Point(10, 10), control: Point(10, 0))
            $0.addCurve(to: Point(30, 0), control1: Point(10, 20), control2: Point(30, 20))
            $0.closeSubpath()
        }
        let total = mixed.length()
        for (from, to) in [(0.0, 0.1), (0.1, 0.45), (0.3, 0.31), (0.5, 0.95), (0.2, 1.0)] {
            let piece = mixed.trimmed(from: from, to: to)
            #expect(close(piece.length(), (to - from) * total, 1e-8), "\(from)…\(to)")
        }
        // Consecutive pieces join where the previous one ended.
        let a = mixed.trimmed(from: 0.1, to: 0.45), b = mixed.trimmed(from: 0.45, to: 0.8)
        #expect(close(try! #require(a.currentPoint), try! #require(b.subpaths.first).start, 1e-9))
    }

    @Test func splittingIsExact() {
        let cubic = PathSegment.cubic(Point(0, 0), Point(1, 3), Point(4, -2), Point(5, 1))
        let (left, right) = cubic.split(at: 0.3)
        for s in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(close(left.point(at: s), cubic.point(at: 0.3 * s), 1e-14))
            #expect(close(right.point(at: s), cubic.point(at: 0.3 + 0.7 * s), 1e-14))
        }
        let middle = cubic.subsegment(from: 0.2, to: 0.7)
        #expect(close(middle.point(at: 0.5), cubic.point(at: 0.45), 1e-14))
        #expect(close(cubic.length(), left.length() + right.length(), 1e-12))
    }
}
