import SeatChart
import SeatChartGeometry
import SeatChartJSON

/// Turns a plan document into a ``PretixPlan``, checking what the schema cannot say: sizes
/// that must be positive, coordinates within range, colours that are CSS colours, category
/// names that are unique and known, and the seat limit.
///
/// Every problem is collected with its JSON path; the caller reports them all at once. A
/// document that breaks the schema is decoded all the same (a value of the wrong type reads
/// as absent), so that its other problems are found with the schema's.
struct PretixPlanDecoder {
    /// The problems found, in document order.
    private(set) var problems: [SchemaProblem] = []
    /// Problems of drawing values (areas, the canvas size), which do not stop a plan: each
    /// area with one is left out; the canvas size is then 0.
    private(set) var droppedAreas: [SchemaProblem] = []
    /// The most seats a plan may hold.
    let seatLimit: Int

    /// Creates a decoder refusing plans of more than `seatLimit` seats.
    init(seatLimit: Int = StadiumFileLimits.maximumSeats) { self.seatLimit = seatLimit }

    /// The default font size of an area's text, in pixels, when the plan gives none.
    static let defaultTextSize = 16

    /// Decodes `document`, checked against the schema or not.
    mutating func decode(_ document: JSONValue) -> PretixPlan {
        let categories = document.member("categories")?.elements.enumerated().map { i, value in
            decodeCategory(value, at: JSONPath.root.key("categories").index(i))
        } ?? []
        var seen: Set<String> = []
        for (i, c) in categories.enumerated() where !seen.insert(c.name).inserted {
            report(JSONPath.root.key("categories").index(i).key("name"), "category name \"\(c.name)\" is used twice; expected unique names (seats refer to categories by name)")
        }
        let zoneValues = document.member("zones")?.elements ?? []
        let count = zoneValues.reduce(0) { sum, zone in
            sum + (zone.member("rows")?.elements.reduce(0) { $0 + ($1.member("seats")?.elements.count ?? 0) } ?? 0)
        }
        if count > seatLimit {
            report(JSONPath.root.key("zones"), "the plan has \(count) seats; expected at most \(seatLimit)")
            return PretixPlan(name: "", categories: categories, zones: [], size: .zero)
        }
        let zones = zoneValues.enumerated().map { i, value in
            decodeZone(value, at: JSONPath.root.key("zones").index(i), categories: seen)
        }
        let size = document.member("size")
        let canvas = drawing {
            Size(
                width: $0.length(size?.member("width"), at: JSONPath.root.key("size").key("width")),
                height: $0.length(size?.member("height"), at: JSONPath.root.key("size").key("height"))
            )
        }
        return PretixPlan(name: document.member("name")?.stringValue ?? "", categories: categories, zones: zones, size: canvas ?? .zero)
    }

    // MARK: - Parts

    private mutating func decodeCategory(_ value: JSONValue, at path: JSONPath) -> PretixPlan.Category {
        PretixPlan.Category(
            name: value.member("name")?.stringValue ?? "",
            color: color(value.member("color"), at: path.key("color"))
        )
    }

    private mutating func decodeZone(_ value: JSONValue, at path: JSONPath, categories: Set<String>) -> PretixPlan.Zone {
        let origin = position(value.member("position"), at: path.key("position"))
        let rows = value.member("rows")?.elements.enumerated().map { i, row in
            decodeRow(row, at: path.key("rows").index(i), zone: value, zoneOrigin: origin, categories: categories)
        } ?? []
        let areas = value.member("areas")?.elements.enumerated().compactMap { i, area in
            drawing { $0.decodeArea(area, at: path.key("areas").index(i)) }
        } ?? []
        return PretixPlan.Zone(
            name: value.member("name")?.stringValue,
            zoneID: value.member("zone_id")?.stringValue,
            position: origin, rows: rows, areas: areas
        )
    }

    private mutating func decodeRow(_ value: JSONValue, at path: JSONPath, zone: JSONValue, zoneOrigin: Point, categories: Set<String>) -> PretixPlan.Row {
        let origin = value.member("position").map { position($0, at: path.key("position")) } ?? .zero
        var seats: [PretixPlan.Seat] = []
        for (i, seatValue) in (value.member("seats")?.elements ?? []).enumerated() {
            let place = path.key("seats").index(i)
            let seatPosition = position(seatValue.member("position"), at: place.key("position"))
            let absolute = zoneOrigin + origin.vector + seatPosition.vector
            if !(abs(absolute.x) <= Self.maximumMagnitude && abs(absolute.y) <= Self.maximumMagnitude) {
                report(place.key("position"), "the seat's absolute position (zone + row + seat) lies beyond ±\(Int(Self.maximumMagnitude)) pixels; expected a position within the plan")
            }
            var radius: Int?
            if let r = seatValue.member("radius")?.numberValue {
                if r >= 1, r <= Self.maximumMagnitude { radius = Int(r) } else {
                    report(place.key("radius"), "expected a whole number of pixels from 1 to \(Int(Self.maximumMagnitude)), found \(JSONValue.number(r).summary)")
                }
            }
            let category = seatValue.member("category")?.stringValue ?? ""
            if !category.isEmpty, !categories.contains(category) {
                report(place.key("category"), "\(Self.seatName(seatValue, row: value, zone: zone)) has unknown category \(JSONValue.string(category).summary); expected the name of one of the plan's categories (or \"\" for none)")
            }
            seats.append(PretixPlan.Seat(
                guid: seatValue.member("seat_guid")?.stringValue ?? "",
                number: seatValue.member("seat_number")?.stringValue ?? "",
                position: seatPosition, radius: radius, category: category
            ))
        }
        return PretixPlan.Row(number: value.member("row_number")?.stringValue ?? "", position: origin, seats: seats)
    }

