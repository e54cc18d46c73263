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
        chart order. Accessible, wheelchair, companion and restricted-view places are left \
        out unless --accessible; --zone picks in one zone, ranked by its focal point; --level \
        picks on one level (default the first). Exit 1 when no such group is free.
        """
    )

    @Argument(help: "The stadium file or pretix plan.", completion: .stadiumFile)
    var stadium: String

    @Option(help: ArgumentHelp("How many adjacent seats (1 or more).", valueName: "n"))
    var count: Int

    @Option(help: ArgumentHelp("Only seats of this category, by id or by name (\"Upper Tier\").", valueName: "category"), completion: .category)
    var category: String?

    @Flag(help: "Also pick accessible, wheelchair, companion and restricted-view places (left out by default).")
    var accessible = false

    @Option(help: ArgumentHelp("Only seats of this zone, ranked by the zone's focal point.", valueName: "zone"))
    var zone: String?

    @OptionGroup var level: LevelOption

    @Flag(help: "Show the group and its price without holding anything.")
    var dryRun = false

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
        if dryRun { return try preview(in: context) }
        let sale = try state.sale(in: context, stadiumPath: stadium)
        try ChangeOutput.print(json: json, text: { "held for \(TerminalText.escaped(state.holder)): \(StateOutput.list($0.changed))" }) {
            try namingTheOption { try sale.best(
                count: count, categoryID: try category.map(sale.categoryID(named:)), holder: state.holder, ttl: ttl,
                accessible: accessible, zoneID: zone, levelID: level.level) }
        }
    }

    /// `--dry-run`: the group and its price, read from the state (never created), nothing held.
    private func preview(in context: CommandContext) throws {
        let sale = try state.readingSale(in: context, stadiumPath: stadium)
        let seats = try namingTheOption { try sale.bestPreview(
            count: count, categoryID: try category.map(sale.categoryID(named:)), accessible: accessible, zoneID: zone, levelID: level.level) }
        guard let seats else { throw CommandRefusal(message: "no \(count) adjacent free seats\(category.map { " of \($0)" } ?? "")") }
        let ids = seats.map(sale.chart.seatID)
        let price = sale.price(of: seats)
        if json {
            print(SaleJSON.line(.object([
                JSONMember("seats", .array(ids.map { .string($0) })),
                JSONMember("price", price.map { JSONValue.number($0.amount) } ?? .null),
            ])))
        } else {
            print("best \(count): \(StateOutput.list(ids))\(price.map { ", price \($0.formatted)" } ?? ""); nothing held")
        }
    }

    /// Runs `body`; an unknown category is reported as the `--category` option's.
    private func namingTheOption<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SeatRequestError {
            guard case .unknownCategory = error else { throw error }
            throw InputError(file: stadium, place: "--category", message: error.message)
        }
    }
}

extension BestCommand: ScriptRebindable {
    func rebinding(_ word: (String) -> String) -> Self {
        modified { $0.stadium = word(stadium); $0.category = category.map(word); $0.zone = zone.map(word); $0.state = state.rebinding(word) }
    }
}
