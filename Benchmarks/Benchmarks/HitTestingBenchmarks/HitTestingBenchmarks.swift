import Benchmark
import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting

/// Hit testing in release, one core: the mega stadium as shipped (an oval bowl whose rows
/// follow the field, located through cell grids) and as it was before, a box bowl of
/// straight side tribunes and corner arcs (`Benchmarks/Fixtures/mega-box.json`, located
/// analytically): the figure for stadiums without the shapes of venues beyond the bowl.
/// Each iteration answers a batch of 1,000,000 fixed points with `HitIndex.hits(_:into:)`
/// (`scalingFactor: .mega`), so the wall clock is per million points and the throughput is
/// in millions of points a second.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        maxDuration: .seconds(5),
        maxIterations: 50
    )

    let benchmarks = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let stadiums = benchmarks.deletingLastPathComponent().appendingPathComponent("Stadiums")
    let files = [
        ("mega", stadiums.appendingPathComponent("mega.json")),
        ("mega-box", benchmarks.appendingPathComponent("Fixtures/mega-box.json")),
    ]
    for (name, url) in files {
        guard let chart = try? StadiumFile.load(path: url.path) else { continue }
        let index = HitIndex(chart: chart)
        let count = 1_000_000
        let batches: [(String, [Point])] = [
            ("uniform over the bounds", HitBenchmarkPoints.uniform(count: count, in: chart)),
            ("within one cell of a seat", HitBenchmarkPoints.nearSeats(count: count, in: chart)),
            ("within one cell of a seat, sorted by y then x", HitBenchmarkPoints.nearSeats(count: count, in: chart).sorted { ($0.y, $0.x) < ($1.y, $1.x) }),
        ]

        for (what, points) in batches {
            Benchmark("HitIndex.hits, \(name), 1M points \(what)", configuration: .init(scalingFactor: .mega)) { benchmark in
                var answers = [Hit](repeating: .nothing, count: points.count)
                benchmark.startMeasurement()
                answers.withUnsafeMutableBufferPointer { out in
                    points.withUnsafeBufferPointer { index.hits($0, into: out) }
                }
                benchmark.stopMeasurement()
                blackHole(answers)
            }
        }

        Benchmark("HitIndex.init, \(name) (build the index)") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(HitIndex(chart: chart)) }
        }
    }
}

/// Fixed pseudo-random points (SplitMix64), the same on every run.
enum HitBenchmarkPoints {
    static func uniform(count: Int, in chart: Chart) -> [Point] {
        var state: UInt64 = 0x5EA7
        let b = chart.bounds
        return (0..<count).map { _ in Point(b.minX + next(&state) * b.width, b.minY + next(&state) * b.height) }
    }

    static func nearSeats(count: Int, in chart: Chart) -> [Point] {
        var state: UInt64 = 0xC4A7
        return (0..<count).map { _ in
            let seat = chart.seats[Int(next(&state) * Double(chart.seats.count)) % chart.seats.count]
            return Point(seat.center.x + (next(&state) - 0.5) * 2 * seat.size, seat.center.y + (next(&state) - 0.5) * 2 * seat.size)
        }
    }

    /// A number in [0, 1).
    static func next(_ state: inout UInt64) -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
