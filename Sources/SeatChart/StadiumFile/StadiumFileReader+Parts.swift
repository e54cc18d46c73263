import SeatChartGeometry
import SeatChartJSON

// MARK: - Field, seat and categories

extension JSONFieldReader {
    /// `field`: `width`, `height`, `shape` (`rect` by default), `cornerRadius` with `rounded`,
    /// `kind` (`pitch` by default, `stage`, `court` or `floor`).
    mutating func field(_ top: [String: JSONValue]) -> Field? {
        let place = "field"
        guard let v = value(top, place, in: "", required: true, expected: "the field (an object with width, height and shape)"),
              let o = object(v, at: place, what: "the field", keys: ["width", "height", "shape", "cornerRadius", "kind"])
        else { return nil }
        let width = number(o, "width", in: place, .positive)
        let height = number(o, "height", in: place, .positive)
        let chosen = choice(o, "shape", in: place, options: ["rect", "rounded", "ellipse"], required: false)
        if chosen == nil, o["shape"] != nil, o["shape"] != .null { return nil }
        let shapeName = chosen ?? "rect"
        let kindName = choice(o, "kind", in: place, options: Field.Kind.allCases.map(\.rawValue), required: false)
        if kindName == nil, o["kind"] != nil, o["kind"] != .null { return nil }
        let kind = kindName.flatMap(Field.Kind.init(rawValue:)) ?? .pitch
        let radiusPlace = Self.path(place, "cornerRadius")
        var shape = Field.Shape.rect
        switch shapeName {
        case "rounded":
            guard let r = number(o, "cornerRadius", in: place, .nonNegative) else { return nil }
            if let width, let height, r > min(width, height) / 2 {
                let bound = JSONValue.numberSummary(min(width, height) / 2)
                report(radiusPlace, "expected a corner radius of at most \(bound) (half the field's shorter side), found \(JSONValue.numberSummary(r))")
                return nil
            }
            shape = .rounded(cornerRadius: r)
        case "ellipse":
            shape = .ellipse
        default:
            shape = .rect
        }
        if shapeName != "rounded", o["cornerRadius"] != nil, o["cornerRadius"] != .null {
            report(radiusPlace, "a corner radius is only allowed with shape \"rounded\"; expected no cornerRadius for shape \"\(shapeName)\"")
            return nil
        }
        guard let width, let height else { return nil }
        return Field(size: Size(width, height), shape: shape, kind: kind)
    }

    /// `seat`: `size` (required), `spacing` (0 by default), `shape` (`classic` by default).
    mutating func seat(_ top: [String: JSONValue]) -> (size: Double, spacing: Double, shape: SeatShapeKind)? {
        let place = "seat"
        guard let v = value(top, place, in: "", required: true, expected: "the seat (an object with size, spacing and shape)"),
              let o = object(v, at: place, what: "the seat", keys: ["size", "spacing", "shape"])
        else { return nil }
        let before = problems.count
        let size = number(o, "size", in: place, .positive)
        let spacing = number(o, "spacing", in: place, .nonNegative, required: false) ?? 0
        let shapeName = choice(o, "shape", in: place, options: SeatShapeKind.allCases.map(\.rawValue), required: false)
        let shape = shapeName.flatMap(SeatShapeKind.init(rawValue:)) ?? .classic
        if shapeName == nil, o["shape"] != nil, o["shape"] != .null { return nil }
        guard problems.count == before, let size else { return nil }
        return (size, spacing, shape)
    }

    /// `categories`: objects with `id`, `name`, `color` and an optional `price`; ids unique.
    ///
    /// - Returns: the categories (`nil` if any is invalid) and every id declared by a category
    ///   (even an otherwise invalid one), against which references are checked (`nil` when
    ///   `categories` itself is not an array).
    mutating func categories(_ top: [String: JSONValue]) -> (list: [Category]?, ids: Set<String>?) {
        guard let items = array(top, "categories", in: "", what: "categories") else { return (nil, nil) }
        var list: [Category] = []
        var declared: Set<String> = []
        var firstIndex: [String: Int] = [:]
        var ok = true
        for (i, item) in items.enumerated() {
            let place = Self.path("categories", i)
            guard let o = object(item, at: place, what: "a category", keys: ["id", "name", "color", "price"]) else {
                ok = false
                continue
            }
            let id = string(o, "id", in: place, expected: Self.categoryIDExpectation, rule: Self.isCategoryID)
            if let id {
                if let first = firstIndex[id] {
                    report(Self.path(place, "id"), "duplicate category id \"\(id)\" (also at categories[\(first)]); expected each id once")
                    ok = false
                } else {
                    firstIndex[id] = i
                }
                declared.insert(id)
            }
            let name = string(o, "name", in: place, expected: "the category's name (a non-empty string)")
            let color = string(o, "color", in: place, expected: "a CSS hex colour such as \"#3b6fb6\"", rule: Self.isHexColor)
            let price = number(o, "price", in: place, .nonNegative, required: false)
            let priceFailed = price == nil && o["price"] != nil && o["price"] != .null
            guard let id, let name, let color, !priceFailed else {
                ok = false
                continue
            }
            list.append(Category(id: id, name: name, color: color, price: price))
        }
        return (ok ? list : nil, declared)
    }

    // MARK: - Rules

    static let categoryIDExpectation = "a category id of 1 to \(StadiumFileLimits.maximumIDLength) letters, digits or '_', not \"\(Category.noneID)\""

    /// Category ids become CSS classes `cat-<id>`: ASCII letters, digits and `_` only;
    /// `none` is reserved for seats without a category.
    static func isCategoryID(_ id: String) -> Bool {
        guard !id.isEmpty, id.count <= StadiumFileLimits.maximumIDLength, id != Category.noneID else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// `#rgb` or `#rrggbb`.
    static func isHexColor(_ color: String) -> Bool {
        let scalars = Array(color.unicodeScalars)
        guard scalars.first == "#", scalars.count == 4 || scalars.count == 7 else { return false }
        return scalars.dropFirst().allSatisfy { $0.isASCII && $0.properties.isASCIIHexDigit }
    }
}
