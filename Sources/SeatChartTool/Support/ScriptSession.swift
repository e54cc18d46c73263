import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartStore

/// The context of a running `script`: one loaded chart and one open state file for all its
/// lines, so that 10,000 lines cost one chart load and one database open.
///
/// Commands reach the chart and the store through ``StateAccess``, which consults the
/// session when one is running and loads or opens afresh otherwise.
final class ScriptSession {
    /// The session of the `script` command running in this process, if any.
    nonisolated(unsafe) static var current: ScriptSession?

    /// The stadium file the script runs on, as named on the command line.
    let stadiumPath: String
    /// Its chart, loaded once.
    let chart: Chart
    /// The state file lines use unless they name another with `--state`.
    let statePath: String
    private var stores: [String: SelectionStore] = [:]
    /// The chart's hit index, built on the first `--at`.
    lazy var hitIndex = HitIndex(chart: chart)

    /// Starts a session for `chart`, loaded from `stadiumPath`, using `statePath` by default.
    init(stadiumPath: String, chart: Chart, statePath: String) {
        self.stadiumPath = stadiumPath
        self.chart = chart
        self.statePath = statePath
    }

    /// The session's state file for the stadium at `path`, or `nil` for another stadium.
    func defaultStatePath(forStadium path: String) -> String? {
        path == stadiumPath ? statePath : nil
    }

    /// The session's chart for the stadium at `path`, or `nil` for another stadium.
    func chart(forStadium path: String) -> Chart? {
        path == stadiumPath ? chart : nil
    }

    /// The store for the state file at `path` when the file exists (opened once), else `nil`:
    /// reading commands use it and never create a file.
    func existingStore(path: String) throws -> SelectionStore? {
        if let store = stores[path] { return store }
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try store(path: path, chart: chart)
    }

    /// The open store for the state file at `path`, opened on first use.
    func store(path: String, chart: Chart) throws -> SelectionStore {
        if let store = stores[path] { return store }
        let store = try SelectionStore(path: path, chart: chart, clock: StateClock.now)
        stores[path] = store
        return store
    }
}

/// How commands get their chart and state store: from the running script's session when
/// there is one, else by loading the stadium and opening the state file.
enum StateAccess {
    /// The chart of the stadium file (or pretix plan) at `stadiumPath`.
    static func chart(_ stadiumPath: String) throws -> Chart {
        try ChartLoader.chart(for: stadiumPath)
    }

    /// The hit index of `chart` (the session's, built once, when the script runs on that stadium).
    static func hitIndex(chart: Chart, stadiumPath: String) -> HitIndex {
        if let session = ScriptSession.current, session.chart(forStadium: stadiumPath) != nil { return session.hitIndex }
        return HitIndex(chart: chart)
    }

    /// What lies under each of `points`: through the session's index in a script, else by
    /// scanning the chart for a few points (cheaper than building an index for them), else
    /// through an index built for the batch. The answers are the same either way.
    static func hits(_ points: [Point], chart: Chart, stadiumPath: String) -> [Hit] {
        let inSession = ScriptSession.current?.chart(forStadium: stadiumPath) != nil
        if !inSession && points.count <= scanLimit { return points.map(chart.hitByScan) }
        return hitIndex(chart: chart, stadiumPath: stadiumPath).hits(points)
    }

    /// Up to this many points are answered by scanning rather than by building an index
    /// (on the mega stadium a scan costs a few million instructions, building the index
    /// about 36 million).
    static let scanLimit = 4

    /// The store for the state file `--state` names (or the default one), created on first use.
    static func store(stadiumPath: String, chart: Chart, stateOption: String?) throws -> SelectionStore {
        let path = StateFile.path(option: stateOption, stadiumPath: stadiumPath)
        if let session = ScriptSession.current { return try session.store(path: path, chart: chart) }
        return try SelectionStore(path: path, chart: chart, clock: StateClock.now)
    }
}
