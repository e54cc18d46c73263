import SeatChartGeometry

/// Places the rows and seats of ``TribunePlan``s, appending them to a chart's arrays in
/// chart order (rows from the field outwards, seats by number).
struct TribuneBuilder {
    let seatSize: Double
    let spacing: Double
    var tribunes: [Tribune] = []
    var rows: [Row] = []
    var seats: [Seat] = []
    /// Seat number texts `"1"`, `"2"`, ..., made once and shared by every row.
    private var numberTexts: [String] = []
    /// Row labels `A`, `B`, ..., made once and shared by every tribune.
    private var rowLabels: [String] = []

    init(seatSize: Double, spacing: Double, expectedSeats: Int) {
        self.seatSize = seatSize
        self.spacing = spacing
        seats.reserveCapacity(max(0, min(expectedSeats, StadiumLayout.maximumSeats)))
    }

    var pitch: Double { seatSize + spacing }

    /// Adds the tribune of `plan` with all its rows and seats.
    mutating func add(_ plan: TribunePlan, spec: StadiumSpec) {
        add(plan, placed: plan.placedRows(spec: spec), spec: spec)
    }

    /// Adds the tribune of `plan` with all its rows and seats; `placed`: its
    /// ``TribunePlan/placedRows(spec:)``, placed already.
    mutating func add(_ plan: TribunePlan, placed: [PlacedRow]?, spec: StadiumSpec) {
        let tribuneIndex = tribunes.count
        let firstRow = rows.count, firstSeat = seats.count
        if let placed {
            add(placed, tribune: tribuneIndex, category: plan.category)
            tribunes.append(Tribune(
                id: plan.id, outline: plan.outline(rows: placed, seatSize: seatSize), rows: firstRow..<rows.count,
                seats: firstSeat..<seats.count, category: plan.category, kind: plan.tribuneKind, level: plan.level, zone: plan.zone
            ))
            return
        }
        for r in 0..<max(0, plan.rowCount) {
            let m = plan.seatCount(row: r, seatSize: seatSize, spacing: spacing, spec: spec)
            let line = rowLine(plan, row: r)
            let rowIndex = rows.count
            let rowStart = seats.count
            while numberTexts.count < m { numberTexts.append(String(numberTexts.count + 1)) }
            while rowLabels.count <= r { rowLabels.append(RowLabel.label(rowLabels.count)) }
            switch line {
            case .straight(let from, let to):
                // One direction, so one rotation, for the whole row.
                let rotation = (to - from).angle.normalizedAngle
                for j in 0..<m {
                    let center = from.lerp(to: to, (Double(j) + 0.5) / Double(m))
                    seats.append(seat(tribuneIndex, rowIndex, j, center, rotation, plan.category))
                }
            case .arc(let center, let radius, let start, let end):
                for j in 0..<m {
                    let angle = start + (end - start) * ((Double(j) + 0.5) / Double(m))
                    let position = Point(x: center.x + radius * cosine(angle), y: center.y + radius * sine(angle))
                    seats.append(seat(tribuneIndex, rowIndex, j, position, (angle + .degrees(90)).normalizedAngle, plan.category))
                }
            case .irregular, .curve:
                break
            }
            rows.append(Row(tribune: tribuneIndex, index: r, label: rowLabels[r], seats: rowStart..<seats.count, line: line))
        }
        tribunes.append(Tribune(
            id: plan.id, outline: plan.outline(rows: nil, seatSize: seatSize), rows: firstRow..<rows.count,
            seats: firstSeat..<seats.count, category: plan.category, kind: plan.tribuneKind, level: plan.level, zone: plan.zone
        ))
    }

    /// Appends rows whose seats a layout placed one by one.
    private mutating func add(_ placed: [PlacedRow], tribune: Int, category: Int?) {
        let firstRow = rows.count
        for row in placed {
            let start = seats.count
            for seat in row.seats {
                seats.append(Seat(
                    tribune: tribune, row: rows.count, number: seat.number, center: seat.center,
                    rotation: seat.rotation, size: seatSize, category: category))
            }
            rows.append(Row(tribune: tribune, index: rows.count - firstRow, label: row.label, seats: start..<seats.count,
                            line: row.line, aisles: row.aisles))
        }
    }

    /// The chart of `spec` holding the tribunes, rows and seats placed so far. The builder
    /// is used up, so the chart owns the only reference to each array and can change
    /// seats in place without copying them.
    consuming func finish(_ spec: StadiumSpec) -> Chart {
        Chart(
            name: spec.name, field: spec.field, categories: spec.categories, tribunes: tribunes,
            rows: rows, seats: seats, seatShape: spec.seatShape, focalPoint: spec.focalPoint,
            levels: spec.chartLevels, zones: spec.zones
        )
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
        case .rows, .table, .standing, .oval:
            return .irregular
        }
    }

    /// Seat `j` (0-based) of a row: its number is `j + 1`; growing numbers run clockwise.
    private func seat(_ tribune: Int, _ row: Int, _ j: Int, _ center: Point, _ rotation: Angle, _ category: Int?) -> Seat {
        Seat(tribune: tribune, row: row, number: numberTexts[j], center: center, rotation: rotation, size: seatSize, category: category)
    }
}

private extension Angle {
    /// The same direction in `[0°, 360°)`, with values within 1e-9° of 360° folded to 0.
    var normalizedAngle: Angle {
        let d = normalizedDegrees
        return .degrees(abs(d - 360) < 1e-9 || abs(d) < 1e-9 ? 0 : d)
    }
}
