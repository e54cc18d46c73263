import SeatChartGeometry
import SeatChartJSON

// MARK: - Rows sections

extension JSONFieldReader {
    static let rowsSectionKeys = sectionKeys(["rows", "aisle", "rowLabels", "seatNumbers"])
    static let rowKeys = ["from", "to", "curve", "points", "seats", "aisles", "skip", "label"]

    /// A `rows` section's own keys: `rows` (front row first), `aisle`, `rowLabels`, `seatNumbers`.
    mutating func rowsSection(_ o: [String: JSONValue], at place: String) -> RowsSectionSpec? {
        let before = problems.count
        let aisle = number(o, "aisle", in: place, .positive, required: false)
        let labels = rowLabelRule(o, at: place)
        let numbers = seatNumberRule(o, at: place)
        var rows: [RowSpec] = []
        if let items = array(o, "rows", in: place, what: "rows", required: true) {
            let rowsPlace = Self.path(place, "rows")
            if items.isEmpty { report(rowsPlace, "an empty list; expected at least one row") }
            if items.count > StadiumFileLimits.maximumRowsPerBlock {
                report(rowsPlace, "expected at most \(StadiumFileLimits.maximumRowsPerBlock) rows in a section, found \(items.count)")
            } else {
                for (r, item) in items.enumerated() {
                    if let row = row(item, at: Self.path(rowsPlace, r), alone: items.count == 1) { rows.append(row) }
                }
            }
        }
        guard problems.count == before, let labels, let numbers else { return nil }
        let section = RowsSectionSpec(rows: rows, aisle: aisle, rowLabels: labels, seatNumbers: numbers)
        checkRowLabels(section, at: place)
        return problems.count == before ? section : nil
    }

    /// One row: `from`-`to` with `curve`, or `points`; `seats`, `aisles`, `skip`, `label`.
    /// The one row of a section (`alone`) may have the empty label: its seats' ids are then
    /// `SECTION-NUMBER`, as a free row of an imported chart's are.
    private mutating func row(_ item: JSONValue, at place: String, alone: Bool) -> RowSpec? {
        guard let o = object(item, at: place, what: "a row", keys: Self.rowKeys) else { return nil }
        let before = problems.count
        let path = rowPath(o, at: place)
        let seats = wholeNumber(o, "seats", in: place, min: 1, max: StadiumFileLimits.maximumSeatsPerRow, required: false)
        let aisles = wholeNumbers(o, "aisles", in: place, what: "seat positions after which an aisle lies", min: 1,
                                  max: StadiumFileLimits.maximumSeatsPerRow)
        let skip = wholeNumbers(o, "skip", in: place, what: "seat numbers to leave unused", min: 0,
                                max: StadiumFileLimits.maximumSeatNumber)
        let expected = Self.rowLabelExpectation + (alone ? " (or \"\" for the one row of a section)" : "")
        let label = string(o, "label", in: place, expected: expected, required: false) { (alone && $0.isEmpty) || Self.isTribuneID($0) }
        if let seats, let aisles {
            for (k, position) in aisles.enumerated() where position >= seats {
                report(Self.path(Self.path(place, "aisles"), k), "no aisle after seat position \(position) of a row of \(seats) seats; expected a position from 1 to \(seats - 1)")
            }
        }
        guard problems.count == before, let path, let aisles, let skip else { return nil }
        return RowSpec(path: path, seats: seats, aisles: aisles.sorted(), skip: skip, label: label)
    }

    /// A row's path: `from` and `to` (bent by `curve`), or `points`.
    private mutating func rowPath(_ o: [String: JSONValue], at place: String) -> RowSpec.Path? {
        let hasSegment = o["from"] != nil || o["to"] != nil
        if let points = o["points"], points != .null {
            if hasSegment || o["curve"] != nil {
                let key = o["from"] != nil ? "from" : o["to"] != nil ? "to" : "curve"
                report(Self.path(place, key), "a row is either from-to (with curve) or points, not both; expected no \(key) with points")
                return nil
            }
            return polyline(points, at: Self.path(place, "points"))
        }
        if !hasSegment {
            report(place, "a row without a path; expected from and to (with an optional curve), or points")
            return nil
        }
        let from = point(o, "from", in: place), to = point(o, "to", in: place)
        let curve = number(o, "curve", in: place, .any, required: false)
        if curve == nil, o["curve"] != nil, o["curve"] != .null { return nil }
        guard let from, let to else { return nil }
        if from == to {
            report(Self.path(place, "to"), "the row ends where it starts; expected a point other than from")
            return nil
        }
        return .segment(from: from, to: to, curve: curve ?? 0)
    }

    /// A polyline of at least two points, no point repeating the one before it.
    mutating func polyline(_ value: JSONValue, at place: String, minimum: Int = 2) -> RowSpec.Path? {
        points(value, at: place, minimum: minimum).map(RowSpec.Path.polyline)
    }

