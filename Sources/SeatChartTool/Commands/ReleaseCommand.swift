import ArgumentParser
import SeatChartSale

/// `seatchart release STADIUM SEAT...`: frees seats whatever their holder or state (box office).
struct ReleaseCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Free seats whatever their holder or state (box office).",
        discussion: """
        Held and booked seats become available; the log names the holder each was taken \
        from, and the clerk given with --by as who did it. Seats already free are left as they are. A blocked seat refuses the whole \
        command (exit 1): blocking comes from the stadium file.
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @OptionGroup var choice: SeatChoice

    @OptionGroup var quantity: QuantityOption

    @OptionGroup var stateFile: StateFileOption

    @OptionGroup var clerk: ClerkOption

    func validate() throws {
        if choice.isEmpty { throw ValidationError("Name at least one seat, or a point with --at.") }
    }

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp))
    var json = false

    func run(in context: CommandContext) throws {
        let sale = try stateFile.sale(in: context, stadiumPath: stadium)
        try ChangeOutput.print(json: json, text: { StateOutput.change($0, done: "released", unchanged: "already available") }) { try sale.release(choice.request(quantity), by: clerk.name) }
    }
}

extension ReleaseCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.choice = choice.rebinding(word); $0.stateFile = stateFile.rebinding(word); $0.clerk = clerk.rebinding(word) }
    }
}
