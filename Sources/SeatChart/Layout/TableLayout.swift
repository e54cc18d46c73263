import SeatChartGeometry

/// Tables (`"type": "table"`, docs/stadium-file.md): chairs around a round top at equal
/// angles, or along the edges of a rectangular one, each facing the table, numbered
/// clockwise; the whole turned by the table's rotation about its centre.
enum TableLayout {
    /// The table's one row of chairs (no label), numbered from 1 clockwise.
    static func row(_ table: TableSpec, seatSize: Double, spacing: Double) -> PlacedRow {
        let seats: [PlacedRow.Seat]
        switch table.shape {
        case .round(let radius): seats = roundChairs(table, radius: radius, seatSize: seatSize, spacing: spacing)
        case .rect(let width, let height): seats = rectChairs(table, width: width, height: height, seatSize: seatSize, spacing: spacing)
        }
        return PlacedRow(label: "", line: .irregular, aisles: [], seats: seats)
    }

    /// `chairs + openSpaces` places at equal angles on the circle of radius
    /// `radius + spacing + size/2`, place 1 straight north of the centre before the
    /// rotation, clockwise, the open spaces last; each chair faces the centre.
    static func roundChairs(_ table: TableSpec, radius: Double, seatSize: Double, spacing: Double) -> [PlacedRow.Seat] {
        let places = table.chairs + table.openSpaces
        guard places > 0 else { return [] }
        let distance = radius + spacing + seatSize / 2
        return (0..<table.chairs).map { k in
            let angle = Angle.degrees(-90 + 360 * Double(k) / Double(places)) + table.rotation
            let center = Point(table.center.x + distance * cosine(angle), table.center.y + distance * sine(angle))
            return PlacedRow.Seat(center: center, rotation: (angle + .degrees(90)).normalized, number: String(k + 1))
        }
    }

    /// Half the chairs (rounded up) along the north edge, the rest along the south edge,
    /// half the end chairs (rounded up) on the east edge, the rest on the west; along an
    /// edge the k-th of n chairs at the middle of the k-th of n equal parts, its centre
    /// `spacing + size/2` outside the edge, facing the table; numbered clockwise from the
    /// north-west.
    static func rectChairs(_ table: TableSpec, width: Double, height: Double, seatSize: Double, spacing: Double) -> [PlacedRow.Seat] {
        let out = spacing + seatSize / 2
        let (w, h) = (width / 2, height / 2)
        let north = (table.chairs + 1) / 2, south = table.chairs - north
        let east = (table.endChairs + 1) / 2, west = table.endChairs - east
        // Each edge: its chairs' first and last ends along it, the offset outside, and the
        // way they face (degrees of seat rotation before the table's).
        let edges: [(count: Int, from: Point, to: Point, rotation: Double)] = [
            (north, Point(-w, -h - out), Point(w, -h - out), 0),
            (east, Point(w + out, -h), Point(w + out, h), 90),
            (south, Point(w, h + out), Point(-w, h + out), 180),
            (west, Point(-w - out, h), Point(-w - out, -h), 270),
        ]
        let turn = AffineTransform(rotationAngle: table.rotation)
            .concatenating(AffineTransform(translationX: table.center.x, y: table.center.y))
        var seats: [PlacedRow.Seat] = []
        for edge in edges where edge.count > 0 {
            for k in 0..<edge.count {
                let local = edge.from.lerp(to: edge.to, (Double(k) + 0.5) / Double(edge.count))
                seats.append(PlacedRow.Seat(
                    center: local.applying(turn), rotation: (Angle.degrees(edge.rotation) + table.rotation).normalized,
                    number: String(seats.count + 1)))
            }
        }
        return seats
    }

    /// The table top as the chart keeps it.
    static func outline(_ table: TableSpec) -> TribuneOutline {
        switch table.shape {
        case .round(let radius):
            return .ellipse(OrientedEllipse(center: table.center, size: Size(2 * radius, 2 * radius), rotation: table.rotation))
        case .rect(let width, let height):
            return .rectangle(OrientedRect(center: table.center, size: Size(width, height), rotation: table.rotation))
        }
    }
}
