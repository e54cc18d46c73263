import Benchmark
import Foundation
import SeatChart

/// Loading stadium files in release: file bytes → checked spec → every seat with its
/// cell, as `StadiumFile.chart(from:file:)` does for every command. The file is read once
/// outside the loop, so the figures are parse + validate + layout + post-layout checks.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 200
    )

    let benchmarks = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let stadiums = benchmarks.deletingLastPathComponent().appendingPathComponent("Stadiums")

    // mega: the oval bowl (rows follow the field, 149,588 seats); mega-box: the box bowl it
    // was (147,956 seats); hall: levels, rows sections, tables and standing areas.
    let files = ["mega", "football", "hall"].map { ($0, stadiums.appendingPathComponent("\($0).json")) }
        + [("mega-box", benchmarks.appendingPathComponent("Fixtures/mega-box.json"))]
    for (name, url) in files {
        let path = url.path
        guard let data = FileManager.default.contents(atPath: path) else { continue }

        Benchmark("StadiumFile.chart, \(name) (file bytes to every seat and cell)") { benchmark in
            for _ in benchmark.scaledIterations {
                let chart = try StadiumFile.chart(from: data, file: path)
                var area = 0.0
                for i in chart.seats.indices { area += chart.cell(of: i).size }
                blackHole(area)
            }
        }

        Benchmark("StadiumFileReader.read, \(name) (parse and check only)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try StadiumFileReader.read(data, file: path))
            }
        }
    }
}
