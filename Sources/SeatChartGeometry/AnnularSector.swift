#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The part of a ring between two radii and two angles: the outline of an arc tribune.
///
/// Angles are measured from +x, clockwise on screen; the sector runs from `startAngle`
/// clockwise to `endAngle` (`endAngle > startAngle`, a span of at most a full turn).
public struct AnnularSector: Hashable, Sendable {
    public var center: Point
    public var innerRadius: Double
    public var outerRadius: Double
    public var startAngle: Angle
    public var endAngle: Angle

    /// Creates a sector.
    @inlinable
    public init(center: Point, innerRadius: Double, outerRadius: Double, startAngle: Angle, endAngle: Angle) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// The angular span.
    @inlinable
    public var sweep: Angle { endAngle - startAngle }

    /// The angle of `point` about the centre expressed within `[startAngle, startAngle + 2π)`.
    @inlinable
    public func unwrappedAngle(of point: Point) -> Angle {
        let raw = atan2(point.y - center.y, point.x - center.x)
        var delta = (raw - startAngle.radians).truncatingRemainder(dividingBy: 2 * .pi)
        if delta < 0 { delta += 2 * .pi }
        return Angle(radians: startAngle.radians + delta)
    }

    /// Whether `point` lies inside or within `tolerance` (in units) of the boundary.
    @inlinable
    public func contains(_ point: Point, tolerance: Double = 1e-9) -> Bool {
        let r = point.distance(to: center)
        guard r >= innerRadius - tolerance, r <= outerRadius + tolerance else { return false }
        if sweep.radians >= 2 * .pi { return true }
        let a = unwrappedAngle(of: point).radians - startAngle.radians
        if a <= sweep.radians { return true }
        // Within tolerance of either straight edge, measured as a distance.
        let past = a - sweep.radians, before = 2 * .pi - a
        return min(past, before) * max(r, 1e-300) <= tolerance || r <= tolerance
    }

    /// The point at `radius` and `angle` about the centre.
    @inlinable
    public func point(radius: Double, angle: Angle) -> Point {
        Point(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
    }

    /// The outline as a closed path: outer arc clockwise, inner arc back.
    public var path: Path {
        var p = Path()
        p.addArc(center: center, radius: outerRadius, startAngle: startAngle, sweep: sweep)
        if innerRadius > 0 {
            p.addArc(center: center, radius: innerRadius, startAngle: endAngle, sweep: -sweep)
        } else {
            p.addLine(to: center)
        }
        p.closeSubpath()
        return p
    }

    /// The exact axis-aligned bounding box (arc extrema included).
    public var boundingBox: Rect {
        var points = [
            point(radius: innerRadius, angle: startAngle), point(radius: outerRadius, angle: startAngle),
            point(radius: innerRadius, angle: endAngle), point(radius: outerRadius, angle: endAngle),
        ]
        // Every multiple of 90° inside the span adds an extreme point of the outer arc.
        var k = (startAngle.radians / (.pi / 2)).rounded(.up)
        while k * (.pi / 2) <= endAngle.radians, points.count < 12 {
            points.append(point(radius: outerRadius, angle: .radians(k * .pi / 2)))
            k += 1
        }
        return Rect.bounding(points) ?? Rect(origin: center, size: .zero)
    }
}
