import SeatChart
import SeatChartJSON

/// The ids of an imported seats.io chart, made from its labels as seats.io joins them
/// (`SECTION-ROW-SEAT`, `ROW-SEAT`, `TABLE-SEAT`, an area's label), and the problems they
/// show: a label used twice (seats.io flags duplicate labels) is an error at its second
/// place; a label with `-` inside (which would split an id) is imported with `_` in its
/// place, with one warning for that label.
struct SeatsioLabels {
    let file: String
    /// Duplicate labels, in the order found.
    private(set) var problems: [SchemaProblem] = []
    /// Renamed labels, one warning each.
    private(set) var warnings: [InputProblem] = []
    /// The place of each seat id (the seat's) and each object id handed out.
    private var seatPlaces: [String: JSONPath] = [:]
    private var objectPlaces: [String: (path: JSONPath, what: String)] = [:]

    init(file: String) { self.file = file }

    /// The id part of `label`: its text with control characters escaped and `-` as `_`
    /// (with a warning at its place when changed).
    mutating func part(_ label: SeatsioChart.Label, what: String) -> String {
        let part = ImportedLabel.part(label.text, fallback: "?")
        if label.text.utf8.contains(UInt8(ascii: "-")) {
            warnings.append(InputProblem(
                file: file, place: label.path.description,
                message: "\(what) label \(JSONValue.string(label.text).summary) holds '-', which separates the parts of an id; imported as \"\(TerminalText.escaped(part))\""
            ))
        }
        return part
    }

    /// Claims the id of an object (a section, a free row, a table, an area, a booth) at
    /// `path`; an id another object already has is an error. Free rows of one label share
    /// their id (`sharing` names what may share it).
    ///
    /// - Returns: whether the id was free (or shared with an object of `sharing`).
    @discardableResult
    mutating func claimObject(_ id: String, what: String, at path: JSONPath, sharing: String? = nil) -> Bool {
        if let first = objectPlaces[id] {
            if let sharing, first.what == sharing, what == sharing { return true }
            problems.append(SchemaProblem(
                path: path, message: "duplicate label: \(what) \(TerminalText.shortened(id)) has the label of the \(first.what) at \(first.path); expected each label once (seats.io flags duplicate labels)"
            ))
            return false
        }
        objectPlaces[id] = (path, what)
        return true
    }

    /// Claims the id of `seat`, a seat or chair; an id already handed out is an error at
    /// its label, naming the seat that has it.
    mutating func claimSeat(_ id: String, seat: SeatsioChart.Seat) {
        if let first = seatPlaces[id] {
            problems.append(SchemaProblem(
                path: seat.label.path, message: "duplicate label: seat \(TerminalText.shortened(id)) is also at \(first); expected each seat's label once (seats.io flags duplicate labels)"
            ))
            return
        }
        seatPlaces[id] = seat.path
    }
}
