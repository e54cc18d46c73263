import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartJSON

// MARK: - Sellable objects

extension SeatsioDecoder {
    /// An object's `label` (a string, or a number written as text), reporting an object
    /// without one: absent, empty or `?` (seats.io flags them as unlabelled), named by its
    /// `kind` and its holder.
    mutating func label(_ object: JSONValue, at path: JSONPath, kind: String, holder: SeatsioObjectName.Holder?) -> SeatsioChart.Label {
        let here = path.key("label")
        var text = ""
        switch fields.member(object, "label") {
        case .string(let s)?: text = s
        case .number(let n)? where n.isFinite: text = JSONValue.numberSummary(n)
        case let other?: fields.report(here, "expected a label (a string), found \(other.summary)")
        case nil: break
        }
        let trimmed = Self.trimmed(text)
        let missing = trimmed.isEmpty || trimmed == "?"
        let label = SeatsioChart.Label(text: text, path: here, isMissing: missing)
        if missing {
            let found = fields.member(object, "label") == nil ? "none" : JSONValue.string(text).summary
            let name = SeatsioObjectName(kind: kind, label: label, holder: holder)
            fields.report(here, "\(name) without a label (found \(found)); expected a label (seats.io flags unlabelled objects)")
        }
        return label
    }

    /// `text` without white space at its ends; most labels have none, and are kept as they are.
    static func trimmed(_ text: String) -> String {
        let plain = { (byte: UInt8?) in byte.map { $0 > 0x20 && $0 < 0x80 } ?? true }
        if plain(text.utf8.first) && plain(text.utf8.last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A row (of a section, when `holder` is one): its label and seats.
    mutating func decodeRow(_ object: JSONValue, at path: JSONPath, inherited: String?, holder: SeatsioObjectName.Holder?) -> SeatsioChart.Row? {
        guard checkObjectType(object, "row", at: path) else { return nil }
        let label = label(object, at: path, kind: "row", holder: holder)
        let row = SeatsioObjectName(kind: "row", label: label, holder: holder).asHolder
        let seats = fields.objects(object, "seats", at: path).map { decodeSeat($0, at: $1, inherited: inherited, holder: row) }
        return SeatsioChart.Row(label: label, seats: seats, path: path)
    }

    /// A seat or a chair of `holder` (its row or table): position, label, category and the
    /// access flags.
    mutating func decodeSeat(_ object: JSONValue, at path: JSONPath, inherited: String?, holder: SeatsioObjectName.Holder) -> SeatsioChart.Seat {
        let label = label(object, at: path, kind: "seat", holder: holder)
        let name = SeatsioObjectName(kind: "seat", label: label, holder: holder)
        let category = categoryKey(object, at: path, inherited: inherited, name: name)
        requireCategory(category, at: path, name: name)
        return SeatsioChart.Seat(
            label: label,
            position: Point(fields.number(object, "x", at: path), fields.number(object, "y", at: path)),
            categoryKey: category,
            accessible: fields.flag(object, "accessible", at: path),
            companion: fields.flag(object, "companionSeat", at: path),
            restrictedView: fields.flag(object, "restrictedView", at: path),
            path: path
        )
    }

    /// A table: `round` (with `radius`) or `rectangle` (with `width` and `height`), its
    /// chairs, open spaces and `bookAsAWhole`.
    mutating func decodeTable(_ object: JSONValue, at path: JSONPath, inherited: String?, holder: SeatsioObjectName.Holder?) -> SeatsioChart.Table? {
        guard checkObjectType(object, "table", at: path) else { return nil }
        let label = label(object, at: path, kind: "table", holder: holder)
        let name = SeatsioObjectName(kind: "table", label: label, holder: holder)
        let type = fields.string(object, "type", at: path) ?? "round"
        let shape: SeatsioChart.Table.Shape
        switch type {
        case "round":
            shape = .round(radius: fields.length(object, "radius", at: path))
        case "rectangle", "rect":
            shape = .rectangle(width: fields.length(object, "width", at: path), height: fields.length(object, "height", at: path))
        default:
            fields.report(path.key("type"), "a table of unknown type \(JSONValue.string(type).summary); expected \"round\" or \"rectangle\"")
            return nil
        }
        let category = categoryKey(object, at: path, inherited: inherited, name: name)
        return SeatsioChart.Table(
            label: label, shape: shape,
            center: fields.point(object, "center", at: path) ?? .zero,
            rotation: fields.number(object, "rotationAngle", at: path, required: false),
            seats: fields.objects(object, "seats", at: path).map { decodeSeat($0, at: $1, inherited: category, holder: name.asHolder) },
            openSpaces: fields.wholeNumber(object, "openSpaces", at: path, in: 0...StadiumFileLimits.maximumTablePlaces, fallback: 0) ?? 0,
            bookAsAWhole: fields.flag(object, "bookAsAWhole", at: path),
            categoryKey: category, path: path
        )
    }

    /// A general-admission area: its shape, `capacity`, `bookAsAWhole`, and
    /// `variableOccupancy` with `minOccupancy` and `maxOccupancy`.
    mutating func decodeArea(_ object: JSONValue, at path: JSONPath, inherited: String?, holder: SeatsioObjectName.Holder?) -> SeatsioChart.GeneralAdmission? {
        guard checkObjectType(object, "generalAdmission", at: path) else { return nil }
        let label = label(object, at: path, kind: "general-admission area", holder: holder)
        let name = SeatsioObjectName(kind: "general-admission area", label: label, holder: holder)
        let outline = outline(object, at: path, what: "a general-admission area", allowsLine: false)
        let capacity = fields.wholeNumber(object, "capacity", at: path, in: 0...StadiumFileLimits.maximumCapacity, fallback: nil)
        let category = categoryKey(object, at: path, inherited: inherited, name: name)
        requireCategory(category, at: path, name: name)
        var occupancy: ClosedRange<Int>?
        if fields.flag(object, "variableOccupancy", at: path), let capacity {
            let bound = max(1, capacity)
            let low = fields.wholeNumber(object, "minOccupancy", at: path, in: 1...bound, fallback: 1) ?? 1
            let high = fields.wholeNumber(object, "maxOccupancy", at: path, in: 1...bound, fallback: bound) ?? bound
            if high < low {
                fields.report(path.key("maxOccupancy"), "a group of at most \(high) but at least \(low) places; expected maxOccupancy of at least minOccupancy (\(low))")
            } else {
                occupancy = low...high
            }
        }
        guard let outline, let capacity else { return nil }
        return SeatsioChart.GeneralAdmission(
            label: label, outline: outline, capacity: capacity, bookAsAWhole: fields.flag(object, "bookAsAWhole", at: path),
            occupancy: occupancy, categoryKey: category, path: path
        )
    }

    /// A booth: a rectangle sold whole.
    mutating func decodeBooth(_ object: JSONValue, at path: JSONPath, inherited: String?, holder: SeatsioObjectName.Holder?) -> SeatsioChart.Booth? {
        guard checkObjectType(object, "booth", at: path) else { return nil }
        let label = label(object, at: path, kind: "booth", holder: holder)
        let name = SeatsioObjectName(kind: "booth", label: label, holder: holder)
        let category = categoryKey(object, at: path, inherited: inherited, name: name)
        requireCategory(category, at: path, name: name)
        let center = fields.point(object, "center", at: path)
        let size = Size(fields.length(object, "width", at: path), fields.length(object, "height", at: path))
        guard let center else { return nil }
        let rotation = fields.number(object, "rotationAngle", at: path, required: false)
        return SeatsioChart.Booth(
            label: label, outline: .rectangle(center: center, size: size, cornerRadius: 0, rotation: rotation),
            categoryKey: category, path: path
        )
    }

    /// A section: its polygon (`points`), its chart's origin (`topLeft`), its category
    /// (its seats' default), its zone, and its own chart (`subChart`).
    mutating func decodeSection(_ object: JSONValue, at path: JSONPath) -> SeatsioChart.Section? {
        guard checkObjectType(object, "section", at: path) else { return nil }
        let label = label(object, at: path, kind: "section", holder: nil)
        let name = SeatsioObjectName(kind: "section", label: label, holder: nil)
        let points = fields.points(object, "points", at: path, minimum: 3)
        let origin = fields.point(object, "topLeft", at: path, required: false) ?? .zero
        let category = categoryKey(object, at: path, inherited: nil, name: name)
        let zone = zone(object, at: path, name: name)
        guard let sub = fields.member(object, "subChart") else {
            fields.report(path.key("subChart"), "missing; expected the section's own objects")
            return nil
        }
        let subChart = decodeSubChart(sub, at: path.key("subChart"), inherited: category, section: name.asHolder)
        guard let points else { return nil }
        return SeatsioChart.Section(
            label: label, points: points, origin: origin, categoryKey: category, zone: zone, subChart: subChart, path: path
        )
    }
}
