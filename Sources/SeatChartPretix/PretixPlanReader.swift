import Foundation
import SeatChart
import SeatChartJSON

/// A chart imported from a pretix seating plan, with what was worth a warning.
public struct PretixImport: Hashable, Sendable {
    /// The chart: zones as tribunes, rows, seats with round cells, categories, areas.
    public var chart: Chart
    /// Warnings to show the user (duplicate seat guids, renamed labels), in plan order.
    public var warnings: [InputProblem]
    /// Every seat guid that more than one seat uses, in order of first use.
    public var duplicateGUIDs: [String]
    /// The plan's `seat_guid` of every seat, indexed like the chart's seats (for writing
    /// the plan back with the guids pretix sells the seats under).
    public var seatGUIDs: [String]
}

/// What kind of seating document a JSON file holds, judged by its content.
public enum SeatingDocumentKind: Hashable, Sendable {
    /// A pretix seating plan: a top-level object with `zones` (and no stadium `schema`).
    case pretixPlan
    /// A seats.io chart (`subChart`, `venueType`): a different format, not read.
    case seatsIOChart
    /// Anything else; a stadium file, if anything.
    case other
}

/// Reads pretix seating plans (docs/pretix.md).
///
/// A plan is checked completely before anything is built: first against pretix's own
/// schema (`seating-plan.schema.json`: required keys, types, unknown keys, enums), then
/// for what the schema cannot say (positive sizes, coordinates within ±1,000,000 pixels,
/// CSS colours, known and unique category names, at most 2,000,000 seats). Every problem
/// is reported at once as an ``InputError`` naming the file and the JSON path, e.g.
/// `plan.json: zones[0].rows[3].seats[2].position.x: expected a number, found "12"`.
public enum PretixPlanReader {
    /// The kind of seating document `document` is.
    public static func kind(of document: JSONValue) -> SeatingDocumentKind {
        guard case .object(let members) = document else { return .other }
        let keys = Set(members.map(\.key))
        if keys.contains("subChart") || keys.contains("venueType") { return .seatsIOChart }
        if keys.contains("zones"), !keys.contains("schema") { return .pretixPlan }
        return .other
    }

    /// Imports the plan in `document`, read from `file` (used in messages only).
    ///
    /// - Throws: ``InputError`` listing every problem, each with the file and JSON path.
    public static func read(_ document: JSONValue, file: String) throws(InputError) -> PretixImport {
        let schemaProblems = validator.problems(in: document)
        guard schemaProblems.isEmpty else { throw error(schemaProblems, file: file) }
        var decoder = PretixPlanDecoder()
        let plan = decoder.decode(document)
        guard decoder.problems.isEmpty else { throw error(decoder.problems, file: file) }
        var builder = PretixChartBuilder(file: file)
        let chart = builder.build(plan)
        return PretixImport(chart: chart, warnings: builder.warnings, duplicateGUIDs: builder.duplicateGUIDs, seatGUIDs: builder.seatGUIDs)
    }

    /// Imports the plan in `data`, read from `file` (used in messages only).
    ///
    /// - Throws: ``InputError`` for a JSON syntax error (with line and column) or any
    ///   problem ``read(_:file:)`` reports.
    public static func read(_ data: Data, file: String) throws(InputError) -> PretixImport {
        let document: JSONValue
        do {
            document = try JSONParser.parse(data)
        } catch {
            throw InputError(file: file, invalidJSON: error)
        }
        return try read(document, file: file)
    }

    /// The error for a seats.io chart (``SeatingDocumentKind/seatsIOChart``): another
    /// vendor's format, which is neither a stadium file nor a pretix plan.
    public static func seatsIOChartError(file: String) -> InputError {
        InputError(
            file: file, place: "",
            message: "this is a seats.io chart (it has subChart/venueType), not a stadium file or pretix plan; expected a stadium file (with \"schema\": 1) or a pretix seating plan (with \"zones\")"
        )
    }

    /// Imports the plan in the file at `path`.
    ///
    /// - Throws: ``InputError`` when the file cannot be read or the plan is invalid.
    public static func read(contentsOf path: String) throws(InputError) -> PretixImport {
        let data: Data
        do {
            data = try InputFile.read(path: path, limit: maximumFileBytes)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: path, place: "", message: "cannot be read: \(error)")
        }
        return try read(data, file: path)
    }

    /// The largest plan file read, in bytes: 256 MiB, room for 2,000,000 seats at about
    /// 130 bytes each (larger than the stadium-file limit, since plans spell out every seat).
    public static let maximumFileBytes = 256 * 1024 * 1024

    /// Whether `data` may be a pretix plan, by a byte search that costs no parse: a plan
    /// has a `"zones"` key. `false` means surely not a plan.
    public static func mayBePlan(_ data: Data) -> Bool {
        data.range(of: Data(#""zones""#.utf8)) != nil
    }

    /// The most polygon points an area may have: far above any drawn shape, and a bound on
    /// the memory a plan's areas can take (each point is a JSON object).
    public static let maximumAreaPoints = 10_000

    /// Whether `document` breaks the pretix schema, as a list of `PATH: MESSAGE` lines
    /// (empty when it validates). The check ``read(_:file:)`` starts with.
    public static func schemaViolations(in document: JSONValue) -> [String] {
        validator.problems(in: document).map { "\($0.path): \($0.message)" }
    }

    /// The pretix schema, compiled once.
    private static let validator = SchemaValidator(schema: (try? JSONParser.parse(Data(PretixSchema.text.utf8))) ?? .null)

    private static func error(_ problems: [SchemaProblem], file: String) -> InputError {
        InputError(problems.map { InputProblem(file: file, place: $0.path.description, message: $0.message) })
    }
}
