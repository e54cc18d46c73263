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
            print(CommandJSON.line(StatusJSON.document(status, checked: check)))
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
                print("  \(TerminalText.escaped(activity.holder))  \(StateOutput.time(activity.time))  \(activity.action.rawValue)")
            }
        }
    }
}

/// `status --json` (docs/command-line.md fixes `byState`, `holder`, `held` and `booked`), in this
/// field order: `{"byState", "holder", "held", "booked", "holders": [{"holder", "time",
/// "action"}]}`, then `"check": "ok"` when `--check` passed.
private enum StatusJSON {
    static func document(_ status: SelectionStatus, checked: Bool) -> JSONValue {
        var members = [
            JSONMember("byState", CommandJSON.map(status.countsByState.map { ($0.state.rawValue, CommandJSON.integer($0.count)) })),
            JSONMember("holder", .string(status.holder)),
            JSONMember("held", .array(status.held.map { .string($0) })),
            JSONMember("booked", .array(status.booked.map { .string($0) })),
            JSONMember("holders", .array(status.holders.map {
                .object([
                    JSONMember("holder", .string($0.holder)),
                    JSONMember("time", .string(StateOutput.time($0.time))),
                    JSONMember("action", .string($0.action.rawValue)),
                ])
            })),
        ]
        if checked { members.append(JSONMember("check", .string("ok"))) }
        return .object(members)
    }
}

extension StatusCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.state = state.rebinding(word) }
    }
}
