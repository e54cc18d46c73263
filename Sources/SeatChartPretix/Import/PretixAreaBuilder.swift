import SeatChart
import SeatChartGeometry

/// Turns a plan's areas into the chart's background ``Area``s.
///
/// An area's geometry is placed at the zone's position plus the area's `position` and
/// then turned by `rotation` degrees (clockwise on screen) about that point:
/// - `rectangle`: `position` is its top-left corner, `rectangle.width` × `rectangle.height`;
/// - `circle` and `ellipse`: `position` is the centre, `circle.radius` or `ellipse.radius.x/y`;
/// - `polygon`: `polygon.points` relative to `position`;
/// - `text`: no shape, only the text.
/// When `shape` is absent, the first geometry present (rectangle, circle, ellipse,
/// polygon) is drawn. Any area may carry a `text`, whose `position` (relative to the
/// area's) is where the text's centre sits; it turns with the area. The colours
/// `transparent` and `none` mean no fill or no outline.
enum PretixAreaBuilder {
    /// The chart area for `area` of a zone at `zoneOrigin`.
    static func area(_ area: PretixPlan.Area, zoneOrigin: Point) -> Area {
        let anchor = zoneOrigin + area.position.vector
        let turn = area.rotation == 0 ? AffineTransform.identity
            : AffineTransform(rotationAngle: .degrees(area.rotation), about: anchor)
        var path = Path()
        switch area.shape ?? inferredShape(area) {
        case "rectangle":
            if let size = area.rectangle { path.addRect(Rect(origin: anchor, size: size), transform: turn) }
        case "circle":
            if let r = area.circleRadius { path.addEllipse(in: Rect.fromCenter(anchor, size: Size(2 * r, 2 * r)), transform: turn) }
        case "ellipse":
            if let radii = area.ellipseRadii {
                path.addEllipse(in: Rect.fromCenter(anchor, size: Size(2 * radii.width, 2 * radii.height)), transform: turn)
            }
        case "polygon":
            if let points = area.polygon, points.count >= 2 {
                path.addPolygon(points.map { anchor + $0.vector }, transform: turn)
            }
        default: break
        }
        let text = area.text.flatMap { $0.text.isEmpty ? nil : $0 }
        return Area(
            path: path,
            fill: paint(area.color),
            stroke: paint(area.borderColor),
            text: text?.text,
            textPosition: text.map { (anchor + $0.position.vector).applying(turn) } ?? anchor,
            textColor: text?.color.flatMap(paint),
            textSize: Double(text?.size ?? PretixPlanDecoder.defaultTextSize)
        )
    }

    private static func inferredShape(_ area: PretixPlan.Area) -> String {
        if area.rectangle != nil { return "rectangle" }
        if area.circleRadius != nil { return "circle" }
        if area.ellipseRadii != nil { return "ellipse" }
        if area.polygon != nil { return "polygon" }
        return "text"
    }

    private static func paint(_ color: String?) -> String? {
        guard let color, !["transparent", "none"].contains(color.lowercased()) else { return nil }
        return color
    }

    /// Whether an area's text names the stage (or a field, pitch or screen): the point
    /// an audience faces.
    static func isStage(_ area: Area) -> Bool {
        guard let text = area.text?.lowercased() else { return false }
        return ["stage", "bühne", "buehne", "podium", "screen", "leinwand", "field", "pitch"].contains { text.contains($0) }
    }
}
