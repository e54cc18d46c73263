import ArgumentParser
import Foundation
import SeatChart
import SeatChartPretix

/// Loads the chart a command's `STADIUM` argument names: a stadium file, or another chart
/// format recognised by its content (a pretix seating plan: its warnings go to standard error).
enum ChartLoader {
    /// The chart of the file at `path`, checked completely.
    ///
    /// - Throws: ``InputError`` (exit 2) when the file is missing, unreadable, too large or
    ///   invalid, naming the file as `path` and every problem found.
    static func load(_ path: String) throws -> Chart {
        let data = try InputFile.read(path: path, limit: PretixPlanReader.maximumFileBytes)
        if let plan = try PretixPlanReader.importIfPlan(data, file: path) {
            for warning in plan.warnings { CommandOutcome.printError("warning: \(warning)") }
            return plan.chart
        }
        guard data.count <= StadiumFileLimits.maximumFileBytes else {
            throw InputError(file: path, place: "", message: "is larger than \(StadiumFileLimits.maximumFileBytes / (1024 * 1024)) MiB; expected a stadium file or a seating plan")
        }
        return try StadiumFile.chart(from: data, file: path)
    }
}

/// The `STADIUM` argument shared by commands that read one chart (`@OptionGroup`).
struct StadiumArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The stadium file (Stadiums/*.json) or pretix seating plan.", valueName: "stadium"))
    var stadium: String
}
