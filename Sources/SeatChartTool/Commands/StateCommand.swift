import ArgumentParser
import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartSQLite
import SeatChartStore

/// `seatchart state copy FROM TO`: moves a selection state between a SQLite file and a
/// PostgreSQL database (either way), with its whole history.
struct StateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "state",
        abstract: "Manage selection states themselves: copy one from a SQLite file to PostgreSQL, or back.",
        subcommands: [StateCopyCommand.self]
    )
}

/// `seatchart state copy FROM TO`.
struct StateCopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a selection state with its history: a SQLite file to a PostgreSQL database, or back.",
        discussion: """
        FROM and TO are each a state file (SQLite) or postgres://USER@HOST:PORT/DB. Everything \
        is copied, ids kept: the stadium it was made for, holders, held, booked and blocked \
        seats, the whole log (status, history and the live feed read on where they were) and \
        the tokens servers issued, and standing areas' places with their log. TO must be new: a file that does not exist, or a database \
        without a state (exit 2 otherwise); the copy is written in one transaction, so a \
        failure leaves nothing. With --stadium, the copy is then checked as status --check does.
        """
    )

    @Argument(help: ArgumentHelp("The state to copy: a file or postgres://USER@HOST:PORT/DB.", valueName: "from"), completion: .stateFile)
    var from: String

    @Argument(help: ArgumentHelp("Where to copy it: a new file or an empty database.", valueName: "to"), completion: .stateFile)
    var to: String

    @Option(help: ArgumentHelp("Check the copy against this stadium, as status --check does.", valueName: "stadium"), completion: .stadiumFile)
    var stadium: String?

    func run() throws {
        let dump = try StateLocation.isDatabase(from)
            ? PostgresSelectionStore.dump(url: try PostgresURL(from, place: "from"))
            : SelectionStore.dump(path: from)
        if StateLocation.isDatabase(to) {
            try PostgresSelectionStore.load(dump, url: try PostgresURL(to, place: "to"))
        } else {
            try SelectionStore.load(dump, path: to)
        }
        print("copied \(StateLocation.name(from)) to \(StateLocation.name(to)): \(dump.seats.count) stored seats, "
            + "\(dump.events.count) events, \(dump.holders.count) holders"
            + (dump.areaPlaces.isEmpty ? "" : ", \(dump.areaPlaces.count) holdings of standing areas' places"))
        guard let stadium else { return }
        let chart = try ChartLoader.load(stadium)
        let reader = try StateLocation.source(to, chart: chart).openReader()
        let problems = try reader.check() + ((reader as? any PlaceReader)?.checkAreas() ?? [])
        guard problems.isEmpty else {
            throw InputError(problems.map { InputProblem(file: StateLocation.name(to), place: "", message: $0) })
        }
        print("check: ok")
    }
}
