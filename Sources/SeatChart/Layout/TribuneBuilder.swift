import SeatChartGeometry

/// Places the rows and seats of ``TribunePlan``s, appending them to a chart's arrays in
/// chart order (rows from the field outwards, seats by number).
struct TribuneBuilder {
    let seatSize: Double
    let spacing: Double
    var tribunes: [Tribune] = []
    var rows: [Row] = []
    var seats: [Seat] = []

    init(seatSize: Double, spacing: Double, expectedSeats: Int) {
        self.seatSize = seatSize
        self.spacing = spacing
        seats.reserveCapacity(max(0, min(expectedSeats, StadiumLayout.maximumSeats)))
    }

    var pitch: Double { seatSize + spacing }

    /// Adds the tribune of `plan` with all its rows and seats.
    mutating func add(_ plan: TribunePlan) {
        let tribuneIndex = tribunes.count
        let firstRow = rows.count, firstSeat = seats.count
        for r in 0..<max(0, plan.rowCount) {
            let m = plan.seatCount(row: r, seatSize: seatSize, spacing: spacing)
            let line = rowLine(plan, row: r)
            let rowIndex = rows.count
            let rowStart = seats.count
            for j in 0..<m {
                let fraction = (Double(j) + 0.5) / Double(m)
                let (center, rotation) = place(line, fraction: fraction)
                seats.append(Seat(
                    tribune: tribuneIndex, row: rowIndex, number: String(j + 1),
                    center: center, rotation: rotation, size: seatSize, category: plan.category
                ))
            }
            rows.append(Row(tribune: tribuneIndex, index: r, label: RowLabel.label(r), seats: rowStart..<seats.count, line: line))
        }
        tribunes.append(Tribune(
            id: plan.id, outline: plan.outline, rows: firstRow..<rows.count,
            seats: firstSeat..<seats.count, category: plan.category
        ))
    }

    /// The line seat centres of row `r` lie on, running in the direction of growing numbers.
    private func rowLine(_ plan: TribunePlan, row r: Int) -> RowLine {
        switch plan.kind {
        case .rectangle(let rect):
            let y = rect.size.height / 2 - (Double(r) + 0.5) * pitch
            let t = rect.localToPlane
            return .straight(from: Point(-rect.size.width / 2, y).applying(t), to: Point(rect.size.width / 2, y).applying(t))
        case .sector(let sector):
            return .arc(
                center: sector.center, radius: sector.innerRadius + (Double(r) + 0.5) * pitch,
                startAngle: sector.startAngle, endAngle: sector.endAngle
            )
        }
    }

    /// The centre and rotation of the seat at `fraction` of the way along `line`.
    private func place(_ line: RowLine, fraction: Double) -> (Point, Angle) {
        switch line {
        case .straight(let from, let to):
            let direction = to - from
            // Growing numbers run along local +x; the seat's rotation is that direction's angle.
            return (from.lerp(to: to, fraction), direction.angle.normalizedAngle)
        case .arc(let center, let radius, let start, let end):
            let angle = start + (end - start) * fraction
            let center = Point(x: center.x + radius * cosine(angle), y: center.y + radius * sine(angle))
            return (center, (angle + .degrees(90)).normalizedAngle)
        case .irregular:
            return (.zero, .zero)
        }
    }
}

private extension Angle {
    /// The same direction in `[0°, 360°)`, with values within 1e-9° of 360° folded to 0.
    var normalizedAngle: Angle {
        let d = normalizedDegrees
        return .degrees(abs(d - 360) < 1e-9 || abs(d) < 1e-9 ? 0 : d)
    }
}
