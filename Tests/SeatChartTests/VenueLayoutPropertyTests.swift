import Foundation
import PropertyBased
import SeatChart
import SeatChartGeometry
import Testing

/// Every layout rule of venues beyond the bowl against an independent computation
/// (docs/stadium-file.md): seats of a curved row on its circle at arc-length pitch, the run
/// with its aisles centred on the row, numbering schemes with skips, chairs on their circle
/// and along their edges, oval rows at their distance from the field's ellipse, and every
/// seat facing square to its row. The expected values are worked out here from the file's
/// numbers with plain geometry (a circumcircle, a dense search for the nearest point of an
/// ellipse), not with the layout's own code.
@Suite struct VenueLayoutPropertyTests {
    /// A chart of one rows section (focal point at the origin) holding `rows`.
    static func chart(rows: [RowSpec], size: Double, spacing: Double, aisle: Double? = nil,
                      numbers: SeatNumberRule = SeatNumberRule()) -> Chart {
        let section = SectionSpec(id: "S", kind: .rows(RowsSectionSpec(rows: rows, aisle: aisle, seatNumbers: numbers)))
        let spec = StadiumSpec(name: "Rows", field: Field(size: Size(4, 2), shape: .rect), seatSize: size, seatSpacing: spacing,
                               seatShape: .square, categories: [], rings: [], sections: [section])
        return StadiumLayout.build(spec)
    }

    /// The seats of `chart`'s row `r`, in chart order.
    static func seats(_ chart: Chart, row r: Int) -> [Seat] { chart.rows[r].seats.map { chart.seats[$0] } }

