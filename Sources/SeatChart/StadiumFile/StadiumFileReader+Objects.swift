import SeatChartGeometry
import SeatChartJSON

// MARK: - Standing areas and tables

extension JSONFieldReader {
    static let standingKeys = sectionKeys([
        "name", "shape", "center", "width", "height", "rotation", "points", "capacity", "sale", "minGroup", "maxGroup",
    ])
    static let tableKeys = sectionKeys([
        "shape", "center", "radius", "width", "height", "rotation", "chairs", "openSpaces", "endChairs", "sale",
    ])

    /// A `standing` area's own keys: its `shape` (`rect` or `ellipse` with `center`,
    /// `width`, `height`, `rotation`; or `polygon` with `points`), `capacity`, `sale`
    /// (`quantity`, `whole` or `group` with `minGroup` and `maxGroup`) and `name`.
    mutating func standing(_ o: [String: JSONValue], at place: String) -> StandingSpec? {
        let before = problems.count
        let shapeName = choice(o, "shape", in: place, options: ["rect", "ellipse", "polygon"])
        let capacity = wholeNumber(o, "capacity", in: place, min: 1, max: StadiumFileLimits.maximumCapacity)
        let sale = areaSale(o, at: place, capacity: capacity)
        let name = string(o, "name", in: place, expected: "the area's name (a non-empty string)", required: false)
        var shape: StandingSpec.Shape?
        switch shapeName {
        case "rect", "ellipse":
            onlyWith(o, ["points"], shape: shapeName, in: place)
            if let box = turnedBox(o, at: place) {
                shape = shapeName == "rect" ? .rect(box) : .ellipse(OrientedEllipse(center: box.center, size: box.size, rotation: box.rotation))
            }
        case "polygon":
            onlyWith(o, ["center", "width", "height", "rotation"], shape: shapeName, in: place)
            if let v = value(o, "points", in: place, required: true, expected: "a list of at least 3 points [x, y]"),
               let points = points(v, at: Self.path(place, "points"), minimum: 3) {
                if Self.polygonArea(points) == 0 {
                    report(Self.path(place, "points"), "the polygon encloses no area; expected points that do not all lie on one line")
                } else {
                    shape = .polygon(points)
                }
            }
        default:
            break
        }
        guard problems.count == before, let shape, let capacity, let sale else { return nil }
        return StandingSpec(shape: shape, capacity: capacity, sale: sale, name: name)
    }

    /// `sale` of a standing area, with `minGroup` and `maxGroup` for `group`.
    private mutating func areaSale(_ o: [String: JSONValue], at place: String, capacity: Int?) -> AreaSale? {
        let name = choice(o, "sale", in: place, options: ["quantity", "whole", "group"], required: false) ?? "quantity"
        guard name == "group" else {
            onlyWith(o, ["minGroup", "maxGroup"], shape: nil, in: place, rule: "with sale \"group\"")
            return name == "whole" ? .whole : .quantity
        }
        let limit = capacity ?? StadiumFileLimits.maximumCapacity
        let minimum = wholeNumber(o, "minGroup", in: place, min: 1, max: limit, required: false) ?? 1
        let maximum = wholeNumber(o, "maxGroup", in: place, min: 1, max: limit, required: false) ?? limit
        if maximum < minimum {
            report(Self.path(place, "maxGroup"), "a group of at most \(maximum) but at least \(minimum) places; expected maxGroup of at least minGroup (\(minimum))")
            return nil
        }
        return .group(minimum: minimum, maximum: maximum)
    }

    /// A `table`'s own keys: its `shape` (`round` with `radius` and `openSpaces`, or `rect`
    /// with `width`, `height` and `endChairs`), `center`, `rotation`, `chairs` and `sale`.
    mutating func table(_ o: [String: JSONValue], at place: String) -> TableSpec? {
        let before = problems.count
        let shapeName = choice(o, "shape", in: place, options: ["round", "rect"])
        let center = point(o, "center", in: place)
        let rotation = number(o, "rotation", in: place, .any, required: false) ?? 0
        let limit = StadiumFileLimits.maximumTablePlaces
        let chairs = wholeNumber(o, "chairs", in: place, min: 0, max: limit)
        let saleName = choice(o, "sale", in: place, options: TableSale.allCases.map(\.rawValue), required: false)
        var shape: Table.Shape?
        var openSpaces = 0, endChairs = 0
        switch shapeName {
        case "round":
            onlyWith(o, ["width", "height", "endChairs"], shape: shapeName, in: place)
            shape = number(o, "radius", in: place, .positive).map { .round(radius: $0) }
            openSpaces = wholeNumber(o, "openSpaces", in: place, min: 0, max: limit, required: false) ?? 0
        case "rect":
            onlyWith(o, ["radius", "openSpaces"], shape: shapeName, in: place)
            let width = number(o, "width", in: place, .positive), height = number(o, "height", in: place, .positive)
            if let width, let height { shape = .rect(width: width, height: height) }
            endChairs = wholeNumber(o, "endChairs", in: place, min: 0, max: limit, required: false) ?? 0
        default:
            break
        }
        if let chairs, chairs + endChairs == 0 {
            report(Self.path(place, "chairs"), "a table without chairs; expected at least one chair")
        } else if let chairs, chairs + openSpaces + endChairs > limit {
            report(Self.path(place, "chairs"), "\(chairs + openSpaces + endChairs) places around one table; expected at most \(limit)")
        }
        guard problems.count == before, let shape, let center, let chairs else { return nil }
        return TableSpec(
            shape: shape, center: center, rotation: .degrees(rotation), chairs: chairs, openSpaces: openSpaces,
            endChairs: endChairs, sale: saleName.flatMap(TableSale.init(rawValue:)) ?? .seats
        )
    }

    /// `center`, `width`, `height` (each greater than 0) and `rotation` (degrees, default 0).
    private mutating func turnedBox(_ o: [String: JSONValue], at place: String) -> OrientedRect? {
        let center = point(o, "center", in: place)
        let width = number(o, "width", in: place, .positive), height = number(o, "height", in: place, .positive)
        let rotation = number(o, "rotation", in: place, .any, required: false)
        if rotation == nil, o["rotation"] != nil, o["rotation"] != .null { return nil }
        guard let center, let width, let height else { return nil }
        return OrientedRect(center: center, size: Size(width, height), rotation: .degrees(rotation ?? 0))
    }

    /// Reports each of `keys` present in `o`: they belong to another shape (or sale).
    private mutating func onlyWith(_ o: [String: JSONValue], _ keys: [String], shape: String?, in place: String, rule: String? = nil) {
        for key in keys where o[key] != nil && o[key] != .null {
            let condition = rule ?? "for another shape"
            let found = shape.map { "shape \"\($0)\"" } ?? "this sale"
            report(Self.path(place, key), "\(key) is only allowed \(condition); expected no \(key) with \(found)")
        }
    }

    /// The signed area of a closed polygon (the shoelace formula).
    static func polygonArea(_ points: [Point]) -> Double {
        var twice = 0.0
        for k in points.indices {
            let a = points[k], b = points[(k + 1) % points.count]
            twice += a.x * b.y - b.x * a.y
        }
        return twice / 2
    }
}