    private mutating func decodeArea(_ value: JSONValue, at path: JSONPath) -> PretixPlan.Area {
        var area = PretixPlan.Area(
            shape: value.member("shape")?.stringValue,
            color: color(value.member("color"), at: path.key("color")),
            borderColor: color(value.member("border_color"), at: path.key("border_color")),
            rotation: value.member("rotation")?.numberValue ?? 0,
            position: value.member("position").map { position($0, at: path.key("position")) } ?? .zero
        )
        if let polygon = value.member("polygon") {
            let points = polygon.member("points")?.elements ?? []
            if points.count > PretixPlanReader.maximumAreaPoints {
                report(path.key("polygon").key("points"),
                       "expected at most \(PretixPlanReader.maximumAreaPoints) points in an area, found \(points.count)")
            } else {
                area.polygon = polygon.member("points")?.elements.enumerated().map { i, p in
                    position(p, at: path.key("polygon").key("points").index(i))
                }
            }
        }
        if let rectangle = value.member("rectangle") {
            let place = path.key("rectangle")
            area.rectangle = Size(
                width: length(rectangle.member("width"), at: place.key("width")),
                height: length(rectangle.member("height"), at: place.key("height"))
            )
        }
        if let ellipse = value.member("ellipse") {
            let place = path.key("ellipse").key("radius")
            let radii = position(ellipse.member("radius"), at: place)
            for (axis, r) in [("x", radii.x), ("y", radii.y)] where r < 0 {
                report(place.key(axis), "expected a radius of at least 0, found \(JSONValue.number(r).summary)")
            }
            area.ellipseRadii = Size(width: max(0, radii.x), height: max(0, radii.y))
        }
        if let circle = value.member("circle") {
            area.circleRadius = length(circle.member("radius"), at: path.key("circle").key("radius"))
        }
        if let text = value.member("text") {
            let place = path.key("text")
            var size: Int?
            if let s = text.member("size")?.numberValue {
                if s >= 1, s <= Self.maximumMagnitude { size = Int(s) } else {
                    report(place.key("size"), "expected a font size of at least 1 pixel, found \(JSONValue.number(s).summary)")
                }
            }
            area.text = PretixPlan.Text(
                text: text.member("text")?.stringValue ?? "",
                color: color(text.member("color"), at: place.key("color")),
                size: size,
                position: position(text.member("position"), at: place.key("position"))
            )
        }
        return area
    }

    /// `decode` run with its problems counted as drawing problems: `nil` (and the problems
    /// moved to ``droppedAreas``) when it found any.
    private mutating func drawing<T>(_ decode: (inout PretixPlanDecoder) -> T) -> T? {
        let before = problems.count
        let value = decode(&self)
        guard problems.count > before else { return value }
        droppedAreas += problems[before...]
        problems.removeSubrange(before...)
        return nil
    }

    /// How a problem names a seat: by the labels the plan gives it, `seat "2" of row "A" in
    /// zone "Stalls"` (the zone by its `zone_id` when it has no name, left out when it has
    /// neither).
    static func seatName(_ seat: JSONValue, row: JSONValue, zone: JSONValue) -> String {
        let quoted = { (value: JSONValue?) in value?.stringValue.map { JSONValue.string($0).summary } ?? "(none)" }
        let zoneName = (zone.member("name") ?? zone.member("zone_id")).flatMap(\.stringValue)
        return "seat \(quoted(seat.member("seat_number"))) of row \(quoted(row.member("row_number")))"
            + (zoneName.map { " in zone \(JSONValue.string($0).summary)" } ?? "")
    }

    // MARK: - Values

    /// The largest coordinate or size accepted, in pixels.
    static let maximumMagnitude = StadiumFileLimits.maximumMagnitude

    private mutating func position(_ value: JSONValue?, at path: JSONPath) -> Point {
        let x = value?.member("x")?.numberValue ?? 0, y = value?.member("y")?.numberValue ?? 0
        for (axis, v) in [("x", x), ("y", y)] where !(abs(v) <= Self.maximumMagnitude) {
            report(path.key(axis), "expected a coordinate within ±\(Int(Self.maximumMagnitude)) pixels, found \(JSONValue.number(v).summary)")
        }
        return Point(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }

    private mutating func length(_ value: JSONValue?, at path: JSONPath) -> Double {
        let v = value?.numberValue ?? 0
        guard v >= 0, v <= Self.maximumMagnitude else {
            report(path, "expected a size from 0 to \(Int(Self.maximumMagnitude)) pixels, found \(JSONValue.number(v).summary)")
            return 0
        }
        return v
    }

    private mutating func color(_ value: JSONValue?, at path: JSONPath) -> String? {
        guard let text = value?.stringValue else { return nil }
        guard CSSColor.isValid(text) else {
            report(path, "expected a CSS colour such as #7f4a91, red or rgb(127, 74, 145), found \(JSONValue.string(text).summary)")
            return nil
        }
        return text
    }

    private mutating func report(_ path: JSONPath, _ message: String) {
        problems.append(SchemaProblem(path: path, message: message))
    }
}
