import SeatChartGeometry

/// Rows sections (`"type": "rows"`, docs/stadium-file.md): seats at length pitch along each
/// row's path, aisles inside rows, the run centred on the path's middle, facing the focal
/// point's side square to the path, labelled and numbered by the section's rules.
enum RowsSectionLayout {
    /// What a row's seats need along its path.
    struct Run: Hashable, Sendable {
        /// The seat count.
        var count: Int
        /// Each seat centre's distance from the first one's, along the path.
        var offsets: [Double]
        /// From the first cell's edge to the last cell's edge.
        var length: Double
    }

    /// The run of `count` seats with aisles of `aisle` after the 1-based positions `aisles`.
    static func run(count: Int, aisles: [Int], aisle: Double, size: Double, pitch: Double) -> Run {
        let gaps = Set(aisles)
        var offsets: [Double] = []
        offsets.reserveCapacity(max(0, count))
        var at = 0.0
        for j in 0..<max(0, count) {
            if j > 0 { at += pitch + (gaps.contains(j) ? aisle : 0) }
            offsets.append(at)
        }
        return Run(count: max(0, count), offsets: offsets, length: count > 0 ? at + size : 0)
    }

    /// The most seats (with the row's aisles, those after positions before the last seat)
    /// that fit along `length`, at most ``StadiumFileLimits/maximumSeatsPerRow``.
    ///
    /// - Complexity: O(aisles): n seats with k aisles need (n - 1) p + k · aisle + size.
    static func fittingCount(length: Double, aisles: [Int], aisle: Double, size: Double, pitch: Double) -> Int {
        let limit = length * (1 + SeatSlots.tolerance) + SeatSlots.tolerance
        let positions = aisles.sorted()
        let most = StadiumFileLimits.maximumSeatsPerRow
        func fit(aisles k: Int) -> Int {
            let room = limit - size - Double(k) * aisle
            guard room >= 0, pitch > 0 else { return room >= 0 ? most : 0 }
            return Int(min(Double(most), (room / pitch).rounded(.down) + 1))
        }
        var k = 0
        while true {
            let n = fit(aisles: k)
            // The seat after position positions[k] needs that aisle before it.
            guard k < positions.count, n > positions[k] else { return n }
            if fit(aisles: k + 1) <= positions[k] { return positions[k] }
            k += 1
        }
    }

    /// The number of seats of `row`: its `seats`, or as many as fit.
    static func seatCount(_ row: RowSpec, section: RowsSectionSpec, spec: StadiumSpec, focalPoint: Point) -> Int {
        if let seats = row.seats { return seats }
        let path = RowPath(row.path, focalPoint: focalPoint)
        return fittingCount(length: path.length, aisles: row.aisles, aisle: section.aisle ?? spec.pitch, size: spec.seatSize, pitch: spec.pitch)
    }

    /// The problems of each row of `section` (by row index): a run longer than its path, a
    /// path too short for one seat, an aisle after the last seat.
    static func problems(_ section: RowsSectionSpec, spec: StadiumSpec, focalPoint: Point) -> [(row: Int, key: String?, message: String)] {
        var found: [(Int, String?, String)] = []
        let aisle = section.aisle ?? spec.pitch
        for (r, row) in section.rows.enumerated() {
            let path = RowPath(row.path, focalPoint: focalPoint)
            let n = seatCount(row, section: section, spec: spec, focalPoint: focalPoint)
            if n == 0 {
                found.append((r, nil, "the row's path is \(number(path.length)) long, shorter than one seat (\(number(spec.seatSize))); expected a longer path"))
                continue
            }
            let need = run(count: n, aisles: row.aisles, aisle: aisle, size: spec.seatSize, pitch: spec.pitch).length
            if need > path.length * (1 + SeatSlots.tolerance) + SeatSlots.tolerance {
                found.append((r, "seats", "\(n) seats with their aisles need \(number(need)) along the row, but its path is \(number(path.length)) long; expected fewer seats or a longer path"))
            }
            if row.seats == nil, let k = row.aisles.firstIndex(where: { $0 >= n }) {
                found.append((r, "aisles[\(k)]", "no aisle after seat position \(row.aisles[k]): only \(n) seats fit along the row; expected a position from 1 to \(n - 1)"))
            }
        }
        return found
    }

