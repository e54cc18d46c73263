import Foundation
import SeatChartGeometry
import SeatChartJSON

/// Stadium files from bytes to a chart: read and check the file, count the seats before
/// building anything, lay the stadium out, then check what only the laid-out stadium can
/// tell (overlapping tribunes, `blocked` and `accessible` seats that do not exist).
public enum StadiumFile {
    /// Reads, checks and lays out the stadium file at `path`; messages name the file as `path`.
    ///
    /// - Returns: the chart, with the blocked and accessible seats marked.
    /// - Throws: ``InputError`` with every problem found.
    public static func load(path: String) throws -> Chart {
        try chart(from: InputFile.read(path: path), file: path)
    }

    /// Reads, checks and lays out a stadium file's bytes; messages name the file `file`.
    ///
    /// - Throws: ``InputError`` with every problem found.
    public static func chart(from data: Data, file: String) throws -> Chart {
        try chart(from: StadiumFileReader.read(data, file: file), file: file)
    }

    /// Checks and lays out an already parsed stadium file; messages name the file `file`.
    ///
    /// - Throws: ``InputError`` with every problem found.
    public static func chart(from root: JSONValue, file: String) throws -> Chart {
        try chart(from: StadiumFileReader.read(root, file: file), file: file)
    }

    /// Lays out a spec read from `file`, refusing one whose rows cannot be laid out (a row
    /// longer than its path, an oval ring without room for its tribunes), that would hold
    /// more than ``StadiumFileLimits/maximumSeats`` seats and standing places (counted before
    /// building), whose tribunes overlap, whose tables crowd their chairs, or whose seat
    /// lists (`blocked`, `accessible`, ...) name seats that do not exist.
    ///
    /// - Throws: ``InputError`` with every problem found.
    public static func chart(from spec: StadiumSpec, file: String) throws -> Chart {
        let found = check(spec, file: file)
        guard found.problems.isEmpty, let chart = found.chart else { throw InputError(found.problems) }
        return chart
    }

    // MARK: - Rows that cannot be laid out

    /// Rows sections' rows whose seats do not fit their path, oval rings whose aisles leave
    /// no room and oval tribunes left without a seat, each at its place.
    static func layoutProblems(_ spec: StadiumSpec, file: String, bowl: LaidOutBowl) -> [InputProblem] {
        var problems: [InputProblem] = []
        for (k, section) in spec.sections.enumerated() {
            guard case .rows(let rows) = section.kind else { continue }
            for found in RowsSectionLayout.problems(rows, spec: spec, focalPoint: spec.focalPoint(zone: section.zone)) {
                let row = "sections[\(k)].rows[\(found.row)]"
                problems.append(InputProblem(file: file, place: found.key.map { "\(row).\($0)" } ?? row,
                                             message: "row \(found.row + 1) of section \(section.id): \(found.message)"))
            }
        }
        for found in bowl.ringProblems {
            problems.append(InputProblem(file: file, place: "bowl.rings[\(found.ring)]", message: found.message))
        }
        return problems
    }

    // MARK: - The seat limit

