import Foundation
import SeatChart
import SeatChartJSON

/// A chart imported from a seats.io chart file, with what was worth a warning.
public struct SeatsioImport: Hashable, Sendable {
    /// The chart: floors as levels, sections, rows, tables, general-admission areas and
    /// booths as tribunes of their kind, categories, zones, the stage and the drawing.
    public var chart: Chart
    /// Warnings to show the user (renamed labels, overlapping objects, a missing focal
    /// point, tables sold chair by chair), in the order found.
    public var warnings: [InputProblem]
    /// Where each tribune of ``chart`` was read (`subChart.sections[2]`), indexed like
    /// ``Chart/tribunes``.
    public var tribunePlaces: [String]
}

/// Reads seats.io chart files (docs/seatsio.md): the JSON seats.io's designer exports.
///
/// A chart is checked completely before anything is built: the members seatchart reads
/// must have their types, objects must be of a known type, every seat, table, area, booth,
/// row and section must have a label (not empty, not `?`), every seat, area and booth a
/// category of the chart, every section's zone one of the chart's zones; labels joined
/// into ids must be unique. Every problem is reported at once, duplicate labels with the
/// rest, as an ``InputError`` naming the file and the JSON path, e.g. `chart.json: subChart.rows[0].seats[2].label: a seat
/// without a label (found "?"); expected a label (seats.io flags unlabelled objects)`.
public enum SeatsioChartReader {
    /// Imports the chart in `document`, read from `file` (used in messages only).
    ///
    /// - Throws: ``InputError`` listing every problem, each with the file and JSON path.
    public static func read(_ document: JSONValue, file: String) throws(InputError) -> SeatsioImport {
        var decoder = SeatsioDecoder()
        let source = decoder.decode(document)
        // Built even when the decoder found problems: duplicate labels show only once the
        // ids are made, and are reported with the rest, not after they are fixed.
        var builder = SeatsioChartBuilder(file: file)
        let chart = builder.build(source)
        let problems = decoder.problems + builder.labels.problems
        // Told with the problems: the renamed labels (the other warnings, of overlaps and the
        // focal point, may come from the positions of values that could not be read).
        guard problems.isEmpty else { throw error(problems, warnings: builder.labels.warnings, file: file) }
        return SeatsioImport(chart: chart, warnings: builder.warnings, tribunePlaces: builder.tribunePaths.map(\.description))
    }

    /// Imports the chart in `data`, read from `file` (used in messages only).
    ///
    /// - Throws: ``InputError`` for a JSON syntax error (with line and column) or any
    ///   problem ``read(_:file:)`` reports.
    public static func read(_ data: Data, file: String) throws(InputError) -> SeatsioImport {
        try read(try InputFile.json(data, file: file), file: file)
    }

    /// Imports the chart in the file at `path`.
    ///
    /// - Throws: ``InputError`` when the file cannot be read or the chart is invalid.
    public static func read(contentsOf path: String) throws(InputError) -> SeatsioImport {
        try read(try InputFile.bytes(path: path, limit: SeatingDocumentKind.maximumFileBytes), file: path)
    }

    private static func error(_ problems: [SchemaProblem], warnings: [InputProblem], file: String) -> InputError {
        InputError(problems.map { InputProblem(file: file, place: $0.path.description, message: $0.message) }, warnings: warnings)
    }
}
