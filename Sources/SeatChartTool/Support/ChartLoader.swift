import ArgumentParser
import Foundation
import SeatChart
import SeatChartJSON
import SeatChartPretix
import SeatChartSeatsio

/// Loads the chart a command's `STADIUM` argument names: a stadium file, or another chart
/// format recognised by its content (``SeatingDocumentKind``: a pretix seating plan or a
/// seats.io chart, whose warnings go to standard error).
enum ChartLoader {
    /// The chart of the file at `path`, checked completely.
    ///
    /// - Throws: ``InputError`` (exit 2) when the file is missing, unreadable, too large or
    ///   invalid, naming the file as `path` and every problem found.
    static func load(_ path: String) throws -> Chart {
        let loaded = try read(path)
        printWarnings(of: loaded)
        return loaded.chart
    }

    /// The file at `path`, parsed once and read as the format its content shows
    /// (``SeatingDocumentKind``): a pretix plan, a seats.io chart, else a stadium file.
    /// Prints nothing.
    ///
    /// - Throws: ``InputError`` (exit 2) when the file is missing, unreadable, too large,
    ///   not JSON, or an invalid plan, chart or stadium file.
    static func read(_ path: String) throws -> LoadedChart {
        let data = try InputFile.read(path: path, limit: SeatingDocumentKind.maximumFileBytes)
        // Only a plan or a seats.io chart may be larger than a stadium file: a large file
        // that cannot be one is refused before it is parsed (parsing costs several times its
        // size). The byte search runs only for such a file, not for every stadium file.
        if data.count > StadiumFileLimits.maximumFileBytes, !SeatingDocumentKind.mayHoldSeatList(data) {
            try checkStadiumFileSize(data.count, path: path)
        }
        let document = try InputFile.json(data, file: path)
        switch SeatingDocumentKind(of: document) {
        case .pretixPlan:
            return .pretixPlan(try PretixPlanReader.read(document, file: path))
        case .seatsIOChart:
            return .seatsIOChart(try SeatsioChartReader.read(document, file: path))
        case .stadium:
            try checkStadiumFileSize(data.count, path: path)
            return .stadium(try StadiumFile.chart(from: document, file: path))
        }
    }

    /// Prints an import's warnings (renamed labels, duplicate seat guids, overlapping
    /// objects ...) to standard error, unless `--quiet`.
    static func printWarnings(of loaded: LoadedChart) {
        guard !Quiet.isOn else { return }
        for warning in loaded.warnings { CommandOutcome.printError("warning: \(warning)") }
    }

    /// Refuses a file of `byteCount` bytes larger than a stadium file may be.
    private static func checkStadiumFileSize(_ byteCount: Int, path: String) throws {
        guard byteCount > StadiumFileLimits.maximumFileBytes else { return }
        throw InputError(file: path, place: "", message: "is larger than \(StadiumFileLimits.maximumFileBytes / (1024 * 1024)) MiB; expected a stadium file or a seating plan")
    }
}

/// The `STADIUM` argument shared by commands that read one chart (`@OptionGroup`).
struct StadiumArgument: ParsableArguments {
    @Argument(help: ArgumentHelp("The stadium file (Stadiums/*.json), pretix seating plan or seats.io chart.", valueName: "stadium"), completion: .stadiumFile)
    var stadium: String
}
