import ArgumentParser
import SeatChart

/// `seatchart validate STADIUM [--json]`: checks the file completely and prints its counts;
/// exit 2 with every problem found when it is invalid.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a stadium file and print its counts; exit 2 with every problem found.",
        discussion: """
        Prints the seats, tribunes and seats per category of a valid file. An invalid file \
        gets exit code 2 and one line per problem on standard error: FILE: PLACE: MESSAGE. \
        With --json, also prints {"valid", "problems": [{"file", "place", "message"}]} for an \
        invalid file.
        """
    )

    @OptionGroup var input: StadiumArgument

    @Flag(help: "Print one JSON document: {\"valid\", \"name\", \"seats\", \"tribunes\", \"byCategory\", \"blocked\", \"accessible\"}.")
    var json = false

    func run() throws {
        let chart: Chart
        do {
            chart = try ChartLoader.load(input.stadium)
        } catch let error as InputError {
            if json { print(Self.problemsJSON(error).text) }
            throw error
        }
        let counts = ChartCounts(chart)
        if json {
            let document = JSONOutput.object([
                ("valid", .bool(true)),
                ("name", .string(chart.name)),
                ("seats", .int(chart.seats.count)),
                ("tribunes", .int(chart.tribunes.count)),
                ("byCategory", counts.byCategoryJSON),
                ("blocked", .int(counts.blocked)),
                ("accessible", .int(counts.accessible)),
            ])
            print(document.text)
            return
        }
        print("\(input.stadium): valid")
        print("name: \(chart.name)")
        print("seats: \(chart.seats.count)")
        print("tribunes: \(chart.tribunes.count)")
        for (id, count) in counts.byCategory {
            let name = chart.categories.first { $0.id == id }.map { " (\($0.name))" } ?? ""
            print("category \(id)\(name): \(count)")
        }
        print("blocked: \(counts.blocked)")
        print("accessible: \(counts.accessible)")
    }

    /// `{"valid": false, "problems": [...]}` for an invalid file.
    static func problemsJSON(_ error: InputError) -> JSONOutput {
        .object([
            ("valid", .bool(false)),
            ("problems", .array(error.problems.map {
                .object([("file", .string($0.file)), ("place", .string($0.place)), ("message", .string($0.message))])
            })),
        ])
    }
}
