import ArgumentParser
import SeatChart
import SeatChartSale

/// `seatchart select STADIUM SEAT... [--at X,Y] [--quantity N] [--holder H] [--ttl SECONDS]`: holds
/// seats, tables and standing areas' places for a holder, all of them or none.
struct SelectCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "select",
        abstract: "Hold seats for a holder: all of them or none.",
        discussion: """
        A seat held or booked by another holder, or blocked, refuses the whole selection \
        (exit 1) and is named with its state. Seats the holder already holds stay held, \
        with their expiry renewed.
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @OptionGroup var choice: SeatChoice

    @OptionGroup var quantity: QuantityOption

    @Option(help: ArgumentHelp("Seconds until the holds expire (default: never).", valueName: "seconds"))
    var ttl: Double?

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp))
    var json = false

    @OptionGroup var state: StateOptions

    func validate() throws {
        if choice.isEmpty { throw ValidationError("Name at least one seat, or a point with --at.") }
        try SeatArguments.validateTTL(ttl)
    }

    func run(in context: CommandContext) throws {
        let sale = try state.sale(in: context, stadiumPath: stadium)
        try ChangeOutput.print(json: json, text: { change in
            var line = "held for \(TerminalText.escaped(state.holder)): \(StateOutput.items(change))"
            if !change.unchanged.isEmpty { line += "; already held: \(StateOutput.list(change.unchanged))" }
            if let ttl { line += " (for \(PlainNumber.text(ttl)) s)" }
            return line
        }) { try sale.select(choice.request(quantity), holder: state.holder, ttl: ttl) }
    }
}

extension SelectCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.choice = choice.rebinding(word); $0.state = state.rebinding(word) }
    }
}
