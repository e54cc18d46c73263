#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

/// A tribune's hit region (its outline) prepared for fast tests. Each case answers exactly
/// as ``TribuneOutline/contains(_:tolerance:)`` does. Payloads are plain data (polygons
/// are named by position in a separate list), so reading one costs no reference counting.
enum OutlineRegion: Sendable {
    /// An oriented rectangle.
    case rectangle(RectangleTest)
    case sector(AnnularSector)
    /// A polygon: its position in the list of polygon paths, and its bounding box.
    case polygon(Int, Rect)
    /// An ellipse (a round table's top, an oval standing area).
    case ellipse(OrientedEllipse)
    /// No region of its own: a rows section, whose cells answer for it.
    case none

    /// The region of `outline`; a polygon's path is appended to `polygons`.
    init(_ outline: TribuneOutline, polygons: inout [Path], tolerance: Double = HitTolerances.boundary) {
        switch outline {
        case .rectangle(let r):
            self = .rectangle(RectangleTest(
                x: r.center.x, y: r.center.y, cosine: cos(r.rotation.radians), sine: sin(r.rotation.radians),
                halfWidth: r.size.width / 2 + tolerance, halfHeight: r.size.height / 2 + tolerance
            ))
        case .annularSector(let s): self = .sector(s)
        case .polygon(let points):
            self = .polygon(polygons.count, Rect.bounding(points) ?? .zero)
            polygons.append(outline.path)
        case .ellipse(let e): self = .ellipse(e)
        case .seatCells: self = .none
        }
    }

    /// Whether `(x, y)` lies in the outline, boundary included within the tolerance.
    @inline(__always)
    func contains(x: Double, y: Double, polygons: [Path]) -> Bool {
        switch self {
        case .rectangle(let r):
            return r.contains(x: x, y: y)
        case .sector(let sector):
            return sector.contains(Point(x, y), tolerance: HitTolerances.boundary)
        case let .polygon(k, box):
            let t = HitTolerances.boundary
            guard x >= box.minX - t, x <= box.maxX + t, y >= box.minY - t, y <= box.maxY + t else { return false }
            return polygons[k].contains(Point(x, y), rule: .nonZero, tolerance: t)
        case .ellipse(let e):
            return e.contains(Point(x, y), tolerance: HitTolerances.boundary)
        case .none:
            return false
        }
    }
}

/// An oriented rectangle prepared for fast tests: centre, the cosine and sine of its
/// rotation, half sizes plus the tolerance. ``OutlineRegion`` and ``QuickTribune`` both
/// test rectangles with it, so they answer alike to the last bit.
struct RectangleTest: Sendable {
    var x: Double, y: Double, cosine: Double, sine: Double
    /// Half sizes plus the tolerance.
    var halfWidth: Double, halfHeight: Double

    /// Whether `(px, py)` lies in the rectangle, boundary included within the tolerance.
    @inline(__always)
    func contains(x px: Double, y py: Double) -> Bool {
        OrientedRect.contains(dx: px - x, dy: py - y, cosine: cosine, sine: sine, halfWidth: halfWidth, halfHeight: halfHeight)
    }
}

extension TribuneOutline {
    /// Whether `point` lies in the outline (the tribune's hit region, docs/hit-testing.md),
    /// boundary included within `tolerance`. A polygon uses the non-zero winding rule. The
    /// outline of a rows section (``TribuneOutline/seatCells(bounds:)``) holds no point of
    /// its own: its seats' cells answer for it.
    public func contains(_ point: Point, tolerance: Double = SeatCell.tolerance) -> Bool {
        switch self {
        case .rectangle(let r): return r.contains(point, tolerance: tolerance)
        case .annularSector(let s): return s.contains(point, tolerance: tolerance)
        case .polygon: return path.contains(point, rule: .nonZero, tolerance: tolerance)
        case .ellipse(let e): return e.contains(point, tolerance: tolerance)
        case .seatCells: return false
        }
    }
}