    /// A problem naming the ring or section at which the stadium crosses the seat limit,
    /// or `nil` when it stays within it.
    ///
    /// - Complexity: O(log(parts)) counts of O(tribunes) each; no seat is placed.
    static func seatLimitProblem(_ spec: StadiumSpec, file: String, bowl: LaidOutBowl) -> InputProblem? {
        let limit = StadiumFileLimits.maximumSeats
        // As StadiumLayout.seatCount(spec) counts: the bowl's (counted once per bowl), then
        // the sections', stopping soon after the limit.
        var total = bowl.seatCount
        if total <= StadiumLayout.maximumSeats {
            for plan in StadiumLayout.sectionPlans(spec) {
                total += plan.seatCount(spec: spec) + plan.standingPlaces
                if total > StadiumLayout.maximumSeats { break }
            }
        }
        guard total > limit else { return nil }
        // The parts in order, rings then sections: the seats of the first k parts grow with k,
        // so the part where the count crosses the limit is found by bisection.
        func count(firstParts k: Int) -> Int {
            var partial = spec
            partial.rings = Array(spec.rings.prefix(k))
            partial.sections = Array(spec.sections.prefix(max(0, k - spec.rings.count)))
            return StadiumLayout.seatCount(partial)
        }
        var low = 1, high = spec.rings.count + spec.sections.count
        while low < high {
            let mid = (low + high) / 2
            if count(firstParts: mid) > limit { high = mid } else { low = mid + 1 }
        }
        let part = low - 1
        let place = part < spec.rings.count ? "bowl.rings[\(part)]" : "sections[\(part - spec.rings.count)]"
        let amount = total >= Int.max / 4 ? "far more than \(grouped(limit))" : "more than \(grouped(limit)) (at least \(grouped(total)))"
        let places = spec.sections.contains { if case .standing = $0.kind { true } else { false } }
            ? "seats and standing places" : "seats"
        return InputProblem(
            file: file, place: place,
            message: "the stadium would hold \(amount) \(places), crossing the limit here; expected at most \(grouped(limit)) \(places) in all"
        )
    }

    // MARK: - Checks on the laid-out chart

    /// The file place of each tribune of `chart`, in chart order: the ring of a bowl tribune,
    /// the entry of a section.
    static func tribunePlaces(_ spec: StadiumSpec, chart: Chart) -> [String] {
        var places: [String] = []
        for (i, ring) in spec.rings.enumerated() {
            places += Array(repeating: "bowl.rings[\(i)]", count: JSONFieldReader.tribuneCount(of: ring))
        }
        for j in spec.sections.indices { places.append("sections[\(j)]") }
        return places.count == chart.tribunes.count ? places : chart.tribunes.map { "tribune \($0.id)" }
    }

    /// The most overlapping pairs reported one by one; beyond them, one problem says more
    /// overlap, so that a file of many overlapping sections gets a short, quick report.
    static let maximumOverlapProblems = InputError.listedProblems

    /// One problem per pair of overlapping tribunes of one level, at the later one's place:
    /// at most ``maximumOverlapProblems``, then one that says more tribunes overlap.
    static func overlapProblems(_ chart: Chart, spec: StadiumSpec, file: String) -> [InputProblem] {
        let places = tribunePlaces(spec, chart: chart)
        let bowlCount = chart.tribunes.count - spec.sections.count
        func name(_ t: Int) -> String {
            let tribune = chart.tribunes[t]
            let what = t < bowlCount ? "bowl tribune" : tribune.kind.noun == "tribune" ? "section" : tribune.kind.noun
            return "\(what) \(tribune.id) (\(places[t]))"
        }
        var check = TribuneOverlaps(chart: chart)
        // Bowl tribunes never overlap one another by construction.
        let found = check.pairs(among: overlapCandidates(chart, bowlCount: bowlCount), limit: maximumOverlapProblems) { a, b in
            a < bowlCount && b < bowlCount
        }
        var problems = found.pairs.map { a, b in
            InputProblem(
                file: file, place: places[b],
                message: "\(name(b)) overlaps \(name(a)); expected tribunes and sections that do not overlap"
            )
        }
        if !found.complete {
            problems.append(InputProblem(
                file: file, place: spec.sections.isEmpty ? "bowl" : "sections",
                message: "more tribunes overlap than the \(maximumOverlapProblems) pairs listed; expected tribunes and sections that do not overlap"
            ))
        }
        return problems
    }

