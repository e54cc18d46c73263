#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

/// Lays a ``Chart`` out as a ``PretixPlan`` (the export rules of the README's "pretix
/// plans" section).
///
/// - Each tribune with seats becomes a zone named (and `zone_id`'d) after the tribune's
///   id; each row with seats a row whose `row_number` is the row's label; each seat a seat
///   whose `seat_number` is its number and whose `seat_guid` is its id `TRIBUNE-ROW-NUMBER`,
///   stable across runs and unique in the plan.
/// - Positions are plan pixels (``PretixExportOptions/transform(for:)``), rounded to 0.01:
///   a zone sits at the whole-pixel corner of its seats, a row at its first seat (whole
///   pixels, relative to the zone), a seat relative to its row.
/// - A seat's `radius` is half its size in pixels, rounded down (at least 1), so circles
///   stay inside the seat's cell and never overlap their neighbours.
/// - The field and the chart's background areas go into one extra zone without rows,
///   `Field` (or `Areas` when the chart has no field), and so do the tops of tables and
///   the shapes of standing areas (pretix draws areas but sells no places by count): a
///   table's chairs are seats of a zone named after the table, in a row without a label.
struct PretixPlanMaker {
    let chart: Chart
    let transform: AffineTransform
    let scale: Double
    /// The guid of each seat: given ones where unique, else the seat's id.
    let guids: [String]

    /// A maker writing `guids` (indexed like the chart's seats) as seat guids when given.
    init(chart: Chart, transform: AffineTransform, scale: Double, guids: [String]? = nil) {
        self.chart = chart
        self.transform = transform
        self.scale = scale
        var used = UniqueLabels()
        let given = guids?.count == chart.seats.count ? guids : nil
        self.guids = chart.seats.indices.map { i in
            if let guid = given?[i], !guid.isEmpty, used.claimIfFree(guid) { return guid }
            return used.claim(chart.seatID(i))
        }
    }

    /// The plan of the chart.
    func plan() -> PretixPlan {
        let names = categoryNames()
        var zones: [PretixPlan.Zone] = []
        for tribune in chart.tribunes where !tribune.seats.isEmpty {
            zones.append(zone(tribune, categoryNames: names))
        }
        let areas = fieldAreas() + chart.areas.flatMap(areas) + venueAreas().flatMap(areas)
        if !areas.isEmpty {
            let name = chart.field == nil ? "Areas" : "Field"
            zones.append(PretixPlan.Zone(name: name, zoneID: name, position: .zero, rows: [], areas: areas))
        }
        let corner = chart.bounds.applying(transform)
        let margin = max(0, min(corner.minX, corner.minY))
        return PretixPlan(
            name: chart.name,
            categories: chart.categories.enumerated().map { PretixPlan.Category(name: names[$0], color: $1.color) },
            zones: zones,
            size: Size(width: (max(0, corner.maxX) + margin).rounded(.up), height: (max(0, corner.maxY) + margin).rounded(.up))
        )
    }

    // MARK: - Seats

    private func zone(_ tribune: Tribune, categoryNames: [String]) -> PretixPlan.Zone {
        let placed = tribune.seats.map { chart.seats[$0].center.applying(transform) }
        let box = Rect.bounding(placed) ?? .zero
        let origin = Point(x: box.minX.rounded(.down), y: box.minY.rounded(.down))
        var rows: [PretixPlan.Row] = []
        for r in tribune.rows where !chart.rows[r].seats.isEmpty {
            let row = chart.rows[r]
            let first = placed[row.seats.lowerBound - tribune.seats.lowerBound]
            let rowOrigin = Point(x: (first.x - origin.x).rounded(), y: (first.y - origin.y).rounded())
            let seats = row.seats.map { s -> PretixPlan.Seat in
                let seat = chart.seats[s]
                let p = placed[s - tribune.seats.lowerBound]
                return PretixPlan.Seat(
                    guid: guids[s],
                    number: seat.number,
                    position: Self.rounded(Point(x: p.x - origin.x - rowOrigin.x, y: p.y - origin.y - rowOrigin.y)),
                    radius: max(1, Int((seat.size * scale / 2 + 1e-9).rounded(.down))),
                    category: seat.category.map { categoryNames[$0] } ?? ""
                )
            }
            rows.append(PretixPlan.Row(number: row.label, position: rowOrigin, seats: seats))
        }
        return PretixPlan.Zone(name: tribune.id, zoneID: tribune.id, position: origin, rows: rows, areas: [])
    }

    /// Category names, unique as pretix needs them (seats refer to categories by name):
    /// a name used twice becomes `NAME (ID)`.
    private func categoryNames() -> [String] {
        var counts: [String: Int] = [:]
        for c in chart.categories { counts[c.name, default: 0] += 1 }
        return chart.categories.map { counts[$0.name, default: 0] > 1 || $0.name.isEmpty ? "\($0.name) (\($0.id))".trimmingLeadingSpace : $0.name }
    }

    // MARK: - Areas

