import ArgumentParser
import SeatChartSale

/// `seatchart block STADIUM SEAT...`: takes seats off sale during a sale (box office).
struct BlockCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "block",
        abstract: "Take seats off sale (box office): no one can hold or book them until unblocked.",
        discussion: """
        All the seats named or none. A held or booked seat refuses the whole command (exit 1): \
        release it first. Seats already blocked are left as they are. render, best and the \
        server follow blocks at once.
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @OptionGroup var choice: SeatChoice

    @OptionGroup var stateFile: StateFileOption

    @OptionGroup var clerk: ClerkOption

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp))
    var json = false

    func validate() throws {
        if choice.isEmpty { throw ValidationError("Name at least one seat, or a point with --at.") }
    }

    func run(in context: CommandContext) throws {
        let sale = try stateFile.sale(in: context, stadiumPath: stadium)
        try ChangeOutput.print(json: json, text: { StateOutput.change($0, done: "blocked", unchanged: "already blocked") }) { try sale.block(choice.request, by: clerk.name) }
    }
}

extension BlockCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.choice = choice.rebinding(word); $0.stateFile = stateFile.rebinding(word); $0.clerk = clerk.rebinding(word) }
    }
}
