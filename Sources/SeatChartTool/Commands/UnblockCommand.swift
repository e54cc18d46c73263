import ArgumentParser
import SeatChartSale

/// `seatchart unblock STADIUM SEAT...`: puts seats the box office blocked back on sale.
struct UnblockCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "unblock",
        abstract: "Put seats the box office blocked back on sale.",
        discussion: """
        All the seats named or none. A seat blocked by the stadium file refuses the whole \
        command (exit 1): change the file instead. Seats not blocked are left as they are.
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
        try ChangeOutput.print(json: json, text: { StateOutput.change($0, done: "unblocked", unchanged: "not blocked") }) { try sale.unblock(choice.request, by: clerk.name) }
    }
}

extension UnblockCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.choice = choice.rebinding(word); $0.stateFile = stateFile.rebinding(word); $0.clerk = clerk.rebinding(word) }
    }
}