    /// The centre and radius of the circle through three points.
    static func circumcircle(_ a: Point, _ b: Point, _ c: Point) -> (center: Point, radius: Double) {
        let d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y))
        let a2 = a.x * a.x + a.y * a.y, b2 = b.x * b.x + b.y * b.y, c2 = c.x * c.x + c.y * c.y
        let center = Point((a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d,
                           (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d)
        return (center, center.distance(to: a))
    }

    /// The length a run of `n` cells needs with aisles after `aisles` (1-based).
    static func runLength(_ n: Int, aisles: Set<Int>, size: Double, pitch: Double, aisle: Double) -> Double {
        n == 0 ? 0 : Double(n - 1) * pitch + Double(aisles.filter { $0 < n }.count) * aisle + size
    }

    // MARK: - Curved rows

    @Test func curvedRowSeatsLieOnTheirCircleAtArcLengthPitchCentredWithAisles() async {
        await propertyCheck(count: 150, input: Gen.double(in: 3...20), Gen.double(in: 5...30), Gen.double(in: 0.05...1),
                            Gen.double(in: 0.3...1), Gen.double(in: 0...0.5), Gen.double(in: 0.2...2), Gen.int(in: 0...1000)) {
            half, y0, bend, size, spacing, aisle, pick in
            // A curve of at most half the chord's half (positive: away from the focal point, +y here).
            let curve = (pick % 2 == 0 ? 1 : -1) * bend * half
            let pitch = size + spacing
            let from = Point(-half, y0), to = Point(half, y0), apex = Point(0, y0 + curve)
            let (center, radius) = Self.circumcircle(from, to, apex)
            let length = radius * 2 * abs((from - center).angle.radians - (apex - center).angle.radians)
            // As many seats as fit with up to two aisles, or fewer.
            var positions: Set<Int> = []
            var n = 1
            while Self.runLength(n + 1, aisles: positions, size: size, pitch: pitch, aisle: aisle) <= length * (1 - 1e-9) { n += 1 }
            if n > 4 { positions = Set([n / 3, 2 * n / 3].filter { $0 >= 1 && $0 < n }) }
            while n > 1 && Self.runLength(n, aisles: positions, size: size, pitch: pitch, aisle: aisle) > length * (1 - 1e-9) { n -= 1 }
            positions = positions.filter { $0 < n }
            n = max(1, n - pick % 3)
            positions = positions.filter { $0 < n }
            let row = RowSpec(path: .segment(from: from, to: to, curve: curve), seats: n, aisles: positions.sorted())
            let chart = Self.chart(rows: [row], size: size, spacing: spacing, aisle: aisle)
            let seats = Self.seats(chart, row: 0)
            #expect(seats.count == n)
            // On the circle, square to it, facing the focal point's side.
            for s in seats {
                #expect(abs(s.center.distance(to: center) - radius) <= 1e-9 * max(1, radius))
                #expect(abs(s.facing.cross(s.center - center)) <= 1e-9)
                #expect(s.facing.dot(Point.zero - s.center) >= -1e-9)
            }
            // In path order (growing x, at most half a circle): steps of one pitch, one pitch and an aisle after each listed position.
            let ordered = seats.sorted { $0.center.x < $1.center.x }
            let angles = ordered.map { ($0.center - center).angle.radians }
            for k in 1..<max(1, ordered.count) {
                var step = abs(angles[k] - angles[k - 1])
                if step > .pi { step = 2 * .pi - step }
                let expected = pitch + (positions.contains(k) ? aisle : 0)
                #expect(abs(step * radius - expected) <= 1e-7 * max(1, radius), "step \(k): \(step * radius) against \(expected)")
            }
            // The run, from the first cell's edge to the last's, is centred on the row's middle (the apex).
            let first = angles[0], last = angles[angles.count - 1]
            let sign: Double = last >= first ? 1 : -1
            let middle = (first - sign * size / 2 / radius + last + sign * size / 2 / radius) / 2
            let apexAngle = (apex - center).angle.radians
            #expect(abs(middle - apexAngle) * radius <= 1e-7 * max(1, radius))
        }
    }

    @Test func polylineSeatsLieOnTheLineAtLengthPitch() async {
        await propertyCheck(count: 150, input: Gen.double(in: 2...10), Gen.double(in: -2...2), Gen.double(in: 2...10),
                            Gen.double(in: 0.3...0.8), Gen.double(in: 0...0.3)) { left, bend, right, size, spacing in
            let points = [Point(-left, 8), Point(0, 8 + bend), Point(right, 8)]
            let chart = Self.chart(rows: [RowSpec(path: .polyline(points))], size: size, spacing: spacing)
            let seats = Self.seats(chart, row: 0).sorted { $0.center.x < $1.center.x }
            // Length along the polyline of each seat, from its first point.
            func along(_ p: Point) -> Double? {
                var walked = 0.0
                for (a, b) in zip(points, points.dropFirst()) {
                    let d = b - a, t = (p - a).dot(d) / d.lengthSquared
                    if t >= -1e-9, t <= 1 + 1e-9, abs(d.cross(p - a)) / d.length <= 1e-9 { return walked + t * d.length }
                    walked += d.length
                }
                return nil
            }
            let positions = seats.compactMap { along($0.center) }
            #expect(positions.count == seats.count, "every seat lies on the polyline")
            let total = zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            #expect(seats.count == Int(((total + spacing) / (size + spacing) * (1 + 1e-9)).rounded(.down)))
            for k in positions.indices.dropFirst() { #expect(abs(positions[k] - positions[k - 1] - (size + spacing)) <= 1e-9) }
            if let a = positions.first, let b = positions.last {
                #expect(abs((a - size / 2 + b + size / 2) / 2 - total / 2) <= 1e-9)
            }
        }
    }

    // MARK: - Numbers

    @Test func numberingSchemesWithSkips() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...40), Gen.int(in: 0...2), Gen.int(in: 0...20), Gen.int(in: 0...6)) {
            n, scheme, start, skips in
            let order: SeatNumberRule.Order = [.leftToRight, .rightToLeft, .oddEven][scheme]
            let skip = (0..<skips).map { start + 2 * $0 + 1 }
            let row = RowSpec(path: .segment(from: Point(-30, 10), to: Point(30, 10), curve: 0), seats: n, skip: skip)
            let chart = Self.chart(rows: [row], size: 0.5, spacing: 0.1, numbers: SeatNumberRule(start: start, order: order))
            // Seen from the focal point (the origin, north of the row), left is east: left to right is falling x.
            let leftToRight = Self.seats(chart, row: 0).sorted { $0.center.x > $1.center.x }.map { Int($0.number) ?? -1 }
            func numbers(from first: Int, step: Int, count: Int) -> [Int] {
                var result: [Int] = [], k = first
                while result.count < count { if !skip.contains(k) { result.append(k) }; k += step }
                return result
            }
            let expected: [Int]
            switch order {
            case .leftToRight: expected = numbers(from: start, step: 1, count: n)
            case .rightToLeft: expected = numbers(from: start, step: 1, count: n).reversed()
            case .oddEven:
                // The middle seat (odd count), or the left one of the middle pair, takes the first odd number.
                let middle = (n - 1) / 2
                let odd = numbers(from: start, step: 2, count: middle + 1), even = numbers(from: start + 1, step: 2, count: n - middle - 1)
                expected = (0..<n).map { p in p <= middle ? odd[middle - p] : even[p - middle - 1] }
            }
            #expect(leftToRight == expected, "\(order) of \(n) from \(start) skipping \(skip)")
            #expect(Set(leftToRight).isDisjoint(with: skip))
        }
    }

    // MARK: - Tables

    @Test func chairsOfARoundTableLieOnTheirCircle() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.3...3), Gen.int(in: 1...16), Gen.int(in: 0...4),
                            Gen.double(in: -360...360), Gen.double(in: 0.3...0.7), Gen.double(in: 0...0.3)) {
            radius, chairs, open, rotation, size, spacing in
            let center = Point(3, -2)
            let table = TableSpec(shape: .round(radius: radius), center: center, rotation: .degrees(rotation), chairs: chairs, openSpaces: open)
            let spec = StadiumSpec(name: "T", field: Field(size: Size(1, 1), shape: .rect), seatSize: size, seatSpacing: spacing,
                                   seatShape: .square, categories: [], rings: [], sections: [SectionSpec(id: "T1", kind: .table(table))])
            let chart = StadiumLayout.build(spec)
            let seats = chart.seats
            #expect(seats.count == chairs)
            let places = Double(chairs + open)
            for (k, seat) in seats.enumerated() {
                #expect(abs(seat.center.distance(to: center) - (radius + spacing + size / 2)) <= 1e-9)
                // Place k + 1 at k steps of a full turn's share clockwise from north, turned by the rotation.
                let expected = Angle.degrees(-90 + rotation + 360 * Double(k) / places)
                let actual = (seat.center - center).angle
                #expect(abs((actual - expected).normalized.radians.remainder(dividingBy: 2 * .pi)) <= 1e-9)
                #expect(seat.facing.isApproximatelyEqual(to: (center - seat.center).normalized!, tolerance: 1e-9))
                #expect(chart.seatID(k) == "T1-\(k + 1)" && chart.rows[seat.row].label.isEmpty)
            }
        }
    }

    @Test func chairsOfARectTableLineItsEdges() async {
        await propertyCheck(count: 200, input: Gen.double(in: 1...6), Gen.double(in: 0.6...3), Gen.int(in: 1...12),
                            Gen.int(in: 0...4), Gen.double(in: -180...180)) { width, height, chairs, ends, rotation in
            let (size, spacing) = (0.4, 0.1)
            let center = Point(-1, 2)
            let table = TableSpec(shape: .rect(width: width, height: height), center: center, rotation: .degrees(rotation),
                                  chairs: chairs, endChairs: ends)
            let spec = StadiumSpec(name: "T", field: Field(size: Size(1, 1), shape: .rect), seatSize: size, seatSpacing: spacing,
                                   seatShape: .square, categories: [], rings: [], sections: [SectionSpec(id: "T1", kind: .table(table))])
            let chart = StadiumLayout.build(spec)
            #expect(chart.seats.count == chairs + ends)
            // In the table's own frame: each chair `spacing + size/2` outside one edge, facing it.
            let turn = AffineTransform(rotationAngle: .degrees(-rotation))
            let out = spacing + size / 2
            var onEdge: [String: [Double]] = [:]
            for seat in chart.seats {
                let p = (seat.center - center).applying(turn)
                let face = seat.facing.applying(turn)
                if abs(p.dy + height / 2 + out) <= 1e-9 { onEdge["north", default: []].append(p.dx); #expect(face.isApproximatelyEqual(to: Vector(0, 1), tolerance: 1e-9)) }
                else if abs(p.dy - height / 2 - out) <= 1e-9 { onEdge["south", default: []].append(p.dx); #expect(face.isApproximatelyEqual(to: Vector(0, -1), tolerance: 1e-9)) }
                else if abs(p.dx - width / 2 - out) <= 1e-9 { onEdge["east", default: []].append(p.dy); #expect(face.isApproximatelyEqual(to: Vector(-1, 0), tolerance: 1e-9)) }
                else if abs(p.dx + width / 2 + out) <= 1e-9 { onEdge["west", default: []].append(p.dy); #expect(face.isApproximatelyEqual(to: Vector(1, 0), tolerance: 1e-9)) }
                else { Issue.record("chair \(seat.number) at \(p) lies beside no edge") }
            }
            // Half the chairs (rounded up) north, the k-th of n at the middle of the k-th of n equal parts.
            for (edge, count, side) in [("north", (chairs + 1) / 2, width), ("south", chairs / 2, width),
                                        ("east", (ends + 1) / 2, height), ("west", ends / 2, height)] {
                let expected = (0..<count).map { -side / 2 + (Double($0) + 0.5) * side / Double(count) }
                let found = (onEdge[edge] ?? []).sorted()
                #expect(found.count == count && zip(found, expected).allSatisfy { abs($0 - $1) <= 1e-9 }, "\(edge): \(found)")
            }
        }
    }

    // MARK: - Oval bowls

    /// The distance from `p` to the ellipse of semi-axes `a`, `b` about the origin, and the
    /// point of the ellipse nearest to it: a search over 4,000 steps, then a refinement.
    static func nearestOnEllipse(_ p: Point, a: Double, b: Double) -> (distance: Double, point: Point) {
        func at(_ t: Double) -> Point { Point(a * cos(t), b * sin(t)) }
        var best = 0.0, bestD = Double.infinity
        for k in 0..<4000 {
            let t = 2 * Double.pi * Double(k) / 4000
            let d = at(t).distance(to: p)
            if d < bestD { (best, bestD) = (t, d) }
        }
        var step = 2 * Double.pi / 4000
        for _ in 0..<60 {
            for t in [best - step, best + step] where at(t).distance(to: p) < bestD { (best, bestD) = (t, at(t).distance(to: p)) }
            step /= 2
        }
        return (bestD, at(best))
    }

    @Test func ovalRowsLieAtTheirDistanceFromTheEllipseAtLengthPitchFacingTheField() async {
        await propertyCheck(count: 12, input: Gen.double(in: 30...90), Gen.double(in: 0.5...1), Gen.int(in: 1...4),
                            Gen.int(in: 4...20), Gen.double(in: 0...3), Gen.double(in: 0...3)) { halfWidth, ratio, rows, count, offset, aisle in
            let (a, b) = (halfWidth, halfWidth * ratio)
            let (size, spacing) = (0.5, 0.25)
            let pitch = size + spacing
            let ring = RingSpec.oval(rows: rows, offset: offset, count: count, aisle: aisle)
            let spec = StadiumSpec(name: "Oval", field: Field(size: Size(2 * a, 2 * b), shape: .ellipse), seatSize: size,
                                   seatSpacing: spacing, seatShape: .square, categories: [], rings: [ring], sections: [],
                                   bowlFollow: .field)
            let chart = StadiumLayout.build(spec)
            #expect(chart.tribunes.count == count && chart.tribunes.map(\.id) == (1...count).map { String(100 + $0) })
            for t in chart.tribunes.indices {
                for r in chart.tribunes[t].rows {
                    let row = chart.rows[r]
                    let distance = offset + (Double(row.index) + 0.5) * pitch
                    let seats = row.seats.map { chart.seats[$0] }
                    for (k, seat) in seats.enumerated() where k % 7 == 0 || k == seats.count - 1 {
                        let nearest = Self.nearestOnEllipse(seat.center, a: a, b: b)
                        #expect(abs(nearest.distance - distance) <= 1e-6, "\(chart.seatID(row.seats.lowerBound + k))")
                        // Facing the field, square to the row: towards the nearest point of the ellipse.
                        #expect(seat.facing.isApproximatelyEqual(to: (nearest.point - seat.center).normalized!, tolerance: 1e-4))
                    }
                    // Neighbours one pitch apart along the row: the chord falls short of the arc by
                    // at most pitch³ / (24 R²) on a curve of radius R ≥ b²/a + distance.
                    let radius = b * b / a + distance
                    for k in seats.indices.dropFirst() {
                        let chord = seats[k].center.distance(to: seats[k - 1].center)
                        #expect(chord <= pitch + 1e-7 && chord >= pitch - pitch * pitch * pitch / (24 * radius * radius) - 1e-7)
                    }
                }
            }
            // Tribune 101 is centred on the north point: its first row's seats lie symmetric about x = 0.
            if let first = chart.tribunes.first, let r = first.rows.first {
                let xs = chart.rows[r].seats.map { chart.seats[$0].center.x }
                if let low = xs.first, let high = xs.last { #expect(abs(low + high) <= 1e-6) }
            }
        }
    }

    @Test func ovalRowsAroundARoundedFieldLieAtTheirDistanceFromIt() async {
        await propertyCheck(count: 20, input: Gen.double(in: 30...90), Gen.double(in: 0.4...1), Gen.double(in: 0...1),
                            Gen.int(in: 1...3), Gen.int(in: 3...16)) { halfWidth, ratio, roundness, rows, count in
            let (w, h) = (2 * halfWidth, 2 * halfWidth * ratio)
            let corner = roundness * min(w, h) / 2
            let (size, spacing, offset) = (0.5, 0.3, 2.0)
            let spec = StadiumSpec(name: "Rounded", field: Field(size: Size(w, h), shape: .rounded(cornerRadius: corner)),
                                   seatSize: size, seatSpacing: spacing, seatShape: .square, categories: [],
                                   rings: [.oval(rows: rows, offset: offset, count: count, aisle: 1)], sections: [], bowlFollow: .field)
            let chart = StadiumLayout.build(spec)
            // The distance from a rounded rectangle: from the rectangle shrunk by the corner radius, less that radius.
            func distance(_ p: Point) -> (Double, Vector) {
                let dx = max(abs(p.x) - (w / 2 - corner), 0), dy = max(abs(p.y) - (h / 2 - corner), 0)
                let v = Vector(p.x < 0 ? -dx : dx, p.y < 0 ? -dy : dy)
                return (v.length - corner, v.normalized ?? .zero)
            }
            for r in chart.rows.indices {
                let expected = offset + (Double(chart.rows[r].index) + 0.5) * (size + spacing)
                for i in chart.rows[r].seats {
                    let (d, away) = distance(chart.seats[i].center)
                    #expect(abs(d - expected) <= 1e-9, "\(chart.seatID(i)): \(d) against \(expected)")
                    #expect(chart.seats[i].facing.isApproximatelyEqual(to: -away, tolerance: 1e-9))
                }
            }
        }
    }
}
