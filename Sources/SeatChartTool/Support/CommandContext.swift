import ArgumentParser
import Foundation
import SeatChart
import SeatChartSale
import SeatChartStore

/// What the commands of one run share: the charts loaded, their hit indexes and the sales
/// opened, each made once.
///
/// A command run alone gets a fresh context, so it loads its stadium and opens its state
/// itself; `script` makes one context for all its lines, so that 10,000 lines cost one
/// chart load, one hit index and one database open. The context also knows the script's
/// default state file.
final class CommandContext {
    /// The script's stadium and the state file its lines use unless they name another;
    /// `nil` for a command run alone.
    private let script: (stadiumPath: String, statePath: String, event: String?)?
    /// Batches of at most this many points are answered by scanning the chart rather than
    /// by building its index (see ``SharedHitIndex/scanLimit``).
    private let scanLimit: Int
    private var charts: [String: Chart] = [:]
    private var hitIndexes: [String: SharedHitIndex] = [:]
    private var sales: [SaleKey: Sale] = [:]
    /// The state files opened for a change, and whether each existed before.
    private var writeTargets: [String: Bool] = [:]
    /// The missing state files a reading command has already said it read as empty.
    private var missingNoted: Set<String> = []
    /// The states found there: once there, a state stays for the run, so a database is not
    /// asked again (a missing one is asked again: a line may have made it since).
    private var found: Set<String> = []

    /// Which sale: the stadium file, the state file and the event (`nil`: the state without events).
    private struct SaleKey: Hashable {
        var stadiumPath: String
        var statePath: String
        var event: String?
    }

    /// The context of a command run alone. A few points are answered by scanning the
    /// chart: on the mega stadium a scan costs a few million instructions, building the
    /// index about 36 million.
    init() {
        script = nil
        scanLimit = 4
    }

    /// The context of a `script` on the stadium at `stadiumPath`, whose chart is already
    /// loaded; lines use the state file `statePath` unless they name another. Every point
    /// goes through the chart's index, built on the first one.
    init(scriptOn stadiumPath: String, chart: Chart, statePath: String, event: String? = nil) {
        script = (stadiumPath, statePath, event)
        scanLimit = 0
        charts[stadiumPath] = chart
    }

    /// The chart of the stadium file (or pretix plan) at `stadiumPath`, loaded once.
    ///
    /// - Throws: ``InputError`` naming the file (see ``ChartLoader/load(_:)``).
    func chart(_ stadiumPath: String) throws -> Chart {
        if let chart = charts[stadiumPath] { return chart }
        let chart = try ChartLoader.load(stadiumPath)
        charts[stadiumPath] = chart
        return chart
    }

    /// The hit index of the stadium at `stadiumPath`, built on first need.
    func hitIndex(_ stadiumPath: String, level: Int = 0) throws -> SharedHitIndex {
        let key = level == 0 ? stadiumPath : "\(level)\u{0}\(stadiumPath)"
        if let index = hitIndexes[key] { return index }
        let index = SharedHitIndex(chart: try chart(stadiumPath), level: level, scanLimit: scanLimit)
        hitIndexes[key] = index
        return index
    }

    /// The state file to use: `option` when given; else the script's state file when the
    /// script runs on this stadium; else `Output/<stem>.sqlite`, where `<stem>` is the
    /// stadium file's name without its extension (relative to the current folder).
    func statePath(option: String?, stadiumPath: String) -> String {
        if let option { return option }
        if let script, script.stadiumPath == stadiumPath { return script.statePath }
        return StateFile.defaultPath(forStadium: stadiumPath)
    }

    /// The sale of the stadium at `stadiumPath` over the state file `--state` names (or the
    /// default one). Nothing is opened until a change needs it, and reading never creates
    /// the file.
    func sale(_ stadiumPath: String, stateOption: String?, event: String? = nil) throws -> Sale {
        let path = statePath(option: stateOption, stadiumPath: stadiumPath)
        if writeTargets[path] == nil { writeTargets[path] = try exists(path) }
        return try openSale(stadiumPath, statePath: path, event: self.event(event, stadiumPath: stadiumPath))
    }

    /// The event a command names: `option` when given, else the script's when the script
    /// runs on this stadium, else none (the state without events).
    func event(_ option: String?, stadiumPath: String) -> String? {
        if let option { return option }
        if let script, script.stadiumPath == stadiumPath { return script.event }
        return nil
    }

    /// Names on standard error each state file a change went to, and whether it was created
    /// by it: `created state Output/arena.sqlite`, or `state Output/arena.sqlite`. A write to
    /// the wrong folder is then seen at once, not discovered as a second sale. (A database out
    /// of reach by now is not named.)
    func reportWrites() {
        for (path, existed) in writeTargets.sorted(by: { $0.key < $1.key }) where existed || (try? exists(path)) == true {
            let name = StateLocation.name(path)
            CommandOutcome.printError(existed ? "state \(name)" : "created state \(name)")
        }
    }