    /// The tribunes that may overlap another: every section, and each bowl tribune whose
    /// bounding box meets a section's of its level. Bowl tribunes never overlap one another
    /// by construction (bands along the field's edges split by aisles ≥ 0, corner arcs
    /// between them, rings apart by offsets ≥ 0; an oval ring's tribunes between the normals
    /// of its aisles), so a bowl without sections needs no check.
    ///
    /// - Complexity: O(bowl tribunes × sections) box tests.
    static func overlapCandidates(_ chart: Chart, bowlCount: Int) -> [Int] {
        let sections = Array(bowlCount..<chart.tribunes.count)
        let sectionBoxes = sections.map { (chart.tribunes[$0].level, sectionBox($0, chart: chart)) }
        let bowl = (0..<bowlCount).filter { t in
            let box = chart.tribunes[t].outline.boundingBox
            return sectionBoxes.contains { $0.0 == chart.tribunes[t].level && $0.1.intersects(box) }
        }
        return bowl + sections
    }

    /// The box of section `t` with its seats (a table's chairs lie outside its top).
    private static func sectionBox(_ t: Int, chart: Chart) -> Rect {
        var box = chart.tribunes[t].outline.boundingBox
        if chart.tribunes[t].kind.table != nil {
            for i in chart.tribunes[t].seats { box = box.union(chart.cell(of: i).boundingBox) }
        }
        return box
    }

    /// One problem per table whose chairs overlap one another: too many for its size.
    static func crowdedTableProblems(_ chart: Chart, spec: StadiumSpec, file: String) -> [InputProblem] {
        let places = tribunePlaces(spec, chart: chart)
        return TribuneOverlaps.crowdedTables(in: chart).map { t, a, b in
            InputProblem(
                file: file, place: places[t] + ".chairs",
                message: "table \(chart.tribunes[t].id): chairs \(chart.seats[a].number) and \(chart.seats[b].number) overlap; expected fewer chairs or a larger table"
            )
        }
    }

    /// One problem per id of `ids` (listed under `key`) that names no seat of `chart`.
    static func unknownSeatProblems(_ ids: [String], key: String, chart: Chart, file: String) -> [InputProblem] {
        var problems: [InputProblem] = []
        for (i, id) in ids.enumerated() where chart.seatIndex(forID: id) == nil {
            problems.append(InputProblem(
                file: file, place: "\(key)[\(i)]",
                message: "no seat \(id) in this stadium (\(missingSeatHint(id, chart: chart))); expected the id of an existing seat"
            ))
        }
        return problems
    }

    /// `n` with thousands separated by commas: `2,000,000`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// Which part of a missing seat id is wrong: the tribune, the row or the number.
    private static func missingSeatHint(_ id: String, chart: Chart) -> String {
        guard let parsed = PlaceID(id), let t = chart.tribuneIndex(forID: String(parsed.owner)) else {
            return "no tribune \(id.split(separator: "-").first.map(String.init) ?? id)"
        }
        let tribune = chart.tribunes[t]
        let rowLabel: Substring
        switch parsed {
        case .seat(_, let row, _):
            if tribune.kind.table != nil { return "\(tribune.id) is a table: its chairs are \(tribune.id)-NUMBER" }
            rowLabel = row
        case .chair:
            if tribune.kind.table == nil { return "\(tribune.id) is no table: its seats are \(tribune.id)-ROW-NUMBER" }
            rowLabel = ""
        case .object:
            return "no seat number"
        }
        let labels = tribune.rows.map { chart.rows[$0].label }
        guard let r = tribune.rows.first(where: { chart.rows[$0].label == rowLabel }) else {
            guard let first = labels.first, let last = labels.last else { return "tribune \(tribune.id) has no rows" }
            return "tribune \(tribune.id) has rows \(first) to \(last)"
        }
        let row = chart.rows[r]
        let name = row.label.isEmpty ? "table \(tribune.id)" : "row \(tribune.id)-\(row.label)"
        guard let first = row.seats.first, let last = row.seats.last else { return "\(name) has no seats" }
        let numbers = row.seats.compactMap { Int(chart.seats[$0].number) }
        if case .curve = row.line, numbers.count == row.seats.count, let low = numbers.min(), let high = numbers.max() {
            return "\(name) has seats \(low) to \(high)"
        }
        return "\(name) has \(row.label.isEmpty ? "chairs" : "seats") \(chart.seats[first].number) to \(chart.seats[last].number)"
    }
}
