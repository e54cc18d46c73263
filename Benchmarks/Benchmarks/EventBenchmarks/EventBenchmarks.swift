import Benchmark
import Foundation
import SeatChart
import SeatChartSQLite
import SeatChartStore

/// Events and seasons in release, in the process, on the mega stadium (docs/events.md): one
/// season hold of one seat over 40 events (the goal: ≤ 5 ms p50), beside the same hold in one
/// event of the same state. Each iteration holds a seat no earlier one held, in state files
/// made once on `TMPDIR`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(10),
        maxIterations: 2_000
    )

    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Stadiums/mega.json").path
    guard let data = FileManager.default.contents(atPath: path), let chart = try? StadiumFile.chart(from: data, file: path) else {
        return
    }
    let scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("seatchart-event-benchmarks-\(getpid())")
    try? FileManager.default.removeItem(at: scratch)
    let free = chart.seats.indices.filter { !chart.seats[$0].isBlocked }

    /// A new state of 40 events and season `run` over them: the season's sale and its first event's.
    func state(_ name: String) throws -> (season: SeasonStore, event: any PlaceStore) {
        let store = try SelectionStore(path: scratch.appendingPathComponent("\(name).sqlite").path, chart: chart)
        let events = try (1...40).map { try store.createEvent(SaleEvent(key: "e\($0)")) }
        let run = try store.createSeason("run", events: events.map(\.key))
        return (SeasonStore(season: run, events: events, chart: chart, file: name, writer: store),
                store.eventStore(events[0], chart: chart))
    }
    guard let season = try? state("season").season, let single = try? state("single").event else { return }
    let next = SeatCounter()

    Benchmark("season hold of one seat over 40 events (mega stadium, SQLite)") { _ in
        blackHole(try season.select([free[next.take()]], holder: "h", expiry: .never, limit: nil))
    }

    Benchmark("hold of one seat in one event of 40 (mega stadium, SQLite)") { _ in
        blackHole(try single.select([free[next.take()]], holder: "h", expiry: .never, limit: nil))
    }
}

/// The next seat to hold, so that no two iterations hold the same one.
final class SeatCounter: @unchecked Sendable {
    private var value = 0
    func take() -> Int {
        defer { value += 1 }
        return value
    }
}
