import Foundation
import SeatChartGeometry
import SeatChartJSON

/// Assembles the stadium file of a chart for ``StadiumFileWriter``: the top level here, the
/// sections in `+Rows` and `+Objects`.
struct StadiumDocumentBuilder {
    let chart: Chart
    let file: String
    let places: [String]?
    /// Tribunes that cannot be written, each with its reason.
    private(set) var problems: [InputProblem] = []
    /// What the file leaves out or makes up.
    private(set) var notes: [String] = []
    /// Added to every chart coordinate: the field's centre becomes the origin.
    let shift: Vector
    /// The field written (the chart's, or one seat wide at the focal point).
    let field: Field
    /// The cell size and the gap along rows, as written.
    let seatSize: Double
    let seatSpacing: Double

    init(chart: Chart, file: String, places: [String]?) {
        self.chart = chart
        self.file = file
        self.places = places
        let size = Self.rounded(chart.seats.first?.size ?? 1)
        seatSize = size
        seatSpacing = Self.typicalGap(in: chart, size: size)
        if let field = chart.field {
            self.field = field
        } else {
            self.field = Field(size: Size(size, size), shape: .rect, center: chart.focalPoint, kind: .floor)
        }
        shift = Point.zero - Point(Self.rounded(field.center.x), Self.rounded(field.center.y))
    }

    /// The distance between neighbouring seat centres of a row: size + spacing.
    var pitch: Double { seatSize + seatSpacing }

    /// Records that tribune `t` cannot be written, and why.
    mutating func refuse(_ t: Int, _ message: String) {
        let tribune = chart.tribunes[t]
        let place = places.flatMap { $0.indices.contains(t) ? $0[t] : nil } ?? "tribune \(tribune.id)"
        problems.append(InputProblem(file: file, place: place, message: "\(tribune.kind.noun) \(tribune.id) cannot be written as a stadium file: \(message)"))
    }

    /// Records what the file leaves out.
    mutating func note(_ text: String) { notes.append(text) }

    // MARK: - The document

    /// The whole file.
    mutating func document() -> JSONValue {
        var members: [JSONMember] = [
            JSONMember("schema", .number(Double(StadiumFileReader.schemaVersion))),
            JSONMember("name", .string(chart.name.isEmpty ? "Chart" : chart.name)),
            JSONMember("field", fieldValue()),
            JSONMember("seat", .object([
                JSONMember("size", .number(seatSize)), JSONMember("spacing", .number(seatSpacing)),
                JSONMember("shape", .string(chart.roundCells ? SeatShapeKind.circle.rawValue : chart.seatShape.rawValue)),
            ])),
            JSONMember("categories", .array(categories())),
        ]
        if chart.levels.count > 1 {
            members.append(JSONMember("levels", .array(chart.levels.map {
                .object([JSONMember("id", .string($0.id)), JSONMember("name", .string($0.name))])
            })))
        }
        if !chart.zones.isEmpty {
            members.append(JSONMember("zones", .array(chart.zones.map {
                .object([JSONMember("id", .string($0.id)), JSONMember("name", .string($0.name)), JSONMember("focalPoint", point($0.focalPoint))])
            })))
        }
        var sections: [JSONValue] = []
        for t in chart.tribunes.indices {
            if let section = section(t) { sections.append(section) }
        }
        members.append(JSONMember("sections", .array(sections)))
        for (key, flag) in [("blocked", \Seat.isBlocked), ("accessible", \Seat.isAccessible), ("wheelchair", \Seat.isWheelchair),
                            ("companion", \Seat.isCompanion), ("restrictedView", \Seat.hasRestrictedView)] {
            let ids = chart.seats.indices.filter { chart.seats[$0][keyPath: flag] }.map { JSONValue.string(chart.seatID($0)) }
            if !ids.isEmpty { members.append(JSONMember(key, .array(ids))) }
        }
        members.append(JSONMember("focalPoint", point(chart.focalPoint)))
        if chart.field == nil {
            note("the chart has no stage: the file's field is a floor one seat wide at its focal point, the file's origin")
        }
        if !chart.areas.isEmpty {
            note("\(chart.areas.count) drawn shapes and texts are left out: a stadium file draws its field, sections, tables and areas only")
        }
        return .object(members)
    }

    /// One section for tribune `t`, or `nil` (refused).
    private mutating func section(_ t: Int) -> JSONValue? {
        let tribune = chart.tribunes[t]
        guard StadiumFileReader.isObjectID(tribune.id) else {
            refuse(t, "its id is not a section id (1 to \(StadiumFileLimits.maximumIDLength) characters without '-', control characters or white space other than single inner spaces)")
            return nil
        }
        switch tribune.kind {
        case .standing(let area): return standing(t, area: area)
        case .table(let table): return self.table(t, table: table)
        case .block, .rows:
            guard !tribune.seats.isEmpty else {
                note("\(tribune.kind.noun) \(tribune.id) has no seats and is left out")
                return nil
            }
            return rows(t)
        }
    }

