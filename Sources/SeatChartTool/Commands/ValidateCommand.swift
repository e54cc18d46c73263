import SeatChartSale
import ArgumentParser
import SeatChart
import SeatChartJSON

/// `seatchart validate STADIUM [--json]`: checks the file completely and prints its counts;
/// exit 2 with every problem found when it is invalid.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a stadium file and print its counts; exit 2 with every problem found.",
        discussion: """
        Prints the seats, tribunes and seats per category of a valid file. An invalid file \
        gets exit code 2 and one line per problem on standard error: FILE: PLACE: MESSAGE; \
        past 20 problems, one more line says how many more there are and where the first of \
        them is. With --json, also prints {"valid", "problems": [{"file", "place", "message"}]} \
        for an invalid file.
        """
    )

    @OptionGroup var input: StadiumArgument

    @Flag(help: "Print one JSON document: {\"valid\", \"name\", \"seats\", \"tribunes\", \"byCategory\", \"blocked\", \"accessible\", \"levels\", \"tables\", \"areas\", \"standingPlaces\"}.")
    var json = false

    func run() throws {
        let chart: Chart
        do {
            chart = try ChartLoader.load(input.stadium)
        } catch let error as InputError {
            if json { print(SaleJSON.line(Self.problemsJSON(error))) }
            throw error
        }
        let counts = ChartCounts(chart)
        if json {
            let document = JSONValue.object([
                JSONMember("valid", .bool(true)),
                JSONMember("name", .string(chart.name)),
                JSONMember("seats", SaleJSON.integer(chart.seats.count)),
                JSONMember("tribunes", SaleJSON.integer(counts.tribunes)),
                JSONMember("byCategory", counts.byCategoryJSON),
                JSONMember("blocked", SaleJSON.integer(counts.blocked)),
                JSONMember("accessible", SaleJSON.integer(counts.accessible)),
            ] + counts.venueMembers(chart))
            print(SaleJSON.line(document))
            return
        }
        print("\(input.stadium): valid")
        print("name: \(chart.name)")
        print("seats: \(chart.seats.count)")
        print("tribunes: \(counts.tribunes)")
        for (id, count) in counts.byCategory {
            let name = chart.categories.first { $0.id == id }.map { " (\($0.name))" } ?? ""
            print("category \(id)\(name): \(count)")
        }
        print("blocked: \(counts.blocked)")
        print("accessible: \(counts.accessible)")
        for line in counts.venueLines(chart) { print(line) }
    }

    /// `{"valid": false, "problems": [...]}` for an invalid file: the problems as reported,
    /// the last one saying how many more when there are more than ``InputError/listedProblems``.
    static func problemsJSON(_ error: InputError) -> JSONValue {
        .object([
            JSONMember("valid", .bool(false)),
            JSONMember("problems", .array(error.reported.map {
                .object([JSONMember("file", .string($0.file)), JSONMember("place", .string($0.place)), JSONMember("message", .string($0.message))])
            })),
        ])
    }
}
