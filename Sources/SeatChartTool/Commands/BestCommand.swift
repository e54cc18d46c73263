import ArgumentParser
import SeatChart
import SeatChartJSON
import SeatChartSale
import SeatChartStore

/// `seatchart best STADIUM --count N [--category C] [--holder H] [--ttl SECONDS]`: holds
/// the best N adjacent free seats of one row.
struct BestCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "best",
        abstract: "Hold the best N adjacent free seats of one row.",
        discussion: """
        Best means nearest the stadium's focal point (the mean of the seat centres), in one \
        row of one tribune, not across an aisle, and leaving no single free seat stranded \
        where the same row offers a group that strands none. Ties go to the group first in \
        chart order. Exit 1 when no such group is free.
        """
    )

    @Argument(help: "The stadium file or pretix plan.")
    var stadium: String

    @Option(help: ArgumentHelp("How many adjacent seats (1 or more).", valueName: "n"))
    var count: Int

    @Option(help: ArgumentHelp("Only seats of this category id.", valueName: "id"))
    var category: String?

    @Option(help: ArgumentHelp("Seconds until the holds expire (default: never).", valueName: "seconds"))
    var ttl: Double?

    @Flag(help: ArgumentHelp(ChangeOutput.jsonHelp))
    var json = false

    @OptionGroup var state: StateOptions

    func validate() throws {
        if count < 1 {
            throw ValidationError("--count: expected a whole number of at least 1, found \(count)")
        }
        try SeatArguments.validateTTL(ttl)
    }

    func run(in context: CommandContext) throws {
        let sale = try state.sale(in: context, stadiumPath: stadium)
        try ChangeOutput.print(json: json, text: { "held for \(TerminalText.escaped(state.holder)): \(StateOutput.list($0.changed))" }) {
            do {
                return try sale.best(count: count, categoryID: category, holder: state.holder, ttl: ttl)
            } catch let error as SeatRequestError {
                // The command line names the option the category came from.
                guard case .unknownCategory = error else { throw error }
                throw InputError(file: stadium, place: "--category", message: error.message)
            }
        }
    }
}

extension BestCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.category = category.map(word); $0.state = state.rebinding(word) }
    }
}