    /// Whether a state is at `path` (``StateLocation/exists(_:)``), a found one remembered.
    private func exists(_ path: String) throws -> Bool {
        if found.contains(path) { return true }
        guard try StateLocation.exists(path) else { return false }
        found.insert(path)
        return true
    }

    private func openSale(_ stadiumPath: String, statePath: String, event: String?) throws -> Sale {
        let key = SaleKey(stadiumPath: stadiumPath, statePath: statePath, event: event)
        if let sale = sales[key] { return sale }
        let chart = try chart(stadiumPath)
        let sale: Sale
        if let event {
            try EventKey.check(event, file: "command line", place: "--event")
            let listing = try StateLocation.catalogue(statePath, chart: chart).readListing()
            if let season = listing.season(event) {
                sales[key] = try seasonSale(season, listing: listing, stadiumPath: stadiumPath, statePath: statePath, chart: chart)
                return sales[key]!
            }
            guard let found = listing.event(event) else {
                throw EventRules.unknown(event, in: listing, file: "command line", place: "--event")
            }
            sale = Sale(
                chart: found.pricing(chart), chartFile: stadiumPath,
                source: try StateLocation.source(statePath, chart: found.pricing(chart), namespace: EventNamespace(number: found.number)),
                hitIndex: try hitIndex(stadiumPath))
        } else {
            sale = Sale(
                chart: chart, chartFile: stadiumPath,
                source: try StateLocation.source(key.statePath, chart: chart),
                hitIndex: try hitIndex(stadiumPath))
        }
        sales[key] = sale
        return sale
    }
}

extension CommandContext {
    /// The seats of seasons booked in the event `event` names (none without one, or for a season).
    func seasonSeats(_ stadiumPath: String, stateOption: String?, event option: String?) throws -> [SeasonSeat] {
        guard let key = event(option, stadiumPath: stadiumPath) else { return [] }
        let path = statePath(option: stateOption, stadiumPath: stadiumPath)
        guard try StateLocation.exists(path) else { return [] }
        let catalogue = try StateLocation.catalogue(path, chart: try chart(stadiumPath))
        guard let found = try catalogue.readListing().event(key) else { return [] }
        return try catalogue.readSeasonSeats(of: found)
    }

    /// The sale of `season`: each change in every event of it, in one transaction of the state.
    private func seasonSale(_ season: Season, listing: EventListing, stadiumPath: String, statePath: String, chart: Chart) throws -> Sale {
        guard let writer = try StateLocation.source(statePath, chart: chart).openStore() as? any SeasonWriter else {
            throw InputError(file: StateLocation.name(statePath), place: "--event", message: "this state cannot sell seasons")
        }
        let store = SeasonStore(
            season: season, events: season.events.compactMap(listing.event), chart: chart,
            file: StateLocation.name(statePath), writer: writer)
        return Sale(chart: store.chart, chartFile: stadiumPath, store: store, hitIndex: try hitIndex(stadiumPath))
    }

    /// The sale for a reading command (`info`, `seats`, `render`, `hit`, `status`,
    /// `history`): as ``sale(_:stateOption:)``, but a state file named explicitly with
    /// `--state` must exist, so that a mistyped path is not read as "nothing sold".
    ///
    /// Without `--state`, a default state that does not exist is said on standard error once
    /// (`no state at Output/arena.sqlite: every seat is shown available`), unless `--quiet`:
    /// run from another folder, a read would otherwise show "nothing sold" in silence.
    ///
    /// - Throws: ``InputError`` (exit 2) naming the missing file, or the database without a state.
    func readingSale(_ stadiumPath: String, stateOption: String?, event: String? = nil) throws -> Sale {
        if let option = stateOption, try !exists(option) {
            let database = StateLocation.isDatabase(option)
            throw InputError(
                file: StateLocation.name(option), place: "--state",
                message: (database ? "this database holds no selection state" : "no such state file")
                    + "; expected an existing one (a reading command never creates a state; without --state it reads the default one)")
        }
        let path = statePath(option: stateOption, stadiumPath: stadiumPath)
        if !Quiet.isOn, !missingNoted.contains(path), try !exists(path) {
            missingNoted.insert(path)
            CommandOutcome.printError("no state at \(StateLocation.name(path)): every seat is shown available")
        }
        return try openSale(stadiumPath, statePath: path, event: self.event(event, stadiumPath: stadiumPath))
    }
}

/// A command that runs in a ``CommandContext``: alone, with a fresh one, or as a line of
/// `script`, with the script's.
protocol ContextCommand: ParsableCommand {
    /// Runs the command with what `context` has loaded and opened.
    func run(in context: CommandContext) throws
}

extension ContextCommand {
    /// Runs the command alone, then names the state files it changed.
    func run() throws {
        let context = CommandContext()
        try run(in: context)
        context.reportWrites()
    }
}
