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

    @OptionGroup var state: StateOptions

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
        print("holder \(TerminalText.escaped(status.holder)): \(status.held.count) held, \(status.booked.count) booked")
        print("held: \(StateOutput.list(status.held))")
        print("booked: \(StateOutput.list(status.booked))")
        if !status.holders.isEmpty {
            print("latest activity:")
            for activity in status.holders {
                print("  \(TerminalText.escaped(activity.holder))  \(SaleJSON.time(activity.time))  \(activity.action.rawValue)")
            }
        }
    }
}

extension StatusCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.state = state.rebinding(word) }
    }
}
