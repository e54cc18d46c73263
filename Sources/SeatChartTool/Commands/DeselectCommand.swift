import ArgumentParser
import SeatChart
import SeatChartSale

/// `seatchart deselect STADIUM SEAT... [--holder H]`: gives a holder's holds back.
struct DeselectCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "deselect",
        abstract: "Give back a holder's holds: all the seats named, or none.",
        discussion: "A seat the holder does not hold (free, booked, or another holder's) refuses the whole command (exit 1)."
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @OptionGroup var choice: SeatChoice

    @OptionGroup var quantity: QuantityOption

    @Flag(help: "Give back every hold of the holder.")
    var all = false

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp))
    var json = false

    @OptionGroup var state: StateOptions

    func validate() throws {
        if all && !choice.isEmpty { throw ValidationError("Use either --all or seats, not both.") }
        if !all && choice.isEmpty { throw ValidationError("Name at least one seat, or use --all.") }
    }

    func run(in context: CommandContext) throws {
        let sale = try state.sale(in: context, stadiumPath: stadium)
        try ChangeOutput.print(json: json, text: { "released by \(TerminalText.escaped(state.holder)): \(StateOutput.items($0))" }) {
            all ? try sale.deselectAll(holder: state.holder) : try sale.deselect(choice.request(quantity), holder: state.holder)
        }
    }
}

extension DeselectCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.choice = choice.rebinding(word); $0.state = state.rebinding(word) }
    }
}
