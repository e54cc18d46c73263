import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartJSON

// MARK: - Outlines, shapes and texts

extension SeatsioDecoder {
    /// The outline of an area, a booth or a shape, by its `type`: `circle` or `ellipse`
    /// (`center`, `radius1` across, `radius2` down, else `radius`), `rectangle` (`center`,
    /// `width`, `height`, `cornerRadius`), `polygon` (`points`), and for drawn shapes
    /// `line` (`points`); each turned by `rotationAngle` degrees about its centre.
    mutating func outline(_ object: JSONValue, at path: JSONPath, what: String, allowsLine: Bool) -> SeatsioChart.Outline? {
        let types = allowsLine ? ["circle", "ellipse", "rectangle", "polygon", "line"] : ["circle", "ellipse", "rectangle", "polygon"]
        guard let type = fields.string(object, "type", at: path) else {
            if fields.member(object, "type") == nil {
                fields.report(path.key("type"), "missing; expected the shape of \(what): " + Alternatives.listed(types.map { "\"\($0)\"" }))
            }
            return nil
        }
        guard types.contains(type) else {
            fields.report(path.key("type"), "\(what) of unknown type \(JSONValue.string(type).summary); expected "
                          + Alternatives.listed(types.map { "\"\($0)\"" }))
            return nil
        }
        let rotation = fields.number(object, "rotationAngle", at: path, required: false)
        switch type {
        case "circle", "ellipse":
            let center = fields.point(object, "center", at: path)
            let single = fields.member(object, "radius1") == nil ? fields.length(object, "radius", at: path) : nil
            let rx = single ?? fields.length(object, "radius1", at: path)
            let ry = single ?? (fields.member(object, "radius2") == nil ? rx : fields.length(object, "radius2", at: path))
            return center.map { .ellipse(center: $0, radii: Size(rx, ry), rotation: rotation) }
        case "rectangle":
            let center = fields.point(object, "center", at: path)
            let size = Size(fields.length(object, "width", at: path), fields.length(object, "height", at: path))
            let corner = fields.length(object, "cornerRadius", at: path, required: false)
            return center.map { .rectangle(center: $0, size: size, cornerRadius: corner, rotation: rotation) }
        case "polygon":
            return fields.points(object, "points", at: path, minimum: 3).map(SeatsioChart.Outline.polygon)
        default:
            return fields.points(object, "points", at: path, minimum: 2).map(SeatsioChart.Outline.line)
        }
    }

    /// A drawn shape: its outline, colours and label; `smartType` (or `icon`) `stage` makes
    /// it the stage.
    mutating func decodeShape(_ object: JSONValue, at path: JSONPath) -> SeatsioChart.Shape? {
        guard checkObjectType(object, "shape", at: path) else { return nil }
        let outline = outline(object, at: path, what: "a shape", allowsLine: true)
        let smart = fields.string(object, "smartType", at: path) ?? fields.string(object, "icon", at: path)
        let shape = SeatsioChart.Shape(
            outline: .polygon([]), fill: fields.color(object, "fillColor", at: path),
            stroke: fields.color(object, "strokeColor", at: path), label: fields.string(object, "label", at: path),
            isStage: smart?.lowercased() == "stage", path: path
        )
        guard let outline else { return nil }
        var made = shape
        made.outline = outline
        return made
    }

    /// A drawn text: its words (`caption`, `text` or `label`), where its centre sits
    /// (`centerX`/`centerY`, `center`, or `x`/`y`), its size (`textSize`, `fontSize` or
    /// `size`, default 12) and colour (`textColor` or `color`). A text without words is
    /// passed over.
    mutating func decodeText(_ object: JSONValue, at path: JSONPath) -> SeatsioChart.Text? {
        guard checkObjectType(object, "text", at: path) else { return nil }
        let words = ["caption", "text", "label"].compactMap { object.member($0)?.stringValue }.first ?? ""
        let position: Point
        if fields.member(object, "centerX") != nil || fields.member(object, "centerY") != nil {
            position = Point(fields.number(object, "centerX", at: path), fields.number(object, "centerY", at: path))
        } else if fields.member(object, "center") != nil {
            position = fields.point(object, "center", at: path) ?? .zero
        } else {
            position = Point(fields.number(object, "x", at: path), fields.number(object, "y", at: path))
        }
        let sizeKey = ["textSize", "fontSize", "size"].first { fields.member(object, $0) != nil }
        let size = sizeKey.map { fields.length(object, $0, at: path) } ?? 12
        let colorKey = fields.member(object, "textColor") != nil ? "textColor" : "color"
        let color = fields.color(object, colorKey, at: path)
        guard !words.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return SeatsioChart.Text(text: words, position: position, size: max(size, 1), color: color)
    }
}
