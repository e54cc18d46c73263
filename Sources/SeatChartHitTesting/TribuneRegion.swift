#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

/// A conservative region around a tribune: every point its outline or any of its cells
/// holds lies inside. The coarse grid lists a tribune only in the grid cells its region
/// meets, which is much tighter than its bounding box for turned tribunes and for the
/// concentric corner arcs of several rings (whose boxes all cover the same corner).
enum TribuneRegion {
    /// Turned rectangles (the rows' band and the outline).
    case bands(Band, Band?)
    /// A ring about a centre, between two radii (angles ignored).
    case ring(center: Point, minRadius: Double, maxRadius: Double)
    /// Only the bounding box is known.
    case box

    /// The region of tribune `t` located by `locator`, with `outline` its outline.
    init(locator: SeatLocator, outline: TribuneOutline, rows: [SlotRow]) {
        let margin = HitTolerances.extentMargin
        switch (locator, outline) {
        case (.straight(let l), .rectangle(let r)):
            let lines = rows[l.firstRow..<(l.firstRow + l.rowCount)]
            let u0 = lines.map(\.start).min() ?? 0
            let u1 = lines.map { $0.start + Double($0.count) / $0.slotsPerUnit }.max() ?? 0
            let v0 = min(l.v0, l.v0 + Double(l.rowCount - 1) * l.pitch), v1 = max(l.v0, l.v0 + Double(l.rowCount - 1) * l.pitch)
            let d = Vector(l.dirX, l.dirY), n = d.turnedClockwise
            let centre = Point(l.originX, l.originY) + d * ((u0 + u1) / 2) + n * ((v0 + v1) / 2)
            let band = OrientedRect(
                center: centre, size: Size(u1 - u0 + 2 * l.reach, v1 - v0 + 2 * l.reach), rotation: d.angle
            )
            let frame = OrientedRect(center: r.center, size: Size(r.size.width + 2 * margin, r.size.height + 2 * margin), rotation: r.rotation)
            self = .bands(Band(band), Band(frame))
        case (.arc(let l), .annularSector(let s)) where s.center.isApproximatelyEqual(to: Point(l.centerX, l.centerY), tolerance: 0):
            let outer = l.radius0 + Double(l.rowCount - 1) * l.pitch
            self = .ring(
                center: s.center,
                minRadius: min(s.innerRadius - margin, min(l.radius0, outer) - l.reach),
                maxRadius: max(s.outerRadius + margin, max(l.radius0, outer) + l.reach)
            )
        case (.empty, .rectangle(let r)):
            self = .bands(Band(OrientedRect(center: r.center, size: Size(r.size.width + 2 * margin, r.size.height + 2 * margin), rotation: r.rotation)), nil)
        case (.empty, .annularSector(let s)):
            self = .ring(center: s.center, minRadius: s.innerRadius - margin, maxRadius: s.outerRadius + margin)
        default:
            self = .box
        }
    }

    /// Whether the region may meet `cell` (never `false` when it does).
    func meets(_ cell: Rect) -> Bool {
        switch self {
        case .box:
            return true
        case let .bands(a, b):
            return a.overlaps(cell) || (b?.overlaps(cell) ?? false)
        case let .ring(c, lo, hi):
            let nx = min(max(c.x, cell.minX), cell.maxX) - c.x, ny = min(max(c.y, cell.minY), cell.maxY) - c.y
            let fx = max(abs(cell.minX - c.x), abs(cell.maxX - c.x)), fy = max(abs(cell.minY - c.y), abs(cell.maxY - c.y))
            return (nx * nx + ny * ny).squareRoot() <= hi && (fx * fx + fy * fy).squareRoot() >= lo
        }
    }

    /// A turned rectangle with its cosine, sine and bounding box worked out once.
    struct Band {
        let cx: Double, cy: Double, cosine: Double, sine: Double, halfWidth: Double, halfHeight: Double
        let box: Rect

        init(_ r: OrientedRect) {
            cx = r.center.x; cy = r.center.y
            cosine = cos(r.rotation.radians); sine = sin(r.rotation.radians)
            halfWidth = r.size.width / 2; halfHeight = r.size.height / 2
            box = r.boundingBox
        }

        /// Whether the band and the axis-aligned `cell` overlap (separating axes, with a
        /// small allowance so that rounding never separates touching shapes).
        func overlaps(_ cell: Rect) -> Bool {
            let slack = HitTolerances.gridCellSlack * max(1, abs(cell.minX), abs(cell.maxX), abs(cell.minY), abs(cell.maxY))
            guard box.minX - slack <= cell.maxX, cell.minX <= box.maxX + slack,
                  box.minY - slack <= cell.maxY, cell.minY <= box.maxY + slack else { return false }
            // The cell's projections on the band's axes, against the band's half sizes.
            let dx = cell.midX - cx, dy = cell.midY - cy
            let hx = cell.width / 2, hy = cell.height / 2
            let along = abs(dx * cosine + dy * sine), across = abs(-dx * sine + dy * cosine)
            let reachAlong = hx * abs(cosine) + hy * abs(sine), reachAcross = hx * abs(sine) + hy * abs(cosine)
            return along <= halfWidth + reachAlong + slack && across <= halfHeight + reachAcross + slack
        }
    }
}
