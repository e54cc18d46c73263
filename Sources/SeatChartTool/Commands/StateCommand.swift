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
        the tokens servers issued, standing areas' places with their log, and every event \
        (seatchart event) with its own sale and the seasons over them. With --event KEY, only \
        that event is copied: TO's state without events starts empty. TO must be new: a file that does not exist, or a database \
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

    @Option(help: ArgumentHelp("Copy only this event's sale (its key).", valueName: "key"))
    var event: String?

    func run() throws {
        var dump = try StateLocation.isDatabase(from)
            ? PostgresSelectionStore.dump(url: try PostgresURL(from, place: "from"))
            : SelectionStore.dump(path: from)
        if let event {
            try EventKey.check(event, file: "command line", place: "--event")
            guard let narrowed = dump.onlyEvent(event) else {
                let listing = EventListing(events: dump.saleEvents.map(\.event), seasons: dump.seasons)
                throw EventRules.unknown(event, in: listing, file: StateLocation.name(from), place: "--event")
            }
            dump = narrowed
        }
        if StateLocation.isDatabase(to) {
            try PostgresSelectionStore.load(dump, url: try PostgresURL(to, place: "to"))
        } else {
            try SelectionStore.load(dump, path: to)
        }
        var summary = "copied \(StateLocation.name(from)) to \(StateLocation.name(to)): \(dump.seats.count) stored seats, "
        summary += "\(dump.events.count) events, \(dump.holders.count) holders"
        if !dump.areaPlaces.isEmpty { summary += ", \(dump.areaPlaces.count) holdings of standing areas' places" }
        if !dump.saleEvents.isEmpty {
            let each = dump.saleEvents.map { (sale: SelectionStateDump.EventSale) -> String in
                "\(sale.event.key): \(sale.sale.seats.count) stored seats, \(sale.sale.events.count) log entries"
            }
            summary += ", \(dump.saleEvents.count) sold events (" + each.joined(separator: "; ") + ")"
        }
        print(summary)
        guard let stadium else { return }
        let chart = try ChartLoader.load(stadium)
        var problems: [String] = []
        for sale in [nil] + dump.saleEvents.map(\.event) {
            let namespace = sale.map { EventNamespace(number: $0.number) } ?? .main
            let reader = try StateLocation.source(to, chart: chart, namespace: namespace).openReader()
            let found = try reader.check() + ((reader as? any PlaceReader)?.checkAreas() ?? [])
            problems += found.map { message in sale.map { "event \($0.key): \(message)" } ?? message }
        }
        guard problems.isEmpty else {
            throw InputError(problems.map { InputProblem(file: StateLocation.name(to), place: "", message: $0) })
        }
        print("check: ok")
    }
}
