import SeatChart
import SeatChartGeometry
import SeatChartJSON

/// Turns a seats.io chart's JSON into a ``SeatsioChart``, checking what seatchart relies
/// on and what seats.io's own validation flags: members of the wrong type, objects of an
/// unknown type, objects without a label (empty or `?`), seats and areas without a
/// category or with an unknown one, unknown zones, and more seats than a chart may hold.
/// Duplicate labels are found once the ids are made (``SeatsioChartBuilder``), which the
/// reader does whatever the decoder found, so that they are reported with its problems.
///
/// Every problem is collected with its JSON path; the reader reports them all at once.
struct SeatsioDecoder {
    var fields = SeatsioFieldReader()
    /// The most seats and standing places a chart may hold.
    let placeLimit: Int
    /// The category keys declared, and the zones' keys.
    private var categoryKeys: Set<String> = []
    private var zoneKeys: Set<String> = []

    /// Creates a decoder refusing charts of more than `placeLimit` seats and places.
    init(placeLimit: Int = StadiumFileLimits.maximumSeats) { self.placeLimit = placeLimit }

    /// The problems found, in document order.
    var problems: [SchemaProblem] { fields.problems }

    /// Decodes `document`, a JSON object (``SeatingDocumentKind/seatsIOChart``).
    mutating func decode(_ document: JSONValue) -> SeatsioChart {
        let root = JSONPath.root
        guard case .object = document else {
            fields.report(root, "expected a seats.io chart (a JSON object), found \(document.summary)")
            return SeatsioChart(name: "", categories: [], zones: [], floors: [])
        }
        let places = Self.placeCount(document)
        if places > placeLimit {
            fields.report(root, "the chart has \(places) seats and standing places; expected at most \(placeLimit)")
            return SeatsioChart(name: "", categories: [], zones: [], floors: [])
        }
        let categories = decodeCategories(document)
        let zones = decodeZones(document)
        return SeatsioChart(
            name: fields.string(document, "name", at: root) ?? "",
            categories: categories, zones: zones, floors: decodeFloors(document)
        )
    }

    // MARK: - Categories and zones

    /// `categories.list` (or a plain list): keys unique, colours CSS colours.
    private mutating func decodeCategories(_ document: JSONValue) -> [SeatsioChart.Category] {
        var list: [SeatsioChart.Category] = []
        var firstPath: [String: JSONPath] = [:]
        for (item, path) in entries(document, "categories") {
            guard let key = fields.key(item, "key", at: path) else {
                if fields.member(item, "key") == nil { fields.report(path.key("key"), "missing; expected the category's key") }
                continue
            }
            if let first = firstPath[key] {
                fields.report(path.key("key"), "category key \(key) is already used by \(first); expected unique keys")
                continue
            }
            firstPath[key] = path
            list.append(SeatsioChart.Category(
                key: key, label: fields.string(item, "label", at: path) ?? key,
                color: fields.color(item, "color", at: path), accessible: fields.flag(item, "accessible", at: path)
            ))
        }
        categoryKeys = Set(list.map(\.key))
        return list
    }

    /// `zones.list` (or a plain list): keys unique, each with its focal point.
    private mutating func decodeZones(_ document: JSONValue) -> [SeatsioChart.Zone] {
        var list: [SeatsioChart.Zone] = []
        var firstPath: [String: JSONPath] = [:]
        for (item, path) in entries(document, "zones") {
            let key = fields.key(item, "key", at: path)
            if key == nil, fields.member(item, "key") == nil { fields.report(path.key("key"), "missing; expected the zone's key") }
            let focal = fields.point(item, "focalPoint", at: path)
            guard let key, let focal else { continue }
            if let first = firstPath[key] {
                fields.report(path.key("key"), "zone key \(key) is already used by \(first); expected unique keys")
                continue
            }
            firstPath[key] = path
            list.append(SeatsioChart.Zone(key: key, label: fields.string(item, "label", at: path) ?? key, focalPoint: focal, path: path))
        }
        zoneKeys = Set(list.map(\.key))
        return list
    }

    /// The objects of `{"list": [...]}` (seats.io's own form) or of a plain list at `key`.
    private mutating func entries(_ document: JSONValue, _ key: String) -> [(value: JSONValue, path: JSONPath)] {
        guard let v = fields.member(document, key) else { return [] }
        if case .object = v { return fields.objects(v, "list", at: JSONPath.root.key(key)) }
        return fields.objects(document, key, at: .root)
    }

    // MARK: - Floors

    /// `subChartFloors` (one chart per floor), else the one `subChart`.
    private mutating func decodeFloors(_ document: JSONValue) -> [SeatsioChart.Floor] {
        let root = JSONPath.root
        if fields.member(document, "subChartFloors") != nil {
            let floors = fields.objects(document, "subChartFloors", at: root).map { item, path in
                SeatsioChart.Floor(name: floorName(item, at: path), subChart: decodeSubChart(item, at: path, inherited: nil))
            }
            if floors.isEmpty, problems.isEmpty { fields.report(root.key("subChartFloors"), "an empty list; expected at least one floor") }
            return floors
        }
        guard let sub = fields.member(document, "subChart") else {
            fields.report(root.key("subChart"), "missing; expected the chart's objects (subChart or subChartFloors)")
            return []
        }
        guard case .object = sub else {
            fields.report(root.key("subChart"), "expected the chart's objects (a JSON object), found \(sub.summary)")
            return []
        }
        let path = root.key("subChart")
        return [SeatsioChart.Floor(name: floorName(sub, at: path), subChart: decodeSubChart(sub, at: path, inherited: nil))]
    }