    /// A list of at least `minimum` points `[x, y]`, none repeating the one before it.
    mutating func points(_ value: JSONValue, at place: String, minimum: Int) -> [Point]? {
        let expected = "a list of at least \(minimum) points [x, y]"
        guard case .array(let items) = value, items.count >= minimum else {
            report(place, "expected \(expected), found \(value.summary)")
            return nil
        }
        guard items.count <= StadiumFileLimits.maximumPoints else {
            report(place, "expected at most \(StadiumFileLimits.maximumPoints) points, found \(items.count)")
            return nil
        }
        var points: [Point] = []
        var ok = true
        for (k, item) in items.enumerated() {
            let here = Self.path(place, k)
            guard case .array(let xy) = item, xy.count == 2,
                  let x = number(xy[0], at: Self.path(here, 0), .any), let y = number(xy[1], at: Self.path(here, 1), .any)
            else {
                if case .array(let xy) = item, xy.count == 2 { ok = false; continue }
                report(here, "expected a point [x, y] of two numbers, found \(item.summary)")
                ok = false
                continue
            }
            let p = Point(x, y)
            if let last = points.last, last == p, points.count == k {
                report(here, "repeats the point before it; expected a point other than \(place)[\(k - 1)]")
                ok = false
            }
            points.append(p)
        }
        return ok ? points : nil
    }

    /// A list of distinct whole numbers in `min...max` at `key` (empty when absent).
    mutating func wholeNumbers(_ o: [String: JSONValue], _ key: String, in place: String, what: String, min: Int, max: Int) -> [Int]? {
        guard let items = array(o, key, in: place, what: what) else { return nil }
        var numbers: [Int] = []
        var firstIndex: [Int: Int] = [:]
        var ok = true
        for (k, item) in items.enumerated() {
            let here = Self.path(Self.path(place, key), k)
            guard let n = wholeNumber(item, at: here, min: min, max: max) else { ok = false; continue }
            if let first = firstIndex[n] {
                report(here, "\(n) is already listed at \(Self.path(Self.path(place, key), first)); expected each number once")
                ok = false
                continue
            }
            firstIndex[n] = k
            numbers.append(n)
        }
        return ok ? numbers : nil
    }

    // MARK: - Labels and numbers

    static let rowLabelExpectation = "a row label of 1 to \(StadiumFileLimits.maximumIDLength) characters \(idCharacters)"

    /// `rowLabels`: `start` (letters such as `A`, or a numeral such as `1`) and `skip`.
    private mutating func rowLabelRule(_ o: [String: JSONValue], at place: String) -> RowLabelRule? {
        guard let v = value(o, "rowLabels", in: place, required: false, expected: "row labels") else { return RowLabelRule() }
        let here = Self.path(place, "rowLabels")
        guard let r = object(v, at: here, what: "the row labels (an object with start and skip)", keys: ["start", "skip"]) else { return nil }
        let before = problems.count
        let start = string(r, "start", in: here, expected: "capital letters such as \"A\" or a numeral such as \"1\"",
                           required: false, rule: { RowLabelSequence(start: $0) != nil }) ?? "A"
        var skip: [String] = []
        if let items = array(r, "skip", in: here, what: "row labels to pass over") {
            for (k, item) in items.enumerated() {
                if let s = string(item, at: Self.path(Self.path(here, "skip"), k), expected: Self.rowLabelExpectation, rule: Self.isTribuneID) {
                    skip.append(s)
                }
            }
        }
        return problems.count == before ? RowLabelRule(start: start, skip: skip) : nil
    }

    /// `seatNumbers`: `start` (a whole number) and `order`.
    private mutating func seatNumberRule(_ o: [String: JSONValue], at place: String) -> SeatNumberRule? {
        guard let v = value(o, "seatNumbers", in: place, required: false, expected: "seat numbers") else { return SeatNumberRule() }
        let here = Self.path(place, "seatNumbers")
        guard let r = object(v, at: here, what: "the seat numbers (an object with start and order)", keys: ["start", "order"]) else { return nil }
        let before = problems.count
        let start = wholeNumber(r, "start", in: here, min: 0, max: StadiumFileLimits.maximumSeatNumber, required: false) ?? 1
        let order = choice(r, "order", in: here, options: SeatNumberRule.Order.allCases.map(\.rawValue), required: false)
        guard problems.count == before else { return nil }
        return SeatNumberRule(start: start, order: order.flatMap(SeatNumberRule.Order.init(rawValue:)) ?? .leftToRight)
    }

    /// Reports two rows of `section` that would get the same label.
    private mutating func checkRowLabels(_ section: RowsSectionSpec, at place: String) {
        guard let sequence = RowLabelSequence(start: section.rowLabels.start) else { return }
        let labels = sequence.labels(for: section.rows.map(\.label), skipping: section.rowLabels.skip)
        var firstIndex: [String: Int] = [:]
        for (r, label) in labels.enumerated() {
            if let first = firstIndex[label] {
                let here = Self.path(Self.path(place, "rows"), r)
                report(section.rows[r].label == nil ? here : Self.path(here, "label"),
                       "row label \"\(label)\" is already the label of rows[\(first)]; expected each row label once in a section")
            } else {
                firstIndex[label] = r
            }
        }
    }
}
