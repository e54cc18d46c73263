import Foundation
import SeatChartGeometry
import SeatChartJSON

// MARK: - Rows sections

extension StadiumDocumentBuilder {
    /// One row as it will be written: its seats' centres (file coordinates) and numbers, in
    /// the order of the numbers, and its label.
    struct RowRun {
        var label: String
        var centres: [Point]
        var numbers: [Int]
    }

    /// Tribune `t` (a block or a rows section with seats) as a rows section, or `nil` after
    /// refusing it.
    mutating func rows(_ t: Int) -> JSONValue? {
        let tribune = chart.tribunes[t]
        let categories = Set(tribune.seats.map { chart.seats[$0].category })
        guard categories.count == 1, let category = categories.first else {
            refuse(t, "its seats are of \(categories.count) categories; a section has one")
            return nil
        }
        if category == nil, !chart.categories.isEmpty {
            refuse(t, "its seats have no category; a section of a stadium file with categories has one")
            return nil
        }
        var runs: [RowRun] = []
        for r in tribune.rows where !chart.rows[r].seats.isEmpty {
            guard let run = run(of: r, in: t) else { return nil }
            runs.append(run)
        }
        let aisle = aisleWidth(runs)
        let focal = Self.roundedPoint(chart.focalPoint(ofTribune: t) + shift)
        var rowValues: [JSONValue] = []
        var directions: Set<Bool> = []
        let start = runs.map { $0.numbers[0] }.min() ?? 1
        for run in runs {
            guard let (value, leftToRight) = rowValue(run, of: t, start: start, focal: focal, aisle: aisle) else { return nil }
            rowValues.append(value)
            directions.insert(leftToRight)
        }
        guard directions.count == 1, let leftToRight = directions.first else {
            refuse(t, "its rows are numbered in opposite directions as seen from its focal point; a section numbers all its rows one way")
            return nil
        }
        var members = [JSONMember("id", .string(tribune.id)), JSONMember("type", .string("rows")), JSONMember("rows", .array(rowValues))]
        if aisle > 0 { members.append(JSONMember("aisle", .number(aisle))) }
        members.append(JSONMember("seatNumbers", .object([
            JSONMember("start", .number(Double(start))),
            JSONMember("order", .string((leftToRight ? SeatNumberRule.Order.leftToRight : .rightToLeft).rawValue)),
        ])))
        return .object(members + common(t, category: category))
    }

    /// Gaps between seats wider than a pitch are aisles, all as wide as the widest: its width
    /// (rounded up), or 0 without aisles.
    private func aisleWidth(_ runs: [RowRun]) -> Double {
        let p = pitch, tolerance = 1e-7 * max(1, p)
        var aisle = 0.0
        for run in runs {
            for (a, b) in zip(run.centres, run.centres.dropFirst()) { aisle = max(aisle, a.distance(to: b) - p) }
        }
        return aisle > tolerance ? Self.roundedUp(aisle) : 0
    }

    /// One row of a rows section (its path, seats, aisles, skipped numbers and label) and
    /// whether its numbers run left to right as seen from `focal`; `nil` after refusing
    /// tribune `t`.
    private mutating func rowValue(
        _ run: RowRun, of t: Int, start: Int, focal: Point, aisle: Double
    ) -> (JSONValue, leftToRight: Bool)? {
        let p = pitch, tolerance = 1e-7 * max(1, p)
        var after: [Int] = []
        for (k, (a, b)) in zip(run.centres, run.centres.dropFirst()).enumerated() where a.distance(to: b) > p + tolerance {
            after.append(k)
        }
        let points = Self.polyline(run.centres, aislesAfter: Set(after), pitch: p, aisle: aisle)
        let path = RowPath(.polyline(points), focalPoint: focal)
        let (middle, tangent) = path.point(at: path.length / 2)
        let leftToRight = tangent.dot((middle - focal).turnedClockwise) >= 0
        let used = Set(run.numbers)
        let skip = (start...run.numbers[run.numbers.count - 1]).filter { !used.contains($0) }
        guard skip.count <= Self.maximumSkips else {
            refuse(t, "row \(run.label) leaves \(skip.count) numbers unused before its seats' numbers; expected at most \(Self.maximumSkips)")
            return nil
        }
        var members: [JSONMember] = Self.isStraight(points)
            ? [JSONMember("from", .array([.number(points[0].x), .number(points[0].y)])),
               JSONMember("to", .array([.number(points[points.count - 1].x), .number(points[points.count - 1].y)]))]
            : [JSONMember("points", .array(points.map { .array([.number($0.x), .number($0.y)]) }))]
        members.append(JSONMember("seats", .number(Double(run.centres.count))))
        if !after.isEmpty { members.append(JSONMember("aisles", .array(after.map { .number(Double($0 + 1)) }))) }
        if !skip.isEmpty { members.append(JSONMember("skip", .array(skip.map { .number(Double($0)) }))) }
        members.append(JSONMember("label", .string(run.label)))
        return (.object(members), leftToRight)
    }

