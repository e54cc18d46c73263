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
        check(root, file: file, reusing: nil).check
    }

    /// Checks `root` as ``check(_:file:)`` does, taking its bowl from `previous` when that is
    /// the bowl of a file with the same members but for `sections` (the bowl depends on no
    /// section), and gives the bowl it used, for the next check.
    ///
    /// - Complexity: one read of the file, the layout of its sections, and the layout of its
    ///   bowl unless `previous` is its bowl.
    public static func check(_ root: JSONValue, file: String, reusing previous: LaidOutBowl?) -> (check: StadiumCheck, bowl: LaidOutBowl?) {
        let spec: StadiumSpec
        do {
            spec = try StadiumFileReader.read(root, file: file)
        } catch let error as InputError {
            return (StadiumCheck(chart: nil, places: [], problems: error.problems), previous)
        } catch {
            return (StadiumCheck(chart: nil, places: [], problems: [InputProblem(file: file, place: "", message: "\(error)")]), previous)
        }
        let key = LaidOutBowl.key(of: root)
        let bowl = previous.flatMap { $0.key == key ? $0 : nil } ?? LaidOutBowl(spec, key: key)
        return (check(spec, file: file, bowl: bowl), bowl)
    }

    /// Checks a spec read from `file`, as ``chart(from:file:)-(StadiumSpec,_)`` does.
    public static func check(_ spec: StadiumSpec, file: String) -> StadiumCheck {
        check(spec, file: file, bowl: LaidOutBowl(spec, key: .null))
    }

    /// Checks a spec whose bowl `bowl` laid out.
    static func check(_ spec: StadiumSpec, file: String, bowl: consuming LaidOutBowl) -> StadiumCheck {
        let layout = layoutProblems(spec, file: file, bowl: bowl)
        if !layout.isEmpty { return StadiumCheck(chart: nil, places: [], problems: layout) }
        if let problem = seatLimitProblem(spec, file: file, bowl: bowl) { return StadiumCheck(chart: nil, places: [], problems: [problem]) }
        let chart = StadiumLayout.build(spec, bowl: consume bowl)
        var problems = overlapProblems(chart, spec: spec, file: file)
        problems += crowdedTableProblems(chart, spec: spec, file: file)
        let lists = [spec.blocked, spec.accessible, spec.wheelchair, spec.companion, spec.restrictedView]
        for (key, ids) in zip(JSONFieldReader.seatListKeys, lists) {
            problems += unknownSeatProblems(ids, key: key, chart: chart, file: file)
        }
        return StadiumCheck(chart: chart, places: tribunePlaces(spec, chart: chart), problems: problems)
    }
}
