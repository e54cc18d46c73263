import SeatChart
import SeatChartGeometry

// MARK: - Categories, levels and shapes

extension SeatsioChartBuilder {
    /// The chart categories: ids made from the keys (letters, digits and `_`; unique, never
    /// `none`), the labels as names, the chart's colours (a fixed palette for one without).
    static func categories(_ list: [SeatsioChart.Category]) -> [Category] {
        var ids = UniqueLabels(reserved: [Category.noneID])
        return list.enumerated().map { i, c in
            Category(id: ids.claim(ImportedLabel.categoryID(c.key)), name: TerminalText.escaped(c.label),
                     color: c.color ?? Category.palette[i % Category.palette.count])
        }
    }

    /// The levels: one per floor (ids from `floorName`, else the floor's number), or the one
    /// level `main` for a chart of one floor.
    static func levels(_ floors: [SeatsioChart.Floor]) -> [Level] {
        guard floors.count > 1 else { return [.main] }
        var ids = UniqueLabels()
        return floors.enumerated().map { k, floor in
            let name = floor.name ?? "\(k + 1)"
            let shown = Int(name) != nil ? "Floor \(name)" : TerminalText.escaped(name)
            return Level(id: ids.claim(ImportedLabel.categoryID(name)), name: shown)
        }
    }

    /// A seats.io outline moved by `offset`, as a tribune's outline: an ellipse, a turned
    /// rectangle (its corners' rounding is drawing only) or a polygon (a line: its points).
    static func outline(_ outline: SeatsioChart.Outline, offset: Vector) -> TribuneOutline {
        switch outline {
        case .ellipse(let center, let radii, let rotation):
            return .ellipse(OrientedEllipse(center: center + offset, size: Size(2 * radii.width, 2 * radii.height), rotation: .degrees(rotation)))
        case .rectangle(let center, let size, _, let rotation):
            return .rectangle(OrientedRect(center: center + offset, size: size, rotation: .degrees(rotation)))
        case .polygon(let points), .line(let points):
            return .polygon(points.map { $0 + offset })
        }
    }

    /// A table's top as an outline.
    static func tableOutline(_ table: SeatsioChart.Table) -> SeatsioChart.Outline {
        switch table.shape {
        case .round(let radius): return .ellipse(center: table.center, radii: Size(radius, radius), rotation: table.rotation)
        case .rectangle(let width, let height):
            return .rectangle(center: table.center, size: Size(width, height), cornerRadius: 0, rotation: table.rotation)
        }
    }

    /// A stage shape as the field (a stage): a rectangle (rounded when its corners are) or an
    /// ellipse turned by a multiple of 90°; `nil` for any other (it is drawn as an area).
    static func field(_ outline: SeatsioChart.Outline, offset: Vector) -> Field? {
        func upright(_ degrees: Double, _ size: Size) -> Size? {
            let turns = (degrees / 90).rounded()
            guard abs(degrees - turns * 90) < 1e-9 else { return nil }
            return Int(turns).isMultiple(of: 2) ? size : Size(size.height, size.width)
        }
        switch outline {
        case .rectangle(let center, let size, let corner, let rotation):
            guard let size = upright(rotation, size), size.width > 0, size.height > 0 else { return nil }
            let r = min(corner, size.width / 2, size.height / 2)
            return Field(size: size, shape: r > 0 ? .rounded(cornerRadius: r) : .rect, center: center + offset, kind: .stage)
        case .ellipse(let center, let radii, let rotation):
            guard let size = upright(rotation, Size(2 * radii.width, 2 * radii.height)), size.width > 0, size.height > 0 else { return nil }
            return Field(size: size, shape: .ellipse, center: center + offset, kind: .stage)
        case .polygon, .line:
            return nil
        }
    }

    /// A drawn shape as a background area: its outline (a rectangle with its rounded
    /// corners), colours, and its label at its centre.
    static func area(_ shape: SeatsioChart.Shape, offset: Vector, level: Int) -> Area {
        var path = Path()
        var centre = Point.zero
        switch shape.outline {
        case .rectangle(let center, let size, let corner, let rotation):
            let turn = AffineTransform(rotationAngle: .degrees(rotation), about: center + offset)
            let box = Rect.fromCenter(center + offset, size: size)
            let r = min(corner, size.width / 2, size.height / 2)
            if r > 0 { path.addRoundedRect(in: box, cornerSize: Size(r, r), transform: turn) } else { path.addRect(box, transform: turn) }
            centre = center + offset
        case .ellipse(let center, let radii, let rotation):
            let turn = AffineTransform(rotationAngle: .degrees(rotation), about: center + offset)
            path.addEllipse(in: Rect.fromCenter(center + offset, size: Size(2 * radii.width, 2 * radii.height)), transform: turn)
            centre = center + offset
        case .polygon(let points):
            path.addPolygon(points.map { $0 + offset })
            centre = (Rect.bounding(points)?.center ?? .zero) + offset
        case .line(let points):
            if let first = points.first {
                path.move(to: first + offset)
                for p in points.dropFirst() { path.addLine(to: p + offset) }
            }
            centre = (Rect.bounding(points)?.center ?? .zero) + offset
        }
        let isLine: Bool
        if case .line = shape.outline { isLine = true } else { isLine = false }
        return Area(
            path: path, fill: isLine ? nil : shape.fill ?? "#d0d1d2", stroke: shape.stroke ?? (isLine ? "#888888" : nil),
            text: shape.label.flatMap { $0.isEmpty ? nil : TerminalText.escaped($0) }, textPosition: centre, textSize: 16, level: level
        )
    }
}
