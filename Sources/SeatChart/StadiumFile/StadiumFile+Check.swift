import SeatChartJSON

/// What checking a stadium file found: every problem, and the laid-out chart whenever the
/// file can be laid out at all (its values read and its rows fit), even when it is invalid,
/// so that an editor can draw overlapping sections while it names them.
public struct StadiumCheck: Sendable {
    /// The chart, as ``StadiumLayout/build(_:)`` lays it out; `nil` when the file's values
    /// cannot be read, a row cannot be laid out, or the stadium is over the seat limit.
    public var chart: Chart?
    /// The file place of each tribune of ``chart``, in chart order: `bowl.rings[i]` for a bowl
    /// tribune, `sections[j]` for a section, table or standing area.
    public var places: [String]
    /// Every problem, as ``StadiumFile/chart(from:file:)-(JSONValue,_)`` reports them; empty
    /// when the file is valid.
    public var problems: [InputProblem]

    /// Whether the file is valid.
    public var isValid: Bool { problems.isEmpty }
}

extension StadiumFile {
    /// Checks the parsed stadium file `root` with the rules of ``chart(from:file:)-(JSONValue,_)``
    /// (the `validate` command's), keeping the laid-out chart of an invalid file that can
    /// still be laid out.
    ///
    /// - Complexity: one read and one layout of the file.
    public static func check(_ root: JSONValue, file: String) -> StadiumCheck {
        let spec: StadiumSpec
        do {
            spec = try StadiumFileReader.read(root, file: file)
        } catch let error as InputError {
            return StadiumCheck(chart: nil, places: [], problems: error.problems)
        } catch {
            return StadiumCheck(chart: nil, places: [], problems: [InputProblem(file: file, place: "", message: "\(error)")])
        }
        return check(spec, file: file)
    }

    /// Checks a spec read from `file`, as ``chart(from:file:)-(StadiumSpec,_)`` does.
    public static func check(_ spec: StadiumSpec, file: String) -> StadiumCheck {
        let layout = layoutProblems(spec, file: file)
        if !layout.isEmpty { return StadiumCheck(chart: nil, places: [], problems: layout) }
        if let problem = seatLimitProblem(spec, file: file) { return StadiumCheck(chart: nil, places: [], problems: [problem]) }
        let chart = StadiumLayout.build(spec)
        var problems = overlapProblems(chart, spec: spec, file: file)
        problems += crowdedTableProblems(chart, spec: spec, file: file)
        let lists = [spec.blocked, spec.accessible, spec.wheelchair, spec.companion, spec.restrictedView]
        for (key, ids) in zip(JSONFieldReader.seatListKeys, lists) {
            problems += unknownSeatProblems(ids, key: key, chart: chart, file: file)
        }
        return StadiumCheck(chart: chart, places: tribunePlaces(spec, chart: chart), problems: problems)
    }
}
