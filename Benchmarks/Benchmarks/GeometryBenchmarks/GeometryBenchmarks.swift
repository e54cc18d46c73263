import Benchmark
import SeatChartGeometry

/// Containment cost per point, in release. Each benchmark iteration tests 1,000 points
/// (`scalingFactor: .kilo`), so the reported wall clock and instructions are per point.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    let roundedRect = Path {
        $0.addRoundedRect(in: Rect(x: -5, y: -3, width: 10, height: 6), cornerSize: Size(width: 1.5, height: 1.5))
    }
    let ellipse = Path {
        $0.addEllipse(
            in: Rect(x: -4, y: -2, width: 8, height: 4),
            transform: AffineTransform(rotationAngle: .degrees(30))
                .scaledBy(x: 1.5, y: 0.75)
                .concatenating(AffineTransform(translationX: 120, y: -40))
        )
    }
    let star = Path {
        $0.addPolygon((0..<5).map { i in
            let a = Angle.degrees(Double(i * 144) - 90)
            return Point.zero + Vector(angle: a) * 10
        })
    }

    for (name, path, rule) in [
        ("rounded rect", roundedRect, FillRule.nonZero),
        ("transformed ellipse", ellipse, .nonZero),
        ("pentagram, even-odd", star, .evenOdd),
    ] {
        let points = samplePoints(around: path.boundingBox, count: 4096)
        Benchmark("Path.contains, \(name), ns per point") { benchmark in
            var inside = 0
            var i = 0
            for _ in benchmark.scaledIterations {
                if path.contains(points[i & 4095], rule: rule) { inside += 1 }
                i &+= 1
            }
            blackHole(inside)
        }
    }
}

/// Points spread evenly over `box` grown by a quarter on each side, from a fixed
/// linear congruential sequence (the same points every run).
func samplePoints(around box: Rect, count: Int) -> [Point] {
    let area = box.insetBy(dx: -box.width / 4, dy: -box.height / 4)
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<count).map { _ in
        Point(x: area.minX + next() * area.width, y: area.minY + next() * area.height)
    }
}
