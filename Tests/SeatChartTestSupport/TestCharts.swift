import Foundation
import SeatChart
import SeatChartGeometry

/// Small charts built in code, shared by the test targets: each says what it holds.
public enum TestCharts {
    /// A small bowl laid out from a spec: a 40 x 20 field, one ring of 5 rows with two
    /// tribunes per long side, one per short side, 1.2-unit aisles and corner arcs, plus
    /// a turned `rect` section and an `arc` section.
    public static func smallBowl(aisle: Double = 1.2) -> Chart {
        let spec = StadiumSpec(
            name: "Small Bowl", field: Field(size: Size(40, 20), shape: .rect), seatSize: 0.5, seatSpacing: 0.05,
            seatShape: .classic, categories: [Category(id: "A", name: "Standard", color: "#3b6fb6")],
            rings: [RingSpec(rows: 5, offset: 3, tribunesLong: 2, tribunesShort: 1, aisle: aisle, cornerArcs: true)],
            sections: [
                SectionSpec(id: "VIP", kind: .rect(center: Point(0, -40), rows: 3, seatsPerRow: 8, rotation: .degrees(30))),
                SectionSpec(id: "K1", kind: .arc(center: Point(60, 40), innerRadius: 6, rows: 4,
                                                  startAngle: .degrees(200), endAngle: .degrees(250))),
            ]
        )
        return StadiumLayout.build(spec)
    }

    /// A chart made by hand, with every kind of tribune: straight rows turned 20° (with
    /// uneven seat counts), arc rows crossing the 0° direction, seats placed one by one in
    /// a polygon, and a polygon without seats.
    public static func handMade() -> Chart {
        var tribunes: [Tribune] = [], rows: [Row] = [], seats: [Seat] = []
        let pitch = 0.55, size = 0.5

        // Tribune 0: three straight rows of 6, 5 and 7 seats, turned by 20°.
        let turn = Angle.degrees(20)
        let along = Vector(angle: turn), across = along.turnedClockwise
        let origin = Point(-10, 5)
        var rowStart = rows.count, seatStart = seats.count
        for (r, m) in [6, 5, 7].enumerated() {
            let from = origin + across * (Double(r) * pitch)
            let to = from + along * (Double(m) * pitch)
            let first = seats.count
            for j in 0..<m {
                let c = from.lerp(to: to, (Double(j) + 0.5) / Double(m))
                seats.append(Seat(tribune: 0, row: rows.count, number: "\(j + 1)", center: c, rotation: turn, size: size, category: nil))
            }
            rows.append(Row(tribune: 0, index: r, label: "R\(r)", seats: first..<seats.count, line: .straight(from: from, to: to)))
        }
        let box = OrientedRect(
            center: origin + along * (3.5 * pitch) + across * pitch, size: Size(8 * pitch, 3 * pitch + 0.2), rotation: turn
        )
        tribunes.append(Tribune(id: "S", outline: .rectangle(box), rows: rowStart..<rows.count, seats: seatStart..<seats.count, category: nil))

        // Tribune 1: four arc rows about (12, 3) from -30° to 40° (crossing 0°).
        rowStart = rows.count; seatStart = seats.count
        let centre = Point(12, 3), start = Angle.degrees(-30), end = Angle.degrees(40)
        for r in 0..<4 {
            let radius = 2 + (Double(r) + 0.5) * pitch
            // docs/stadium-file.md: as many slots as fit along the inner edge of the row.
            let inner = (radius - size / 2) * (end - start).radians
            let m = Int(((inner + (pitch - size)) / pitch).rounded(.down))
            let first = seats.count
            for j in 0..<m {
                let a = start + (end - start) * ((Double(j) + 0.5) / Double(m))
                let c = Point(centre.x + radius * cos(a.radians), centre.y + radius * sin(a.radians))
                seats.append(Seat(tribune: 1, row: rows.count, number: "\(j + 1)", center: c, rotation: a + .degrees(90), size: size, category: nil))
            }
            rows.append(Row(tribune: 1, index: r, label: "A\(r)", seats: first..<seats.count,
                            line: .arc(center: centre, radius: radius, startAngle: start, endAngle: end)))
        }
        let sector = AnnularSector(center: centre, innerRadius: 2, outerRadius: 2 + 4 * pitch, startAngle: start, endAngle: end)
        tribunes.append(Tribune(id: "C", outline: .annularSector(sector), rows: rowStart..<rows.count, seats: seatStart..<seats.count, category: nil))

        // Tribune 2: seats placed one by one, each turned its own way, in a polygon.
        rowStart = rows.count; seatStart = seats.count
        var rng = SplitMix64(seed: 7)
        let first = seats.count
        for k in 0..<30 {
            let c = Point(Double(k % 6) * 1.0 - 2 + Double.random(in: -0.1...0.1, using: &rng),
                          Double(k / 6) * 1.0 + 12 + Double.random(in: -0.1...0.1, using: &rng))
            seats.append(Seat(tribune: 2, row: rows.count, number: "\(k + 1)", center: c,
                              rotation: .degrees(Double.random(in: 0..<360, using: &rng)), size: size, category: nil))
        }
        rows.append(Row(tribune: 2, index: 0, label: "X", seats: first..<seats.count, line: .irregular))
        let polygon = [Point(-3, 11), Point(4, 11), Point(4.5, 16.5), Point(1, 18), Point(-3, 16.5)]
        tribunes.append(Tribune(id: "P", outline: .polygon(polygon), rows: rowStart..<rows.count, seats: seatStart..<seats.count, category: nil))

        // Tribune 3: a polygon without seats (a concave standing area).
        tribunes.append(Tribune(id: "E", outline: .polygon([Point(20, 10), Point(26, 10), Point(23, 13), Point(26, 16), Point(20, 16)]),
                                rows: rows.count..<rows.count, seats: seats.count..<seats.count, category: nil))

        return Chart(name: "Hand made", field: nil, categories: [], tribunes: tribunes, rows: rows, seats: seats, seatShape: .square)
    }

    /// An imported-style chart: round cells of diameter 0.8 placed on a jittered grid in
    /// two polygon zones, as a pretix plan gives.
    public static func roundCells() -> Chart {
        var tribunes: [Tribune] = [], rows: [Row] = [], seats: [Seat] = []
        var rng = SplitMix64(seed: 11)
        for zone in 0..<2 {
            let rowStart = rows.count, seatStart = seats.count
            let x0 = Double(zone) * 20
            for r in 0..<8 {
                let first = seats.count
                for j in 0..<12 {
                    let c = Point(x0 + Double(j) + Double.random(in: -0.05...0.05, using: &rng),
                                  Double(r) * 1.1 + Double.random(in: -0.05...0.05, using: &rng))
                    seats.append(Seat(tribune: zone, row: rows.count, number: "\(j + 1)", center: c, rotation: .zero, size: 0.8, category: nil))
                }
                rows.append(Row(tribune: zone, index: r, label: "\(r + 1)", seats: first..<seats.count, line: .irregular))
            }
            let outline = [Point(x0 - 1, -1), Point(x0 + 12, -1), Point(x0 + 12, 9), Point(x0 - 1, 9)]
            tribunes.append(Tribune(id: "Z\(zone)", outline: .polygon(outline), rows: rowStart..<rows.count, seats: seatStart..<seats.count, category: nil))
        }
        return Chart(name: "Round", field: nil, categories: [], tribunes: tribunes, rows: rows, seats: seats,
                     seatShape: .circle, roundCells: true)
    }
}
