import ArgumentParser
import Foundation
import SeatChart
import SeatChartSale

/// The selection-state options shared by every command that reads or changes holds and
/// bookings: `--state FILE` and `--holder H`.
///
/// Reading commands (`render`, `hit`, `seats`, `info`, `status`, `history`) read through
/// the sale, which never creates a state file: without one every seat is available except
/// the blocked ones.
struct StateOptions: ParsableArguments {
    @Option(name: .customLong("state"), help: ArgumentHelp(
        "The selection state: a SQLite file, or postgres://USER@HOST:PORT/DB. Default: $SEATCHART_STATE, else Output/<stadium stem>.sqlite.", valueName: "file"),
        completion: .stateFile)
    var state: String?

    @Option(help: ArgumentHelp("Whose holds and bookings: the holder's name.", valueName: "holder"))
    var holder: String = "default"

    @Option(help: ArgumentHelp(EventOption.help, valueName: "key"))
    var event: String?

    /// The sale of the stadium at `stadiumPath` over this state file, from `context`.
    func sale(in context: CommandContext, stadiumPath: String) throws -> Sale {
        try context.sale(stadiumPath, stateOption: state, event: event)
    }

    /// The seat states recorded for the stadium at `stadiumPath`, with this holder's holds
    /// marked selected. Never creates a file; without one, the initial states (all
    /// available but blocked seats).
    ///
    /// - Throws: ``InputError`` (exit 2) when the file is not a state file or was made for
    ///   another version of the stadium.
    func readStates(in context: CommandContext, stadiumPath: String) throws -> SeatStateTable {
        try readingSale(in: context, stadiumPath: stadiumPath).states(holder: holder)
    }

    /// The sale for a reading command: as ``sale(in:stadiumPath:)``, but a `--state` given
    /// explicitly must exist (see ``CommandContext/readingSale(_:stateOption:)``).
    func readingSale(in context: CommandContext, stadiumPath: String) throws -> Sale {
        try context.readingSale(stadiumPath, stateOption: state, event: event)
    }
}

/// Only `--state FILE`, for commands that name no holder (`release`, `history`, `script`).
struct StateFileOption: ParsableArguments {
    @Option(name: .customLong("state"), help: ArgumentHelp(
        "The selection state: a SQLite file, or postgres://USER@HOST:PORT/DB. Default: $SEATCHART_STATE, else Output/<stadium stem>.sqlite.", valueName: "file"),
        completion: .stateFile)
    var path: String?

    @Option(help: ArgumentHelp(EventOption.help, valueName: "key"))
    var event: String?

    /// The sale of the stadium at `stadiumPath` over this state file, from `context`.
    func sale(in context: CommandContext, stadiumPath: String) throws -> Sale {
        try context.sale(stadiumPath, stateOption: path, event: event)
    }

    /// The sale for a reading command, whose explicit `--state` must exist.
    func readingSale(in context: CommandContext, stadiumPath: String) throws -> Sale {
        try context.readingSale(stadiumPath, stateOption: path, event: event)
    }
}

/// Only `--state FILE`, without `--event`: for the commands over a whole state (`serve`
/// serves all of its events; `event` manages them).
struct StatePathOption: ParsableArguments {
    @Option(name: .customLong("state"), help: ArgumentHelp(
        "The selection state: a SQLite file, or postgres://USER@HOST:PORT/DB. Default: $SEATCHART_STATE, else Output/<stadium stem>.sqlite.", valueName: "file"),
        completion: .stateFile)
    var path: String?
}

/// What `--event` says on every state command.
enum EventOption {
    static let help = "The event (or season) whose sale: its key (seatchart event list). Default: the state without events."
}

/// Where state files live by default.
enum StateFile {
    /// The environment variable that names the default state for every command.
    static let environmentVariable = "SEATCHART_STATE"

    /// `$SEATCHART_STATE` when it is set and not empty; else `Output/<stem>.sqlite` for the
    /// stadium at `stadiumPath`, where `<stem>` is the stadium file's name without its
    /// extension (relative to the current folder).
    static func defaultPath(forStadium stadiumPath: String) -> String {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty { return path }
        return DefaultOutput.path(forStadium: stadiumPath, suffix: ".sqlite")
    }
}

/// The store's clock: the system time, or, when the environment variable `SEATCHART_NOW`
/// holds a number, that many seconds since 1970-01-01 UTC (for tests of hold expiry).
enum StateClock {
    static let now: @Sendable () -> Date = {
        if let fixed { return fixed }
        return Date()
    }

    /// The time `SEATCHART_NOW` fixes, read once.
    static let fixed: Date? = {
        guard let text = ProcessInfo.processInfo.environment["SEATCHART_NOW"], let seconds = Double(text), seconds.isFinite
        else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }()
}

extension StateOptions: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.state = state.map(word); $0.holder = word(holder); $0.event = event.map(word) }
    }
}

extension StateFileOption: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.path = path.map(word); $0.event = event.map(word) }
    }
}
