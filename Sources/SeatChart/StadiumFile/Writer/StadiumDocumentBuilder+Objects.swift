import Foundation
import SeatChartGeometry
import SeatChartJSON

// MARK: - Standing areas and tables

extension StadiumDocumentBuilder {
    /// A standing area: its shape, capacity, sale and name.
    mutating func standing(_ t: Int, area: StandingArea) -> JSONValue? {
        let tribune = chart.tribunes[t]
        guard area.capacity >= 1 else {
            refuse(t, "it holds no place; a standing area of a stadium file holds at least one")
            return nil
        }
        var members = [JSONMember("id", .string(tribune.id)), JSONMember("type", .string("standing"))]
        if area.name != tribune.id, !area.name.isEmpty { members.append(JSONMember("name", .string(area.name))) }
        switch tribune.outline {
        case .rectangle(let r):
            members += [JSONMember("shape", .string("rect"))] + box(center: r.center, size: r.size, rotation: r.rotation)
        case .ellipse(let e):
            members += [JSONMember("shape", .string("ellipse"))] + box(center: e.center, size: e.size, rotation: e.rotation)
        case .polygon(let points):
            members.append(JSONMember("shape", .string("polygon")))
            members.append(JSONMember("points", .array(points.map(point))))
        case .annularSector, .seatCells:
            refuse(t, "its shape is neither a rectangle, an ellipse nor a polygon")
            return nil
        }
        members.append(JSONMember("capacity", .number(Double(area.capacity))))
        members.append(JSONMember("sale", .string(area.sale.name)))
        if case .group(let minimum, let maximum) = area.sale {
            members += [JSONMember("minGroup", .number(Double(minimum))), JSONMember("maxGroup", .number(Double(maximum)))]
        }
        return .object(members + common(t, category: tribune.category))
    }

    /// `center`, `width`, `height` and `rotation` of a turned box.
    private func box(center: Point, size: Size, rotation: Angle) -> [JSONMember] {
        [JSONMember("center", point(center)), JSONMember("width", .number(Self.rounded(size.width))),
         JSONMember("height", .number(Self.rounded(size.height))), JSONMember("rotation", .number(Self.rounded(rotation.degrees)))]
    }

    /// A table whose chairs the file's table rule puts back where they are: chairs numbered
    /// 1, 2 ... clockwise; a round table's at equal angles on one circle (its radius is
    /// written so that the rule's circle, `radius + spacing + size/2`, is theirs), a
    /// rectangular table's along its edges.
    mutating func table(_ t: Int, table: Table) -> JSONValue? {
        let tribune = chart.tribunes[t]
        let chairs = Array(tribune.seats)
        let categories = Set(chairs.map { chart.seats[$0].category })
        guard categories.count <= 1 else {
            refuse(t, "its chairs are of \(categories.count) categories; a table has one")
            return nil
        }
        let category = categories.first ?? tribune.category
        for (k, i) in chairs.enumerated() where chart.seats[i].number != String(k + 1) {
            refuse(t, "its chairs are not numbered 1 to \(chairs.count) in order (chair \(k + 1) is \"\(chart.seats[i].number)\")")
            return nil
        }
        guard let spec = fittingTable(table, chairs: chairs) else {
            refuse(t, "its chairs do not stand where a table of a stadium file puts them (at equal angles on one circle round a round table, evenly along the edges of a rectangular one, numbered clockwise)")
            return nil
        }
        var members = [JSONMember("id", .string(tribune.id)), JSONMember("type", .string("table"))]
        switch spec.shape {
        case .round(let radius):
            members += [JSONMember("shape", .string("round")), JSONMember("radius", .number(radius))]
        case .rect(let width, let height):
            members += [JSONMember("shape", .string("rect")), JSONMember("width", .number(width)), JSONMember("height", .number(height))]
        }
        members += [
            JSONMember("center", .array([.number(spec.center.x), .number(spec.center.y)])),
            JSONMember("rotation", .number(Self.rounded(spec.rotation.degrees))),
            JSONMember("chairs", .number(Double(spec.chairs))),
        ]
        if spec.openSpaces > 0 { members.append(JSONMember("openSpaces", .number(Double(spec.openSpaces)))) }
        if spec.endChairs > 0 { members.append(JSONMember("endChairs", .number(Double(spec.endChairs)))) }
        members.append(JSONMember("sale", .string(table.sale.rawValue)))
        return .object(members + common(t, category: category))
    }

    /// The table spec (file coordinates) whose layout puts `chairs` where they are, or `nil`.
    private func fittingTable(_ table: Table, chairs: [Int]) -> TableSpec? {
        guard !chairs.isEmpty else { return nil }
        let center = Self.roundedPoint(table.center + shift)
        let places = chairs.map { Self.roundedPoint(chart.seats[$0].center + shift) }
        var candidates: [TableSpec] = []
        switch table.shape {
        case .round:
            // The table's centre, and (with no open space) the chairs' own centre, which
            // evens out the rounding of their places.
            var centres = [center]
            if table.openSpaces == 0, places.count > 1 {
                let sum = places.reduce(Vector.zero) { $0 + $1.vector }
                centres.append(Self.roundedPoint(Point.zero + sum / Double(places.count)))
            }
            for centre in centres {
                let distance = places.reduce(0) { $0 + $1.distance(to: centre) } / Double(places.count)
                let radius = Self.rounded(distance - seatSpacing - seatSize / 2)
                // Chair 1 lies straight north before the turn: the turn is its angle from north.
                let turn = Self.rounded(((places[0] - centre).angle + .degrees(90)).normalizedDegrees)
                guard radius > 0 else { continue }
                candidates.append(TableSpec(shape: .round(radius: radius), center: centre, rotation: .degrees(turn),
                                            chairs: chairs.count, openSpaces: table.openSpaces, sale: table.sale))
            }
        case .rect(let width, let height):
            let shape = Table.Shape.rect(width: Self.rounded(width), height: Self.rounded(height))
            for ends in 0...chairs.count {
                candidates.append(TableSpec(shape: shape, center: center, rotation: .degrees(Self.rounded(table.rotation.degrees)),
                                            chairs: chairs.count - ends, endChairs: ends, sale: table.sale))
            }
        }
        return candidates.first { spec in
            let laid = TableLayout.row(spec, seatSize: seatSize, spacing: seatSpacing).seats
            return laid.count == places.count && zip(laid, places).allSatisfy {
                $0.center.distance(to: $1) <= StadiumFileWriter.positionTolerance
            }
        }
    }
}
