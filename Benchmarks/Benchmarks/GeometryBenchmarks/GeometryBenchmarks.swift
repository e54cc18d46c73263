import Benchmark
import SeatChartGeometry

/// Geometry kernels in release. Containment: each iteration tests 1,000 points
/// (`scalingFactor: .kilo`), so the reported wall clock is per point. SVG path data: one
/// seat-sized path of 33 elements per iteration.
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

    // A seat-sized path: a skewed rounded rectangle, a rounded rectangle and a bar, turned
    // and moved into place (33 elements), written at 3 decimals.
    let place = AffineTransform(rotationAngle: .degrees(37)).concatenating(AffineTransform(translationX: 123.456, y: -78.9))
    let seat = Path {
        $0.addRoundedRect(in: Rect(x: -0.25, y: -0.25, width: 0.5, height: 0.12), cornerSize: Size(width: 0.03, height: 0.03),
                          transform: AffineTransform(skewX: .degrees(45)).concatenating(place))
        $0.addRoundedRect(in: Rect(x: -0.2, y: 0, width: 0.4, height: 0.2), cornerSize: Size(width: 0.04, height: 0.04),
                          transform: place)
        $0.addRect(Rect(x: -0.01, y: -0.13, width: 0.02, height: 0.13), transform: place)
    }
    Benchmark(
        "Path.svgPathData, 33-element seat path, per path",
        configuration: .init(metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .one)
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(seat.svgPathData(precision: 3))
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