    /// The most numbers a row may leave unused before and between its seats' numbers.
    static let maximumSkips = 10_000

    /// Row `r` of tribune `t` as a run, or `nil` after refusing the tribune: its seats'
    /// numbers must be plain whole numbers, its label a row label (none only for the one row
    /// of a free row's tribune).
    private mutating func run(of r: Int, in t: Int) -> RowRun? {
        let row = chart.rows[r]
        if row.label.isEmpty, chart.tribunes[t].rows.count > 1 {
            refuse(t, "a row without a label among several rows")
            return nil
        }
        if !row.label.isEmpty, !StadiumFileReader.isObjectID(row.label) {
            refuse(t, "row label \"\(row.label)\" is not a row label of a stadium file (1 to \(StadiumFileLimits.maximumIDLength) characters without '-')")
            return nil
        }
        let ordered = Self.orderedSeats(row, in: chart)
        var numbers: [Int] = []
        for i in ordered {
            let text = chart.seats[i].number
            guard let n = Int(text), n >= 0, n <= StadiumFileLimits.maximumSeatNumber, String(n) == text else {
                refuse(t, "seat \(chart.seatID(i)): its number \"\(text)\" is not a plain whole number from 0 to \(StadiumFileLimits.maximumSeatNumber)")
                return nil
            }
            numbers.append(n)
        }
        let centres = ordered.map { Self.roundedPoint(chart.seats[$0].center + shift) }
        return RowRun(label: row.label, centres: centres, numbers: numbers)
    }

    /// The path of a row through `centres` (at least one) at pitch `pitch`, with an aisle of
    /// `aisle` after each 0-based position in `aislesAfter`: half a pitch before the first
    /// centre, each next centre one pitch (plus an aisle) further along the path (bent at
    /// the middle between two centres nearer than that), half a pitch after the last.
    static func polyline(_ centres: [Point], aislesAfter: Set<Int>, pitch: Double, aisle: Double) -> [Point] {
        guard let first = centres.first, let last = centres.last else { return [] }
        func unit(_ v: Vector) -> Vector? { v.length > 1e-12 ? v / v.length : nil }
        var heading = centres.count > 1 ? unit(centres[1] - first) ?? Vector(1, 0) : Vector(1, 0)
        var points = [roundedPoint(first - heading * (pitch / 2)), first]
        for k in 0..<(centres.count - 1) {
            let a = centres[k], b = centres[k + 1]
            let length = pitch + (aislesAfter.contains(k) ? aisle : 0)
            let chord = b - a, d = chord.length
            if length - d > 1e-9 * max(1, length) {
                // Bent at the middle, away from the straight line by h: 2 √((d/2)² + h²) = length.
                let h = ((length / 2) * (length / 2) - (d / 2) * (d / 2)).squareRoot()
                let across = (unit(chord) ?? heading).turnedClockwise
                points.append(roundedPoint(a + chord / 2 + across * h))
            }
            points.append(b)
            heading = unit(chord) ?? heading
        }
        points.append(roundedPoint(last + heading * (pitch / 2)))
        return points
    }

    /// Whether `points` lie on one straight line, each further along it than the one before
    /// (within the written precision): such a row is written `from`-`to`.
    static func isStraight(_ points: [Point]) -> Bool {
        guard let first = points.first, let last = points.last, first != last else { return false }
        let along = (last - first) / (last - first).length
        var reached = -Double.infinity
        for p in points {
            let v = p - first
            guard abs(v.cross(along)) < 1e-6, v.dot(along) > reached else { return false }
            reached = v.dot(along)
        }
        return true
    }

    /// `value` to the written precision.
    static func roundedPoint(_ p: Point) -> Point { Point(rounded(p.x), rounded(p.y)) }

    /// `value` rounded up to the written precision.
    static func roundedUp(_ value: Double) -> Double {
        let scale = pow(10, Double(StadiumFileWriter.precision))
        return (value * scale).rounded(.up) / scale
    }
}
