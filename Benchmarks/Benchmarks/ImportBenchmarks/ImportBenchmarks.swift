import Benchmark
import Foundation
import SeatChart
import SeatChartJSON
import SeatChartSVG
import SeatChartSeatsio

/// Charts from other tools in release, in the process: a seats.io chart's file bytes → JSON
/// → the chart with every seat and cell (what `validate` does after reading the file), and
/// the same followed by the SVG `render` writes (every seat, no state). The default chart is
/// the 8,897-seat Race Track (2.6 MB); the goals are 50 ms and 100 ms.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        maxDuration: .seconds(5),
        maxIterations: 100
    )

    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Tests/SeatChartSeatsioTests/Fixtures/seatsio-js_sampleChartWithZones.json").path
    guard let data = FileManager.default.contents(atPath: path) else { return }

    Benchmark("seats.io Race Track: import and layout (file bytes to every seat and cell)") { benchmark in
        for _ in benchmark.scaledIterations {
            let chart = try SeatsioChartReader.read(JSONParser.parse(data), file: path).chart
            var area = 0.0
            for i in chart.seats.indices { area += chart.cell(of: i).size }
            blackHole(area)
        }
    }

    Benchmark("seats.io Race Track: import, layout and render (file bytes to the SVG)") { benchmark in
        for _ in benchmark.scaledIterations {
            let chart = try SeatsioChartReader.read(JSONParser.parse(data), file: path).chart
            let svg = try ChartSVGRenderer(chart: chart, states: SeatStateTable(initialStatesOf: chart)).render()
            blackHole(svg.count)
        }
    }
}
