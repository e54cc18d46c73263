import ArgumentParser
import SeatChart
import SeatChartSale

/// `seatchart book STADIUM [--holder H]`: turns every live hold of the holder into a booking.
struct BookCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Turn every live hold of a holder into a booking.",
        discussion: "Exit 1 when the holder holds no seat (expired holds are not booked)."
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp))
    var json = false

    @OptionGroup var state: StateOptions

    func run(in context: CommandContext) throws {
        let sale = try state.sale(in: context, stadiumPath: stadium)
        try ChangeOutput.print(json: json, text: { "booked for \(TerminalText.escaped(state.holder)): \(StateOutput.items($0))" }) {
            try sale.book(holder: state.holder)
        }
    }
}

extension BookCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.state = state.rebinding(word) }
    }
}
