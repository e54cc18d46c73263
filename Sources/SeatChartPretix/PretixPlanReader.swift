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

/// Reads pretix seating plans (docs/pretix.md).
///
/// A plan is checked completely before anything is built: against pretix's own schema
/// (`seating-plan.schema.json`: required keys, types, unknown keys, enums), and for what
/// the schema cannot say (positive sizes, coordinates within ±1,000,000 pixels, CSS
/// colours, known and unique category names, at most 2,000,000 seats). Every problem is
/// reported at once, the schema's and the others together, as an ``InputError`` naming the
/// file and the JSON path, e.g. `plan.json: zones[0].rows[3].seats[2].position.x: expected
/// a number, found "12"`, with the warnings the plan would also get (repeated labels and
/// seat guids).
public enum PretixPlanReader {
    /// Imports the plan in `document`, read from `file` (used in messages only).
    ///
    /// - Throws: ``InputError`` listing every problem, each with the file and JSON path.
    public static func read(_ document: JSONValue, file: String) throws(InputError) -> PretixImport {
        let schemaProblems = validator.problems(in: document)
        let structural = schemaProblems.filter { !isDrawing($0.path) }
        // Decoded and built whatever the schema check found: the problems only the decoder
        // sees, and the warnings only the built ids show, are told in the same run.
        var decoder = PretixPlanDecoder()
        let plan = decoder.decode(document)
        var builder = PretixChartBuilder(file: file)
        let chart = builder.build(plan)
        let warnings = drawingWarnings(schemaProblems, dropped: decoder.droppedAreas, file: file) + builder.warnings
        let problems = structural + notWithin(structural, decoder.problems)
        guard problems.isEmpty else {
            throw error(problems, warnings: warnings, file: file)
        }
        return PretixImport(chart: chart, warnings: warnings, duplicateGUIDs: builder.duplicateGUIDs, seatGUIDs: builder.seatGUIDs)
    }

    /// The problems of `found` whose place is not at or inside a place of `named`: a value
    /// the schema check refused is told once, by it, not again by what the decoder made of it.
    static func notWithin(_ named: [SchemaProblem], _ found: [SchemaProblem]) -> [SchemaProblem] {
        guard !named.isEmpty else { return found }
        let places = Set(named.map(\.path.components))
        return found.filter { problem in
            let steps = problem.path.components
            return !(0...steps.count).contains { places.contains(Array(steps.prefix($0))) }
        }
    }

    /// Whether `path` lies in a drawing value: an area of a zone, or the canvas `size`.
    /// Plans written by other tools break pretix's schema there (an area's width that is not
    /// a whole number) without changing a seat; such a plan is read with a warning per problem.
    static func isDrawing(_ path: JSONPath) -> Bool {
        let c = path.components
        if c.first == .key("size") { return true }
        guard c.count >= 3, c[0] == .key("zones"), case .index = c[1] else { return false }
        return c[2] == .key("areas")
    }

    /// One warning per drawing problem (each told once, in document order): schema breaks in
    /// areas and the canvas size, read as given, and areas left out for values no chart can
    /// draw (`dropped`).
    static func drawingWarnings(_ schemaProblems: [SchemaProblem], dropped: [SchemaProblem], file: String) -> [InputProblem] {
        var seen: Set<String> = []
        var warnings: [InputProblem] = []
        for problem in schemaProblems where isDrawing(problem.path) {
            let place = problem.path.description
            guard seen.insert(place + "\u{0}" + problem.message).inserted else { continue }
            warnings.append(InputProblem(file: file, place: place, message: "\(problem.message) (a drawing value that breaks pretix's schema; read as given)"))
        }
        for problem in dropped {
            let place = problem.path.description
            guard seen.insert(place + "\u{0}" + problem.message).inserted else { continue }
            warnings.append(InputProblem(file: file, place: place, message: "\(problem.message) (a drawing value; the area is left out)"))
        }
        return warnings
    }

    /// Imports the plan in `data`, read from `file` (used in messages only).
    ///
    /// - Throws: ``InputError`` for a JSON syntax error (with line and column) or any
    ///   problem ``read(_:file:)`` reports.
    public static func read(_ data: Data, file: String) throws(InputError) -> PretixImport {
        try read(try InputFile.json(data, file: file), file: file)
    }

    /// Imports the plan in the file at `path`.
    ///
    /// - Throws: ``InputError`` when the file cannot be read or the plan is invalid.
    public static func read(contentsOf path: String) throws(InputError) -> PretixImport {
        try read(try InputFile.bytes(path: path, limit: maximumFileBytes), file: path)
    }

    /// The largest plan file read, in bytes: 256 MiB, room for 2,000,000 seats at about
    /// 130 bytes each (larger than the stadium-file limit, since plans spell out every seat;
    /// ``SeatingDocumentKind/maximumFileBytes``).
    public static let maximumFileBytes = SeatingDocumentKind.maximumFileBytes

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

    private static func error(_ problems: [SchemaProblem], warnings: [InputProblem], file: String) -> InputError {
        InputError(problems.map { InputProblem(file: file, place: $0.path.description, message: $0.message) }, warnings: warnings)
    }
}
