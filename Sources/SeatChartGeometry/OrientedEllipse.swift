#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An ellipse turned by an angle about its centre: a standing area's oval, a round table.
///
/// It is the ellipse inscribed in a turned rectangle, ``box``, and shares its local frame:
/// origin at the centre, local +x along the rotation; `size.width` is the diameter along
/// local x, `size.height` along local y.
public struct OrientedEllipse: Hashable, Sendable {
    /// The turned rectangle the ellipse is inscribed in.
    public var box: OrientedRect

    /// Creates an ellipse of diameters `size` centred on `center`, turned by `rotation`.
    @inlinable
    public init(center: Point, size: Size, rotation: Angle = .zero) {
        box = OrientedRect(center: center, size: size, rotation: rotation)
    }

    /// The circle of `radius` about `center`.
    @inlinable
    public static func circle(center: Point, radius: Double) -> OrientedEllipse {
        OrientedEllipse(center: center, size: Size(2 * radius, 2 * radius))
    }

    /// The centre.
    @inlinable public var center: Point { box.center }
    /// The diameters along local x and local y.
    @inlinable public var size: Size { box.size }
    /// The direction of local +x, from +x clockwise on screen.
    @inlinable public var rotation: Angle { box.rotation }
    /// The transform from the local frame (origin at the centre, unrotated) to the plane.
    @inlinable public var localToPlane: AffineTransform { box.localToPlane }

    /// Whether `point` lies inside, or within about `tolerance` of the boundary: the point,
    /// turned into the local frame, lies in the ellipse whose radii are grown by the
    /// tolerance. Exact for a circle; for an ellipse the boundary moves outwards by between
    /// `tolerance` and `tolerance` times the ratio of the radii.
    @inlinable
    public func contains(_ point: Point, tolerance: Double = 1e-9) -> Bool {
        let dx = point.x - center.x, dy = point.y - center.y
        let cs = cos(rotation.radians), sn = sin(rotation.radians)
        let lx = dx * cs + dy * sn, ly = -dx * sn + dy * cs
        let rx = size.width / 2 + tolerance, ry = size.height / 2 + tolerance
        guard rx > 0, ry > 0 else { return false }
        let u = lx / rx, v = ly / ry
        return u * u + v * v <= 1
    }

    /// The point at parameter `angle` (local `(rx cos a, ry sin a)`), in the plane.
    @inlinable
    public func point(at angle: Angle) -> Point {
        Point(size.width / 2 * cos(angle.radians), size.height / 2 * sin(angle.radians)).applying(localToPlane)
    }

    /// `count` points (at least 3) at equal parameter steps from local +x, clockwise on
    /// screen: a polygon inscribed in the ellipse, every vertex on it.
    public func polygon(count: Int) -> [Point] {
        let n = max(3, count)
        return (0..<n).map { point(at: .radians(2 * .pi * Double($0) / Double(n))) }
    }

    /// The outline as a closed path (four cubic quarters), clockwise on screen.
    public var path: Path {
        var p = Path()
        p.addEllipse(in: Rect.fromCenter(.zero, size: size), transform: localToPlane)
        return p
    }

    /// The exact axis-aligned bounding box.
    public var boundingBox: Rect {
        let rx = size.width / 2, ry = size.height / 2
        let cs = cos(rotation.radians), sn = sin(rotation.radians)
        let hx = (rx * rx * cs * cs + ry * ry * sn * sn).squareRoot()
        let hy = (rx * rx * sn * sn + ry * ry * cs * cs).squareRoot()
        return Rect(minX: center.x - hx, minY: center.y - hy, maxX: center.x + hx, maxY: center.y + hy)
    }
}
