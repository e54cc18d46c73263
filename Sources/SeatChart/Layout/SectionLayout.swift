import SeatChartGeometry

/// Explicit sections (docs/stadium-file.md): `rect` grids and `arc` sectors.
enum SectionLayout {
    /// The plan of `section`.
    ///
    /// - Parameters:
    ///   - section: the validated section.
    ///   - spec: the stadium (seat size, spacing, focal point).
    ///   - category: the category index.
    static func plan(_ section: SectionSpec, spec: StadiumSpec, category: Int?) -> TribunePlan {
        var plan = kindPlan(section, spec: spec, category: category)
        plan.level = spec.levelIndex(section.level)
        plan.zone = spec.zoneIndex(section.zone)
        return plan
    }

    /// The plan of `section` on the first level, without a zone.
    private static func kindPlan(_ section: SectionSpec, spec: StadiumSpec, category: Int?) -> TribunePlan {
        let pitch = spec.pitch
        let focal = spec.focalPoint(zone: section.zone)
        switch section.kind {
        case .rect(let center, let rows, let seatsPerRow, let rotation):
            let turn = rotation ?? facingRotation(from: center, to: focal)
            let rect = OrientedRect(
                center: center, size: Size(Double(seatsPerRow) * pitch, Double(rows) * pitch), rotation: turn
            )
            return TribunePlan(id: section.id, kind: .rectangle(rect), rowCount: rows, category: category)
        case .arc(let center, let innerRadius, let rows, let startAngle, let endAngle):
            let sector = AnnularSector(
                center: center, innerRadius: innerRadius, outerRadius: innerRadius + Double(rows) * pitch,
                startAngle: startAngle, endAngle: endAngle
            )
            return TribunePlan(id: section.id, kind: .sector(sector), rowCount: rows, category: category)
        case .rows(let rows):
            return TribunePlan(id: section.id, kind: .rows(rows, focalPoint: focal), rowCount: rows.rows.count,
                               category: category, tribuneKind: .rows)
        case .table(let table):
            let info = Table(shape: table.shape, center: table.center, rotation: table.rotation,
                             openSpaces: table.openSpaces, sale: table.sale)
            return TribunePlan(id: section.id, kind: .table(table), rowCount: 1, category: category, tribuneKind: .table(info))
        case .standing(let area):
            let info = StandingArea(name: area.name ?? section.id, capacity: area.capacity, sale: area.sale)
            return TribunePlan(id: section.id, kind: .standing(area.outline), rowCount: 0, category: category,
                               tribuneKind: .standing(info))
        }
    }

    /// The rotation that makes a seat at `center` face `target` (0 when they coincide).
    static func facingRotation(from center: Point, to target: Point) -> Angle {
        let direction = target - center
        guard direction.lengthSquared > 0 else { return .zero }
        // A seat with rotation θ faces the direction θ + 90°.
        return (direction.angle - .degrees(90)).normalized
    }
}