    /// Table tops and standing areas as drawn areas: a table's top in the table colour with
    /// its id, an area's shape in its category's colour with its name and capacity.
    private func venueAreas() -> [Area] {
        chart.tribunes.compactMap { tribune -> Area? in
            let colour = tribune.category.map { chart.categories[$0].color }
            switch tribune.kind {
            case .block, .rows:
                return nil
            case .table:
                return Area(path: tribune.outline.path, fill: "#c8b08a", stroke: "#8a7350", text: tribune.id,
                            textPosition: tribune.outline.labelPosition, textColor: "#333333", textSize: 0.5)
            case .standing(let area):
                return Area(path: tribune.outline.path, fill: colour ?? "#cccccc", stroke: "#6b6b6b",
                            text: "\(area.name) (\(area.capacity))", textPosition: tribune.outline.labelPosition,
                            textColor: "#333333", textSize: 1)
            }
        }
    }

    /// What pretix cannot sell as `chart` does, one sentence each.
    static func notes(for chart: Chart) -> [String] {
        var notes: [String] = []
        let areas = chart.tribunes.compactMap { t in t.kind.standingArea.map { "\(t.id) (\($0.capacity) places)" } }
        if !areas.isEmpty {
            notes.append("pretix sells no standing places: \(areas.joined(separator: ", ")) drawn as areas, not sold")
        }
        let tables = chart.tribunes.filter { $0.kind.table != nil }
        if !tables.isEmpty {
            notes.append("pretix has no tables: the chairs of \(tables.map(\.id).joined(separator: ", ")) written as seats, their tops as areas")
        }
        let whole = tables.filter { $0.kind.table?.sale == .whole }.map(\.id)
        if !whole.isEmpty {
            notes.append("pretix sells chairs one by one: \(whole.joined(separator: ", ")) sold whole here, not there")
        }
        if chart.levels.count > 1 {
            notes.append("pretix plans have one floor: the levels \(chart.levels.map(\.id).joined(separator: ", ")) drawn over one another")
        }
        return notes
    }

    /// The field: a rectangle, an ellipse, or (rounded) a polygon, labelled `FIELD`.
    private func fieldAreas() -> [PretixPlan.Area] {
        guard let field = chart.field else { return [] }
        let frame = field.frame.applying(transform)
        var area = PretixPlan.Area(shape: nil, color: "#cfe3c5", borderColor: "#7a9a6a", rotation: 0, position: Self.rounded(Point(x: frame.minX, y: frame.minY)))
        switch field.shape {
        case .rect:
            area.shape = "rectangle"
            area.rectangle = Size(width: frame.width.rounded(), height: frame.height.rounded())
        case .ellipse:
            area.shape = "ellipse"
            area.position = Self.rounded(frame.center)
            area.ellipseRadii = Size(width: frame.width / 2, height: frame.height / 2)
        case .rounded:
            area.shape = "polygon"
            area.polygon = polygon(field.path).first
        }
        let size = Int((min(frame.width, frame.height) / 8).rounded()).clamped(12, 200)
        area.text = PretixPlan.Text(text: "FIELD", color: "#4a6a3a", size: size, position: Self.rounded(frame.center - area.position.vector))
        return [area]
    }

    /// A background area as polygons, one per subpath; the first carries the text (a
    /// text-only area becomes a `text` area).
    private func areas(_ area: Area) -> [PretixPlan.Area] {
        let polygons = area.path.flattened(tolerance: 0.25 / scale)
            .map { $0.map { $0.applying(transform) } }
            .filter { $0.count >= 3 }
        var result = polygons.map { points -> PretixPlan.Area in
            let origin = Self.rounded(points[0])
            return PretixPlan.Area(
                shape: "polygon", color: area.fill ?? "transparent", borderColor: area.stroke ?? "transparent",
                rotation: 0, position: origin, polygon: points.map { Self.rounded(Point(x: $0.x - origin.x, y: $0.y - origin.y)) }
            )
        }
        if let text = area.text {
            if result.isEmpty {
                result.append(PretixPlan.Area(shape: "text", rotation: 0, position: Self.rounded(area.textPosition.applying(transform))))
            }
            let anchor = area.textPosition.applying(transform)
            result[0].text = PretixPlan.Text(
                text: text, color: area.textColor,
                size: max(1, Int((area.textSize * scale).rounded())),
                position: Self.rounded(Point(x: anchor.x - result[0].position.x, y: anchor.y - result[0].position.y))
            )
        }
        return result
    }

    /// The outline of `path` in plan pixels, relative to the area's position (the frame's corner).
    private func polygon(_ path: Path) -> [[Point]] {
        let corner = chart.field.map { $0.frame.applying(transform) } ?? .zero
        return path.flattened(tolerance: 0.25 / scale).map { points in
            points.map { p in
                let q = p.applying(transform)
                return Self.rounded(Point(x: q.x - Self.rounded(Point(x: corner.minX, y: corner.minY)).x, y: q.y - Self.rounded(Point(x: corner.minX, y: corner.minY)).y))
            }
        }
    }

    /// `p` rounded to 0.01 pixel.
    static func rounded(_ p: Point) -> Point {
        Point(x: (p.x * 100).rounded() / 100, y: (p.y * 100).rounded() / 100)
    }
}

private extension Int {
    func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}

private extension String {
    var trimmingLeadingSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}