    /// The members every section ends with: `category`, `level`, `zone`.
    func common(_ t: Int, category: Int?) -> [JSONMember] {
        var members: [JSONMember] = []
        if let category { members.append(JSONMember("category", .string(chart.categories[category].id))) }
        if chart.levels.count > 1 { members.append(JSONMember("level", .string(chart.levels[chart.tribunes[t].level].id))) }
        if let zone = chart.tribunes[t].zone, chart.zones.indices.contains(zone) {
            members.append(JSONMember("zone", .string(chart.zones[zone].id)))
        }
        return members
    }

    // MARK: - Parts

    private func fieldValue() -> JSONValue {
        var members = [JSONMember("width", .number(Self.rounded(field.size.width))), JSONMember("height", .number(Self.rounded(field.size.height)))]
        switch field.shape {
        case .rect: members.append(JSONMember("shape", .string("rect")))
        case .rounded(let r):
            members.append(JSONMember("shape", .string("rounded")))
            members.append(JSONMember("cornerRadius", .number(Self.rounded(r))))
        case .ellipse: members.append(JSONMember("shape", .string("ellipse")))
        }
        members.append(JSONMember("kind", .string(field.kind.rawValue)))
        return .object(members)
    }

    private mutating func categories() -> [JSONValue] {
        chart.categories.map { c in
            var members = [JSONMember("id", .string(c.id)), JSONMember("name", .string(c.name.isEmpty ? c.id : c.name))]
            let color = Self.hexColor(c.color) ?? "#6b6b6b"
            if Self.hexColor(c.color) == nil { note("category \(c.id): colour \(c.color) is written as \(color), a stadium file takes #rrggbb colours") }
            members.append(JSONMember("color", .string(color)))
            if let price = c.price { members.append(JSONMember("price", .number(price))) }
            return .object(members)
        }
    }

    /// `[x, y]` of a chart point, shifted and rounded.
    func point(_ p: Point) -> JSONValue {
        .array([.number(Self.rounded(p.x + shift.dx)), .number(Self.rounded(p.y + shift.dy))])
    }

    /// `value` to the written precision.
    static func rounded(_ value: Double) -> Double {
        let scale = pow(10, Double(StadiumFileWriter.precision))
        let r = (value * scale).rounded() / scale
        return r == 0 ? 0 : r
    }

    /// `#rgb` or `#rrggbb` as it is, `#rrggbbaa` without its alpha, else `nil`.
    static func hexColor(_ color: String) -> String? {
        if JSONFieldReader.isHexColor(color) { return color }
        if color.count == 9, color.hasPrefix("#"), JSONFieldReader.isHexColor(String(color.prefix(7))) { return String(color.prefix(7)) }
        return nil
    }

    /// The gap along rows: the widest gap between neighbouring seats of a row (centre
    /// distance less `size`, neighbours in the order of their numbers) among the ordinary
    /// ones, those within a quarter seat of the most common gap; wider gaps are aisles.
    /// Rounded up to the written precision, so that no ordinary gap is wider than a pitch;
    /// 0 when no row has two seats.
    static func typicalGap(in chart: Chart, size: Double) -> Double {
        var gaps: [Double] = []
        for row in chart.rows where row.seats.count > 1 {
            let ordered = orderedSeats(row, in: chart)
            for (a, b) in zip(ordered, ordered.dropFirst()) {
                gaps.append(chart.seats[a].center.distance(to: chart.seats[b].center) - size)
            }
        }
        var counts: [Double: Int] = [:]
        for gap in gaps { counts[(gap * 1000).rounded() / 1000, default: 0] += 1 }
        guard let mode = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) })?.key else { return 0 }
        let widest = gaps.filter { $0 <= mode + size / 4 }.max() ?? 0
        let scale = pow(10, Double(StadiumFileWriter.precision))
        return max(0, (widest * scale).rounded(.up) / scale)
    }

    /// The seats of `row` in the order of their numbers (whole numbers first, by value;
    /// then the others in chart order).
    static func orderedSeats(_ row: Row, in chart: Chart) -> [Int] {
        row.seats.sorted { a, b in
            switch (Int(chart.seats[a].number), Int(chart.seats[b].number)) {
            case let (x?, y?): return (x, a) < (y, b)
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return a < b
            }
        }
    }
}
