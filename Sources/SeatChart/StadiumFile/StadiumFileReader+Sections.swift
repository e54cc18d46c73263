import SeatChartGeometry
import SeatChartJSON

// MARK: - Explicit sections

extension JSONFieldReader {
    /// The keys of a section of a type: `id` and `type`, the type's own keys, then the keys
    /// every section has (`category`, `level`, `zone`).
    static func sectionKeys(_ own: [String]) -> [String] { ["id", "type"] + own + ["category", "level", "zone"] }
    static let rectSectionKeys = sectionKeys(["center", "rows", "seatsPerRow", "rotation"])
    static let arcSectionKeys = sectionKeys(["center", "innerRadius", "rows", "startAngle", "endAngle"])

    /// The section types and the keys each allows.
    static let sectionTypes: [(type: String, keys: [String])] = [
        ("rect", rectSectionKeys), ("arc", arcSectionKeys), ("rows", rowsSectionKeys),
        ("standing", standingKeys), ("table", tableKeys),
    ]

    /// `sections`: `rect`, `arc`, `rows`, `standing` and `table` sections with unique ids,
    /// also unique against the bowl's.
    ///
    /// - Parameters:
    ///   - bowlIDs: the ids of the bowl tribunes, each with its ring's place.
    ///   - references: the declared category, level and zone ids, when known.
    mutating func sections(_ top: [String: JSONValue], bowlIDs: [String: String], references: References) -> [SectionSpec]? {
        guard let items = array(top, "sections", in: "", what: "sections") else { return nil }
        var list: [SectionSpec] = []
        var firstIndex: [String: Int] = [:]
        var ok = true
        for (i, item) in items.enumerated() {
            let place = Self.path("sections", i)
            let before = problems.count
            let section = self.section(item, at: place, references: references)
            if let id = section?.id ?? Self.rawID(of: item) {
                if let first = firstIndex[id] {
                    report(Self.path(place, "id"), "duplicate id \"\(id)\" (also at sections[\(first)]); expected each tribune id once")
                } else if let ring = bowlIDs[id] {
                    report(Self.path(place, "id"), "id \"\(id)\" is already a bowl tribune of \(ring); expected an id that no bowl tribune has")
                }
                if firstIndex[id] == nil { firstIndex[id] = i }
            }
            if let section, problems.count == before { list.append(section) } else { ok = false }
        }
        return ok ? list : nil
    }

    /// The `id` string of a section object, valid or not, for duplicate checks.
    private static func rawID(of item: JSONValue) -> String? {
        guard case .object(let members) = item, case .string(let s)? = members.first(where: { $0.key == "id" })?.value,
              isTribuneID(s) else { return nil }
        return s
    }

    /// One section at `place`.
    private mutating func section(_ item: JSONValue, at place: String, references: References) -> SectionSpec? {
        // The type decides which keys are allowed, so it is read first.
        let types = Self.sectionTypes.map(\.type)
        let expected = "one of " + types.map { "\"\($0)\"" }.joined(separator: ", ")
        var type: String?
        if case .object(let members) = item {
            if let t = members.first(where: { $0.key == "type" }) {
                type = string(t.value, at: Self.path(place, "type"), expected: expected) { types.contains($0) }
            } else {
                report(Self.path(place, "type"), "missing; expected \(expected)")
            }
        }
        let keys = Self.sectionTypes.first { $0.type == type }?.keys
            ?? Array(Set(Self.sectionTypes.flatMap(\.keys))).sorted()
        guard let o = object(item, at: place, what: "a section", keys: keys) else { return nil }
        let id = string(o, "id", in: place, expected: Self.tribuneIDExpectation, rule: Self.isTribuneID)
        let grid = type == "rect" || type == "arc"
        let center = grid ? point(o, "center", in: place) : nil
        let rows = grid ? wholeNumber(o, "rows", in: place, min: 1, max: StadiumFileLimits.maximumRowsPerBlock) : nil
        let category = categoryReference(o, in: place, categoryIDs: references.categories)
        let level = reference(o, "level", in: place, known: references.levels, what: "level", declaredUnder: "levels")
        let zone = reference(o, "zone", in: place, known: references.zones, what: "zone", declaredUnder: "zones")
        let kind: SectionSpec.Kind?
        switch type {
        case "rect": kind = rectKind(o, at: place, center: center, rows: rows)
        case "arc": kind = arcKind(o, at: place, center: center, rows: rows)
        case "rows": kind = rowsSection(o, at: place).map(SectionSpec.Kind.rows)
        case "standing": kind = standing(o, at: place).map(SectionSpec.Kind.standing)
        case "table": kind = table(o, at: place).map(SectionSpec.Kind.table)
        default: kind = nil
        }
        guard let id, let kind else { return nil }
        return SectionSpec(id: id, kind: kind, category: category, level: level, zone: zone)
    }

