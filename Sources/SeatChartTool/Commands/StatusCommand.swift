import Foundation
import ArgumentParser
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `seatchart status STADIUM [--holder H] [--json]`: counts by state, the holder's seats and
/// each holder's latest activity. Never creates a state file.
struct StatusCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Counts by state, the holder's held and booked seats, each holder's latest activity."
    )

    @Argument(help: "The stadium file or pretix plan.")
    var stadium: String

    @Flag(help: "Print one JSON document: {\"byState\", \"holder\", \"held\", \"booked\", \"holders\"}.")
    var json = false

    @Flag(help: """
        Also check the state file: SQLite's integrity check, and that replaying the event log \
        gives the stored states. Exit 2 naming each problem when it fails.
        """)
    var check = false

    @Option(help: ArgumentHelp("List at most N holders' latest activity (default: all).", valueName: "n"))
    var limit: Int?

    @OptionGroup var state: StateOptions

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit must be a whole number of at least 0, found \(limit)") }
    }

    func run(in context: CommandContext) throws {
        let sale = try state.readingSale(in: context, stadiumPath: stadium)
        let status = try sale.status(holder: state.holder)
        if check {
            let problems = try sale.check()
            if !problems.isEmpty {
                let path = context.statePath(option: state.state, stadiumPath: stadium)
                throw InputError(problems.map { InputProblem(file: path, place: "", message: $0) })
            }
        }
        if json {
            print(SaleJSON.line(SaleJSON.status(status, checked: check)))
            return
        }
        if check { print("check: ok") }
        print(sale.chart.name)
        for count in status.countsByState { print("\(count.state.rawValue): \(count.count)") }
        let holder = TerminalText.escaped(status.holder)
        print("holder \(holder): \(status.held.count) held, \(status.booked.count) booked")
        // Each key means one thing: the holder's seats are named as theirs.
        print("held by \(holder): \(StateOutput.list(status.held))")
        print("booked by \(holder): \(StateOutput.list(status.booked))")
        let shown = Self.activities(status.holders, holder: state.holder, limit: limit)
        if !shown.isEmpty {
            // A table with tabs: holder names may hold spaces.
            print("latest activity (holder, time, action):")
            for activity in shown {
                print("\(TerminalText.escaped(activity.holder))\t\(SaleJSON.time(activity.time))\t\(activity.action.rawValue)")
            }
        }
    }

    /// The holders listed: only `holder` when one other than the default is asked for,
    /// in natural order (g2-2 before g2-10), at most `limit`.
    static func activities(_ all: [HolderActivity], holder: String, limit: Int?) -> [HolderActivity] {
        var list = holder == "default" ? all : all.filter { $0.holder == holder }
        list.sort { $0.holder.compare($1.holder, options: [.numeric]) == .orderedAscending }
        return Array(list.prefix(limit ?? list.count))
    }
}

extension StatusCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.state = state.rebinding(word) }
    }
}