    /// `floorName`: a string, or a number written as text.
    private mutating func floorName(_ object: JSONValue, at path: JSONPath) -> String? {
        fields.key(object, "floorName", at: path).flatMap { $0.isEmpty ? nil : $0 }
    }

    // MARK: - Object lists

    /// The lists a (sub)chart may hold: seatchart reads the first seven and passes over
    /// icons and images (drawing it does not bring over).
    static let objectLists = ["rows", "tables", "generalAdmissionAreas", "booths", "sections", "shapes", "texts", "icons", "imageObjects"]

    /// A floor's or a section's objects (`section`: the section holding them), seats taking
    /// `inherited` (the section's category) when they name none.
    mutating func decodeSubChart(_ value: JSONValue, at path: JSONPath, inherited: String?,
                                 section: SeatsioObjectName.Holder? = nil) -> SeatsioChart.SubChart {
        var sub = SeatsioChart.SubChart()
        unknownLists(value, at: path)
        sub.rows = fields.objects(value, "rows", at: path).compactMap { decodeRow($0, at: $1, inherited: inherited, holder: section) }
        sub.tables = fields.objects(value, "tables", at: path).compactMap { decodeTable($0, at: $1, inherited: inherited, holder: section) }
        sub.areas = fields.objects(value, "generalAdmissionAreas", at: path).compactMap { decodeArea($0, at: $1, inherited: inherited, holder: section) }
        sub.booths = fields.objects(value, "booths", at: path).compactMap { decodeBooth($0, at: $1, inherited: inherited, holder: section) }
        let sections = fields.objects(value, "sections", at: path)
        if section != nil, let first = sections.first {
            fields.report(first.path, "a section inside a section; expected sections on a floor only")
        } else {
            sub.sections = sections.compactMap { decodeSection($0, at: $1) }
        }
        sub.shapes = fields.objects(value, "shapes", at: path).compactMap { decodeShape($0, at: $1) }
        sub.texts = fields.objects(value, "texts", at: path).compactMap { decodeText($0, at: $1) }
        sub.focalPoint = fields.point(value, "focalPoint", at: path, required: false)
        return sub
    }

    /// Reports members of a (sub)chart that hold objects of a type seatchart does not know.
    private mutating func unknownLists(_ value: JSONValue, at path: JSONPath) {
        guard case .object(let members) = value else { return }
        for member in members where !Self.objectLists.contains(member.key) {
            guard case .array(let items) = member.value, items.contains(where: { if case .object = $0 { true } else { false } }) else { continue }
            fields.report(path.key(member.key), "objects of an unknown type (\(member.key)); expected only "
                          + Alternatives.listed(Self.objectLists))
        }
    }

    /// Reports an object whose `objectType` is not `expected` (absent is fine).
    mutating func checkObjectType(_ object: JSONValue, _ expected: String, at path: JSONPath) -> Bool {
        guard let type = fields.string(object, "objectType", at: path) else { return fields.member(object, "objectType") == nil }
        guard type == expected else {
            fields.report(path.key("objectType"), "an object of unknown type \(JSONValue.string(type).summary) in this list; expected \"\(expected)\"")
            return false
        }
        return true
    }

    // MARK: - References

    /// The category key at `key` of `object` (named `name` in a problem), else `inherited`;
    /// reports an unknown key.
    mutating func categoryKey(_ object: JSONValue, at path: JSONPath, inherited: String?, name: @autoclosure () -> SeatsioObjectName) -> String? {
        guard let key = fields.key(object, "categoryKey", at: path) else { return inherited }
        guard categoryKeys.contains(key) else {
            fields.report(path.key("categoryKey"), "\(name()) has unknown category key \(key); expected the key of one of the chart's categories (categories.list)")
            return inherited
        }
        return key
    }

    /// Reports a seat, an area or a booth without a category (seats.io flags it).
    mutating func requireCategory(_ key: String?, at path: JSONPath, name: @autoclosure () -> SeatsioObjectName) {
        guard key == nil else { return }
        fields.report(path.key("categoryKey"), "\(name()) without a category; expected the key of one of the chart's categories")
    }

    /// A section's `zone`, which must be one of the chart's zones.
    mutating func zone(_ object: JSONValue, at path: JSONPath, name: @autoclosure () -> SeatsioObjectName) -> String? {
        guard let key = fields.key(object, "zone", at: path) else { return nil }
        guard zoneKeys.contains(key) else {
            fields.report(path.key("zone"), "\(name()) has unknown zone \(key); expected the key of one of the chart's zones (zones.list)")
            return nil
        }
        return key
    }

    // MARK: - Counting

    /// The seats (row seats and chairs) and standing places of a chart, counted on its JSON
    /// before anything is decoded, so that a huge chart is refused cheaply.
    static func placeCount(_ document: JSONValue) -> Int {
        func count(_ sub: JSONValue) -> Int {
            var n = 0
            for key in ["rows", "tables"] {
                for object in sub.member(key)?.elements ?? [] { n &+= object.member("seats")?.elements.count ?? 0 }
            }
            for area in sub.member("generalAdmissionAreas")?.elements ?? [] {
                if let c = area.member("capacity")?.numberValue, c.isFinite, c > 0 { n &+= Int(min(c, 1e12)) }
            }
            for section in sub.member("sections")?.elements ?? [] { n &+= section.member("subChart").map(count) ?? 0 }
            return n
        }
        let floors = document.member("subChartFloors")?.elements ?? document.member("subChart").map { [$0] } ?? []
        return floors.reduce(0) { $0 &+ count($1) }
    }
}