    private mutating func rectKind(_ o: [String: JSONValue], at place: String, center: Point?, rows: Int?) -> SectionSpec.Kind? {
        let seatsPerRow = wholeNumber(o, "seatsPerRow", in: place, min: 1, max: StadiumFileLimits.maximumSeatsPerRow)
        let rotation = number(o, "rotation", in: place, .any, required: false)
        let rotationFailed = rotation == nil && o["rotation"] != nil && o["rotation"] != .null
        guard let center, let rows, let seatsPerRow, !rotationFailed else { return nil }
        return .rect(center: center, rows: rows, seatsPerRow: seatsPerRow, rotation: rotation.map(Angle.degrees))
    }

    private mutating func arcKind(_ o: [String: JSONValue], at place: String, center: Point?, rows: Int?) -> SectionSpec.Kind? {
        let innerRadius = number(o, "innerRadius", in: place, .nonNegative)
        let start = number(o, "startAngle", in: place, .any)
        let end = number(o, "endAngle", in: place, .any)
        guard let start, let end else { return nil }
        let endPlace = Self.path(place, "endAngle")
        if end <= start {
            let s = JSONValue.numberSummary(start), e = JSONValue.numberSummary(end)
            let what = end == start ? "an empty angle range" : "an inverted angle range"
            report(endPlace, "\(what) from \(s) to \(e); expected endAngle greater than startAngle (\(s))")
            return nil
        }
        if end - start > 360 {
            report(endPlace, "the arc spans \(JSONValue.numberSummary(end - start)) degrees; expected endAngle at most 360 degrees after startAngle (\(JSONValue.numberSummary(start + 360)) or less)")
            return nil
        }
        guard let center, let rows, let innerRadius else { return nil }
        return .arc(center: center, innerRadius: innerRadius, rows: rows, startAngle: .degrees(start), endAngle: .degrees(end))
    }

    // MARK: - Rules

    static let tribuneIDExpectation = "a section id of 1 to \(StadiumFileLimits.maximumIDLength) characters \(idCharacters)"

    /// What an id may hold, as messages say it.
    static let idCharacters = "without '-', control characters or white space (spaces between words are fine)"

    /// Section ids appear in seat ids `TRIBUNE-ROW-NUMBER`, in SVG attributes and on the
    /// command line: no `-`, no control characters, no white space but spaces inside (as in
    /// the labels of imported charts: `Goal Stand 3`, quoted on the command line), at most
    /// 32 characters.
    static func isTribuneID(_ id: String) -> Bool {
        guard !id.isEmpty, id.count <= StadiumFileLimits.maximumIDLength, id.first != " ", id.last != " " else { return false }
        return id.unicodeScalars.allSatisfy {
            $0 != "-" && ($0 == " " || !$0.properties.isWhitespace) && $0.properties.generalCategory != .control
                && $0.properties.generalCategory != .format
        }
    }
}

extension StadiumFileReader {
    /// Whether `id` may be a section's, table's, area's, level's or zone's id, or a row's
    /// label, in a stadium file.
    static func isObjectID(_ id: String) -> Bool { JSONFieldReader.isTribuneID(id) }
}
