import SeatChartSale
import ArgumentParser
import SeatChart
import SeatChartJSON

/// `seatchart info STADIUM [--json] [--state FILE] [--holder H]`: name, bounds, tribunes,
/// seats by category and by state. Never creates a state file.
struct InfoCommand: ContextCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Name, bounds, tribunes, seats by category and by state.",
        discussion: """
        Bounds are the smallest rectangle holding the field, every tribune and every seat's \
        cell: minX minY maxX maxY in chart units. Tribunes count blocks and rows sections; \
        tables, standing areas (with their places) and levels are counted apart. States come from the state file when one \
        exists (never created here); without one every seat is available except blocked ones.
        """
    )

    @OptionGroup var input: StadiumArgument

    @Flag(help: "Print one JSON document: {\"name\", \"seats\", \"tribunes\", \"bounds\", \"byCategory\", \"byState\", \"accessible\", \"levels\", \"tables\", \"areas\", \"standingPlaces\"}.")
    var json = false

    @OptionGroup var state: StateOptions

    func run(in context: CommandContext) throws {
        let chart = try context.chart(input.stadium)
        let states = try state.readStates(in: context, stadiumPath: input.stadium)
        let counts = ChartCounts(chart)
        let byState = states.countsByState
        let b = chart.bounds
        let bounds = [b.minX, b.minY, b.maxX, b.maxY]
        if json {
            let document = JSONValue.object([
                JSONMember("name", .string(chart.name)),
                JSONMember("seats", SaleJSON.integer(chart.seats.count)),
                JSONMember("tribunes", SaleJSON.integer(counts.tribunes)),
                JSONMember("bounds", .array(bounds.map(JSONValue.number))),
                JSONMember("byCategory", counts.byCategoryJSON),
                JSONMember("byState", SaleJSON.map(SeatState.allCases.map { ($0.rawValue, SaleJSON.integer(byState[$0] ?? 0)) })),
                JSONMember("accessible", SaleJSON.integer(counts.accessible)),
            ] + counts.venueMembers(chart))
            print(SaleJSON.line(document))
            return
        }
        print("name: \(chart.name)")
        print("seats: \(chart.seats.count)")
        print("tribunes: \(counts.tribunes)")
        print("bounds: \(bounds.map(SaleJSON.decimal).joined(separator: " "))")
        for (id, count) in counts.byCategory { print("category \(id): \(count)") }
        for s in SeatState.allCases { print("\(s.rawValue): \(byState[s] ?? 0)") }
        print("accessible: \(counts.accessible)")
        for line in counts.venueLines(chart) { print(line) }
    }
}
