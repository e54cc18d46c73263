import ArgumentParser
import Foundation
import SeatChart
import SeatChartJSON
import SeatChartPretix

/// Loads the chart a command's `STADIUM` argument names: a stadium file, or another chart
/// format recognised by its content (a pretix seating plan: its warnings go to standard error).
enum ChartLoader {
    /// The chart of the file at `path`, checked completely.
    ///
    /// - Throws: ``InputError`` (exit 2) when the file is missing, unreadable, too large or
    ///   invalid, naming the file as `path` and every problem found.
    static func load(_ path: String) throws -> Chart {
        let loaded = try read(path)
        if case .pretixPlan(let plan) = loaded { printWarnings(of: plan) }
        return loaded.chart
    }

    /// The file at `path`, parsed once and read as the format its content shows
    /// (``PretixPlanReader/kind(of:)``): a pretix plan, else a stadium file. Prints nothing.
    ///
    /// - Throws: ``InputError`` (exit 2) when the file is missing, unreadable, too large,
    ///   not JSON, a seats.io chart, or an invalid plan or stadium file.
    static func read(_ path: String) throws -> LoadedChart {
        let data = try InputFile.read(path: path, limit: PretixPlanReader.maximumFileBytes)
        // Only a plan may be larger than a stadium file: a large file that cannot be one is
        // refused before it is parsed (parsing costs several times its size).
        // The byte search runs only for such a file, not for every stadium file.
        if data.count > StadiumFileLimits.maximumFileBytes, !PretixPlanReader.mayBePlan(data) {
            try checkStadiumFileSize(data.count, path: path)
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw InputError(file: path, invalidJSON: error)
        }
        switch PretixPlanReader.kind(of: document) {
        case .pretixPlan:
            return .pretixPlan(try PretixPlanReader.read(document, file: path))
        case .seatsIOChart:
            throw PretixPlanReader.seatsIOChartError(file: path)
        case .other:
            try checkStadiumFileSize(data.count, path: path)
            return .stadium(try StadiumFile.chart(from: document, file: path))
        }
    }

    /// Prints a plan's import warnings (renamed labels, duplicate seat guids) to standard
    /// error, unless `--quiet`.
    static func printWarnings(of plan: PretixImport) {
        guard !Quiet.isOn else { return }
        for warning in plan.warnings { CommandOutcome.printError("warning: \(warning)") }
    }

    /// Refuses a file of `byteCount` bytes larger than a stadium file may be.
    private static func checkStadiumFileSize(_ byteCount: Int, path: String) throws {
        guard byteCount > StadiumFileLimits.maximumFileBytes else { return }
        throw InputError(file: path, place: "", message: "is larger than \(StadiumFileLimits.maximumFileBytes / (1024 * 1024)) MiB; expected a stadium file or a seating plan")
    }
}

/// The `STADIUM` argument shared by commands that read one chart (`@OptionGroup`).
struct StadiumArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The stadium file (Stadiums/*.json) or pretix seating plan.", valueName: "stadium"), completion: .stadiumFile)
    var stadium: String
}
