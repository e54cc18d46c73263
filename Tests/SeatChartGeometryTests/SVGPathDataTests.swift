import PropertyBased
import Testing
import SeatChartGeometry

@Suite("SVG path data")
struct SVGPathDataTests {
    @Test func chooseTheShorterOfAbsoluteAndRelative() {
        let path = Path { $0.move(to: .zero); $0.addLine(to: Point(10, 0)); $0.addLine(to: Point(10, 10)); $0.closeSubpath() }
        // " 10 0" (a line after a move needs no letter) ties with "l10 0", absolute wins;
        // then " 10 10" loses to "l0 10".
        #expect(path.svgPathData() == "M0 0 10 0l0 10Z")
    }

    @Test func separatorsOnlyWhereNeeded() {
        let path = Path { $0.move(to: Point(-1.5, -2)); $0.addLine(to: Point(0.5, 0.25)) }
        #expect(path.svgPathData() == "M-1.5-2 .5.25")
    }

    @Test func roundingNeverWritesMinusZero() {
        let path = Path { $0.move(to: Point(-0.0001, 1.23456)); $0.addLine(to: Point(100, 200)) }
        #expect(path.svgPathData() == "M0 1.235 100 200")
        #expect(path.svgPathData(precision: 0) == "M0 1 100 200")
        #expect(path.svgPathData(precision: 1) == "M0 1.2 100 200")
    }

    @Test func curvesAndRepeatedLetters() {
        let path = Path {
            $0.move(to: Point(100, 100))
            $0.addQuadCurve(to: Point(120, 100), control: Point(110, 90))
            $0.addQuadCurve(to: Point(140, 100), control: Point(130, 110))
            $0.addCurve(to: Point(100, 100), control1: Point(140, 120), control2: Point(100, 120))
            $0.closeSubpath()
        }
        #expect(path.svgPathData() == "M100 100q10-10 20 0 10 10 20 0c0 20-40 20-40 0Z")
    }

    @Test func secondSubpathMovesRelativeToTheClosedStart() {
        let path = Path {
            $0.addRect(Rect(x: 100, y: 100, width: 10, height: 10))
            $0.addRect(Rect(x: 120, y: 100, width: 10, height: 10))
        }
        // After "m" a bare number list continues with "l".
        #expect(path.svgPathData() == "M100 100l10 0 0 10-10 0Zm20 0 10 0 0 10-10 0Z")
    }

    @Test func parsesBackToTheRoundedPoints() async {
        let gen = zip(Gens.transform, Gen.int(in: 0...4))
        await propertyCheck(count: 200, input: gen) { input in
            let (t, precision) = input
            var path = Path()
            path.addRoundedRect(in: Rect(x: -3, y: -2, width: 6, height: 4), cornerSize: Size(width: 1, height: 1), transform: t)
            path.move(to: Point(1, 1).applying(t))
            path.addQuadCurve(to: Point(2, -1).applying(t), control: Point(5, 5).applying(t))
            path.addLine(to: Point(-7, 0.5).applying(t))
            let parsed = try SVGPathParser.points(path.svgPathData(precision: precision))
            let expected = path.allPoints
            try #require(parsed.count == expected.count)
            var scale = 1.0
            for _ in 0..<precision { scale *= 10 }
            for (p, q) in zip(parsed, expected) {
                #expect(abs(p.x - q.x) <= 0.5 / scale + 1e-9 && abs(p.y - q.y) <= 0.5 / scale + 1e-9, "\(p) vs \(q)")
            }
        }
    }
}
