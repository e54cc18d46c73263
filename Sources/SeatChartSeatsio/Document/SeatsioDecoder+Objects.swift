import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartJSON

// MARK: - Sellable objects

extension SeatsioDecoder {
    /// An object's `label` (a string, or a number written as text), reporting an object
    /// without one: absent, empty or `?` (seats.io flags them as unlabelled).
    mutating func label(_ object: JSONValue, at path: JSONPath, what: String) -> SeatsioChart.Label {
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
        if missing {
            let found = fields.member(object, "label") == nil ? "none" : JSONValue.string(text).summary
            fields.report(here, "\(what) without a label (found \(found)); expected a label (seats.io flags unlabelled objects)")
        }
        return SeatsioChart.Label(text: text, path: here, isMissing: missing)
    }

    /// `text` without white space at its ends; most labels have none, and are kept as they are.
    static func trimmed(_ text: String) -> String {
        let plain = { (byte: UInt8?) in byte.map { $0 > 0x20 && $0 < 0x80 } ?? true }
        if plain(text.utf8.first) && plain(text.utf8.last) { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A row: its label and seats.
    mutating func decodeRow(_ object: JSONValue, at path: JSONPath, inherited: String?) -> SeatsioChart.Row? {
        guard checkObjectType(object, "row", at: path) else { return nil }
        let label = label(object, at: path, what: "a row")
        let seats = fields.objects(object, "seats", at: path).map { decodeSeat($0, at: $1, inherited: inherited) }
        return SeatsioChart.Row(label: label, seats: seats, path: path)
    }

    /// A seat or a chair: position, label, category and the access flags.
    mutating func decodeSeat(_ object: JSONValue, at path: JSONPath, inherited: String?) -> SeatsioChart.Seat {
        let category = categoryKey(object, at: path, inherited: inherited)
        requireCategory(category, at: path, what: "a seat")
        return SeatsioChart.Seat(
            label: label(object, at: path, what: "a seat"),
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
    mutating func decodeTable(_ object: JSONValue, at path: JSONPath, inherited: String?) -> SeatsioChart.Table? {
        guard checkObjectType(object, "table", at: path) else { return nil }
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
        let category = categoryKey(object, at: path, inherited: inherited)
        return SeatsioChart.Table(
            label: label(object, at: path, what: "a table"), shape: shape,
            center: fields.point(object, "center", at: path) ?? .zero,
            rotation: fields.number(object, "rotationAngle", at: path, required: false),
            seats: fields.objects(object, "seats", at: path).map { decodeSeat($0, at: $1, inherited: category) },
            openSpaces: fields.wholeNumber(object, "openSpaces", at: path, in: 0...StadiumFileLimits.maximumTablePlaces, fallback: 0) ?? 0,
            bookAsAWhole: fields.flag(object, "bookAsAWhole", at: path),
            categoryKey: category, path: path
        )
    }

    /// A general-admission area: its shape, `capacity`, `bookAsAWhole`, and
    /// `variableOccupancy` with `minOccupancy` and `maxOccupancy`.
    mutating func decodeArea(_ object: JSONValue, at path: JSONPath, inherited: String?) -> SeatsioChart.GeneralAdmission? {
        guard checkObjectType(object, "generalAdmission", at: path) else { return nil }
        let label = label(object, at: path, what: "a general-admission area")
        let outline = outline(object, at: path, what: "a general-admission area", allowsLine: false)
        let capacity = fields.wholeNumber(object, "capacity", at: path, in: 0...StadiumFileLimits.maximumCapacity, fallback: nil)
        let category = categoryKey(object, at: path, inherited: inherited)
        requireCategory(category, at: path, what: "a general-admission area")
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
    mutating func decodeBooth(_ object: JSONValue, at path: JSONPath, inherited: String?) -> SeatsioChart.Booth? {
        guard checkObjectType(object, "booth", at: path) else { return nil }
        let label = label(object, at: path, what: "a booth")
        let category = categoryKey(object, at: path, inherited: inherited)
        requireCategory(category, at: path, what: "a booth")
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
        let label = label(object, at: path, what: "a section")
        let points = fields.points(object, "points", at: path, minimum: 3)
        let origin = fields.point(object, "topLeft", at: path, required: false) ?? .zero
        let category = categoryKey(object, at: path, inherited: nil)
        let zone = zone(object, at: path)
        guard let sub = fields.member(object, "subChart") else {
            fields.report(path.key("subChart"), "missing; expected the section's own objects")
            return nil
        }
        let subChart = decodeSubChart(sub, at: path.key("subChart"), inherited: category, inSection: true)
        guard let points else { return nil }
        return SeatsioChart.Section(
            label: label, points: points, origin: origin, categoryKey: category, zone: zone, subChart: subChart, path: path
        )
    }
}
