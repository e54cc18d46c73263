import SeatChart
import SeatChartGeometry
import SeatChartJSON

/// Writes a ``PretixPlan`` as the JSON pretix reads, key by key in the order of pretix's
/// own plans, with whole numbers where the schema wants integers.
///
/// pretix reads `zone.name`, `zone.position` and `row.position` without checking for
/// them, so they are always written, even where the schema has them optional.
enum PretixPlanEncoder {
    /// The document for `plan`.
    static func document(_ plan: PretixPlan) -> JSONValue {
        .object([
            JSONMember("name", .string(plan.name)),
            JSONMember("categories", .array(plan.categories.map(category))),
            JSONMember("zones", .array(plan.zones.map(zone))),
            JSONMember("size", .object([
                JSONMember("width", integer(plan.size.width)),
                JSONMember("height", integer(plan.size.height)),
            ])),
        ])
    }

    private static func category(_ c: PretixPlan.Category) -> JSONValue {
        var members = [JSONMember("name", .string(c.name))]
        if let color = c.color { members.append(JSONMember("color", .string(color))) }
        return .object(members)
    }

    private static func zone(_ z: PretixPlan.Zone) -> JSONValue {
        var members = [JSONMember("name", .string(z.name ?? ""))]
        if let id = z.zoneID { members.append(JSONMember("zone_id", .string(id))) }
        members.append(JSONMember("position", position(z.position)))
        members.append(JSONMember("rows", .array(z.rows.map(row))))
        if !z.areas.isEmpty { members.append(JSONMember("areas", .array(z.areas.map(area)))) }
        return .object(members)
    }

    private static func row(_ r: PretixPlan.Row) -> JSONValue {
        .object([
            JSONMember("row_number", .string(r.number)),
            JSONMember("position", position(r.position)),
            JSONMember("seats", .array(r.seats.map(seat))),
        ])
    }

    private static func seat(_ s: PretixPlan.Seat) -> JSONValue {
        var members = [
            JSONMember("seat_guid", .string(s.guid)),
            JSONMember("seat_number", .string(s.number)),
            JSONMember("position", position(s.position)),
        ]
        if let radius = s.radius { members.append(JSONMember("radius", .number(Double(radius)))) }
        members.append(JSONMember("category", .string(s.category)))
        return .object(members)
    }

    private static func area(_ a: PretixPlan.Area) -> JSONValue {
        var members: [JSONMember] = []
        if let shape = a.shape { members.append(JSONMember("shape", .string(shape))) }
        if let color = a.color { members.append(JSONMember("color", .string(color))) }
        if let border = a.borderColor { members.append(JSONMember("border_color", .string(border))) }
        members.append(JSONMember("rotation", .number(a.rotation)))
        members.append(JSONMember("position", position(a.position)))
        if let size = a.rectangle {
            members.append(JSONMember("rectangle", .object([JSONMember("width", integer(size.width)), JSONMember("height", integer(size.height))])))
        }
        if let r = a.circleRadius { members.append(JSONMember("circle", .object([JSONMember("radius", integer(r))]))) }
        if let radii = a.ellipseRadii {
            members.append(JSONMember("ellipse", .object([JSONMember("radius", position(Point(x: radii.width, y: radii.height)))])))
        }
        if let points = a.polygon {
            members.append(JSONMember("polygon", .object([JSONMember("points", .array(points.map(position)))])))
        }
        if let text = a.text {
            var t = [JSONMember("text", .string(text.text))]
            if let color = text.color { t.append(JSONMember("color", .string(color))) }
            if let size = text.size { t.append(JSONMember("size", .number(Double(size)))) }
            t.append(JSONMember("position", position(text.position)))
            members.append(JSONMember("text", .object(t)))
        }
        return .object(members)
    }

    private static func position(_ p: Point) -> JSONValue {
        .object([JSONMember("x", .number(p.x)), JSONMember("y", .number(p.y))])
    }

    private static func integer(_ value: Double) -> JSONValue {
        .number(value.isFinite ? value.rounded() : 0)
    }
}