    /// Every row of `section`, front row first, its seats placed and numbered.
    static func rows(_ section: RowsSectionSpec, spec: StadiumSpec, focalPoint: Point) -> [PlacedRow] {
        let sequence = RowLabelSequence(start: section.rowLabels.start) ?? RowLabelSequence(start: "A")!
        let labels = sequence.labels(for: section.rows.map(\.label), skipping: section.rowLabels.skip)
        return section.rows.enumerated().map { r, row in
            place(row, label: labels[r], section: section, spec: spec, focalPoint: focalPoint)
        }
    }

    /// One row placed: seats centred on the path's middle, in the order of growing numbers
    /// (left to right for `odd-even`), each facing the focal point's side.
    static func place(_ row: RowSpec, label: String, section: RowsSectionSpec, spec: StadiumSpec, focalPoint: Point) -> PlacedRow {
        let path = RowPath(row.path, focalPoint: focalPoint)
        let n = seatCount(row, section: section, spec: spec, focalPoint: focalPoint)
        let run = run(count: n, aisles: row.aisles.filter { $0 < n }, aisle: section.aisle ?? spec.pitch, size: spec.seatSize, pitch: spec.pitch)
        let first = (path.length - run.length) / 2 + spec.seatSize / 2
        // In path order: centres and facings.
        var seats: [PlacedRow.Seat] = run.offsets.map { offset in
            let (center, tangent) = path.point(at: first + offset)
            var facing = tangent.turnedClockwise
            if facing.dot(focalPoint - center) < 0 { facing = -facing }
            return PlacedRow.Seat(center: center, rotation: .seatRotation(facing: facing), number: "")
        }
        // Left to right as seen from the focal point: the path's direction at its middle,
        // against the right hand of someone at the focal point looking at that middle.
        let (middle, tangent) = path.point(at: path.length / 2)
        let look = middle - focalPoint
        let pathIsLeftToRight = tangent.dot(look.turnedClockwise) >= 0
        var aisles = row.aisles.filter { $0 < n }.map { $0 - 1 }
        if !pathIsLeftToRight {
            seats.reverse()
            aisles = aisles.map { n - 2 - $0 }.sorted()
        }
        let order = section.seatNumbers.order
        if order == .rightToLeft {
            seats.reverse()
            aisles = aisles.map { n - 2 - $0 }.sorted()
        }
        let numbers = SeatNumbering.numbers(count: n, rule: section.seatNumbers, skip: row.skip)
        for j in seats.indices { seats[j].number = String(numbers[j]) }
        return PlacedRow(label: label, line: .curve, aisles: aisles, seats: seats)
    }

    private static func number(_ value: Double) -> String { SVGNumber.format(value, precision: 3) }
}

/// Seat numbers of a row (`seatNumbers` and a row's `skip`), for its seats in chart order:
/// left to right for `left-to-right` and `odd-even`, right to left for `right-to-left`.
enum SeatNumbering {
    /// The number of each of `count` seats.
    static func numbers(count: Int, rule: SeatNumberRule, skip: [Int]) -> [Int] {
        let skipped = Set(skip)
        switch rule.order {
        case .leftToRight, .rightToLeft:
            return Array(sequence(from: rule.start, step: 1, skipping: skipped).prefix(count))
        case .oddEven:
            // The middle by count: with an odd count the middle seat is the first odd number.
            let leftCount = (count + 1) / 2
            let left = Array(sequence(from: rule.start, step: 2, skipping: skipped).prefix(leftCount))
            let right = Array(sequence(from: rule.start + 1, step: 2, skipping: skipped).prefix(count - leftCount))
            return left.reversed() + right
        }
    }

    /// `from`, `from + step`, ... without the skipped numbers.
    private static func sequence(from start: Int, step: Int, skipping skipped: Set<Int>) -> some Sequence<Int> {
        stride(from: start, to: Int.max - step, by: step).lazy.filter { !skipped.contains($0) }
    }
}
