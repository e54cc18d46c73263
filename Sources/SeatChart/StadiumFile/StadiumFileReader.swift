import Foundation
import SeatChartGeometry
import SeatChartJSON

/// Reads a stadium file (docs/stadium-file.md) into a ``StadiumSpec``, checking every field.
///
/// All problems are reported at once, each naming the file as the user gave it, the JSON
/// path (`bowl.rings[0].tribunes.long`) and what was expected. Unknown keys are errors, so a
/// typo is never ignored. Checks that need the laid-out seats (the seat limit, overlapping
/// tribunes, `blocked` and `accessible` ids) are made by ``StadiumFile``.
public enum StadiumFileReader {
    /// The only `schema` version this reader understands.
    public static let schemaVersion = 1

    /// Reads the stadium file at `path`; messages name the file as `path`.
    ///
    /// - Throws: ``InputError`` with every problem found.
    public static func read(path: String) throws -> StadiumSpec {
        try read(InputFile.read(path: path), file: path)
    }

    /// Reads a stadium file's bytes; messages name the file `file`.
    ///
    /// - Throws: ``InputError`` with every problem found (a JSON syntax error alone, or every
    ///   problem with the content).
    public static func read(_ data: Data, file: String) throws -> StadiumSpec {
        try read(try InputFile.json(data, file: file), file: file)
    }

    /// Reads an already parsed stadium file.
    ///
    /// - Throws: ``InputError`` with every problem found.
    public static func read(_ root: JSONValue, file: String) throws -> StadiumSpec {
        var reader = JSONFieldReader(file: file)
        let spec = reader.stadium(root)
        if let spec, reader.problems.isEmpty { return spec }
        throw InputError(reader.problems)
    }
}

// MARK: - The top level

extension JSONFieldReader {
    static let stadiumKeys = [
        "schema", "name", "field", "seat", "categories", "bowl", "sections", "blocked", "accessible", "focalPoint",
        "levels", "zones", "wheelchair", "companion", "restrictedView", "currency",
    ]

    /// The seat lists of the top level, each a list of seat ids, in the order they are read.
    static let seatListKeys = ["blocked", "accessible", "wheelchair", "companion", "restrictedView"]

    /// The whole stadium, or `nil` when any problem was found.
    mutating func stadium(_ root: JSONValue) -> StadiumSpec? {
        guard let top = object(root, at: "", what: "a stadium", keys: Self.stadiumKeys) else { return nil }
        schema(top)
        let name = string(top, "name", in: "", expected: "the stadium's name (a non-empty string)")
        let field = self.field(top)
        let seat = self.seat(top)
        let categories = self.categories(top)
        let levels = self.levels(top)
        let zones = self.zones(top)
        let references = References(categories: categories.ids, levels: levels.ids, zones: zones.ids)
        let bowl = self.bowl(top, field: field, references: references)
        let sections = self.sections(top, bowlIDs: bowl.ids, references: references)
        let lists = Self.seatListKeys.map { seatIDs(top, $0) }
        let focalPoint = point(top, "focalPoint", in: "", required: false) ?? .zero
        let currency = self.currency(top)
        if let currency = currency.currency, let list = categories.list { checkPrices(list, currency: currency) }
        if let rings = bowl.list, let sections { checkTotals(rings: rings, sections: sections) }

        guard problems.isEmpty, let name, let field, let seat, let categories = categories.list,
              let levels = levels.list, let zones = zones.list, let rings = bowl.list, let sections,
              case let seatLists = lists.compactMap({ $0 }), seatLists.count == lists.count, !currency.failed
        else { return nil }
        return StadiumSpec(
            name: name, field: field, seatSize: seat.size, seatSpacing: seat.spacing, seatShape: seat.shape,
            categories: categories, rings: rings, sections: sections,
            blocked: seatLists[0], accessible: seatLists[1], focalPoint: focalPoint,
            wheelchair: seatLists[2], companion: seatLists[3], restrictedView: seatLists[4],
            levels: levels, zones: zones, bowlFollow: bowl.follow, currency: currency.currency
        )
    }

    /// Checks `schema` is present and 1.
    private mutating func schema(_ top: [String: JSONValue]) {
        let expected = "the schema version \(StadiumFileReader.schemaVersion)"
        guard let v = value(top, "schema", in: "", required: true, expected: expected) else { return }
        if case .number(let n) = v, n == Double(StadiumFileReader.schemaVersion) { return }
        if case .number = v {
            report("schema", "unsupported schema version \(v.summary); expected \(StadiumFileReader.schemaVersion)")
        } else {
            report("schema", "expected \(expected), found \(v.summary)")
        }
    }

    /// Reports a stadium with more than ``StadiumFileLimits/maximumTribunes`` tribunes, or
    /// whose tribunes would hold more than ``StadiumFileLimits/maximumRows`` rows in all
    /// (empty rows included).
    private mutating func checkTotals(rings: [RingSpec], sections: [SectionSpec]) {
        var rows = 0, tribunes = sections.count
        for ring in rings {
            rows += ring.rows * Self.tribuneCount(of: ring)
            tribunes += Self.tribuneCount(of: ring)
        }
        for section in sections { rows += section.rowCount }
        // Named at the sections when there are any (they are the usual cause), else at the rings.
        let place = sections.isEmpty ? "bowl.rings" : "sections"
        if tribunes > StadiumFileLimits.maximumTribunes {
            report(place, "the bowl and sections would have \(tribunes) tribunes in all; expected at most \(StadiumFileLimits.maximumTribunes)")
        }
        if rows > StadiumFileLimits.maximumRows {
            report(place, "the tribunes would have \(rows) rows in all; expected at most \(StadiumFileLimits.maximumRows)")
        }
    }

    /// The ids listed under `blocked`, `accessible`, `wheelchair`, `companion` or
    /// `restrictedView`: strings shaped `TRIBUNE-ROW-NUMBER` (or a chair's `TABLE-NUMBER`),
    /// each listed once. Whether the seats exist is checked after the layout.
    private mutating func seatIDs(_ top: [String: JSONValue], _ key: String) -> [String]? {
        guard let items = array(top, key, in: "", what: "seat ids such as \"101-A-1\"") else { return nil }
        var ids: [String] = []
        var firstIndex: [String: Int] = [:]
        var ok = true
        for (i, item) in items.enumerated() {
            let place = Self.path(key, i)
            let expected = "a seat id TRIBUNE-ROW-NUMBER such as \"101-A-1\" (or TABLE-NUMBER for a chair)"
            guard let id = string(item, at: place, expected: expected, rule: Self.isSeatIDShaped) else {
                ok = false
                continue
            }
            if let first = firstIndex[id] {
                report(place, "seat \(id) is already listed at \(Self.path(key, first)); expected each seat once")
                ok = false
                continue
            }
            firstIndex[id] = i
            ids.append(id)
        }
        return ok ? ids : nil
    }

    /// Whether `id` names a seat or a chair (``PlaceID/isSeatShaped(_:)``).
    static func isSeatIDShaped(_ id: String) -> Bool { PlaceID.isSeatShaped(id) }
}
