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
        let pitch = spec.pitch
        switch section.kind {
        case .rect(let center, let rows, let seatsPerRow, let rotation):
            let turn = rotation ?? facingRotation(from: center, to: spec.focalPoint)
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
