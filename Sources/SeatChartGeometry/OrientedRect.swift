#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A rectangle turned by an angle about its centre.
///
/// Its local frame has the origin at the centre, local +x along `rotation` and local +y a
/// quarter turn clockwise from it (on screen); `size.width` runs along local x.
public struct OrientedRect: Hashable, Sendable {
    /// The centre.
    public var center: Point
    /// The extent along local x (`width`) and local y (`height`).
    public var size: Size
    /// The direction of local +x, from +x clockwise on screen.
    public var rotation: Angle

    /// Creates a rectangle of `size` centred on `center`, turned by `rotation`.
    @inlinable
    public init(center: Point, size: Size, rotation: Angle = .zero) {
        self.center = center
        self.size = size
        self.rotation = rotation
    }

    /// The transform from the local frame (origin at the centre, unrotated) to the plane.
    @inlinable
    public var localToPlane: AffineTransform {
        AffineTransform(rotationAngle: rotation).concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// `point` expressed in the local frame.
    @inlinable
    public func localPoint(_ point: Point) -> Point {
        let v = point - center
        let cs = cos(rotation.radians), sn = sin(rotation.radians)
        return Point(x: v.dx * cs + v.dy * sn, y: -v.dx * sn + v.dy * cs)
    }

    /// Whether `point` lies inside or within `tolerance` of the boundary.
    @inlinable
    public func contains(_ point: Point, tolerance: Double = 1e-9) -> Bool {
        Self.contains(
            dx: point.x - center.x, dy: point.y - center.y, cosine: cos(rotation.radians), sine: sin(rotation.radians),
            halfWidth: size.width / 2 + tolerance, halfHeight: size.height / 2 + tolerance
        )
    }

    /// The one test of a point against a turned rectangle, for callers that keep the
    /// rectangle prepared (its rotation's cosine and sine, its half sizes with the
    /// tolerance added): whether the offset `(dx, dy)` of a point from the centre, turned
    /// into the local frame, lies within the half sizes. Every rectangle and square cell
    /// test of hit testing goes through it, so they all agree to the last bit.
    @inlinable @inline(__always)
    public static func contains(
        dx: Double, dy: Double, cosine: Double, sine: Double, halfWidth: Double, halfHeight: Double
    ) -> Bool {
        let lx = dx * cosine + dy * sine, ly = -dx * sine + dy * cosine
        return abs(lx) <= halfWidth && abs(ly) <= halfHeight
    }

    /// The four corners in the plane, starting at local (-w/2, -h/2), clockwise on screen.
    public var corners: [Point] {
        let w = size.width / 2, h = size.height / 2
        let t = localToPlane
        return [Point(-w, -h), Point(w, -h), Point(w, h), Point(-w, h)].map { $0.applying(t) }
    }

    /// The outline as a closed path.
    public var path: Path {
        var p = Path()
        p.addPolygon(corners)
        return p
    }

    /// The axis-aligned bounding box.
    public var boundingBox: Rect {
        // The corners as `corners` gives them, in the same order, without an array: a chart's
        // bounds ask this of every seat.
        let w = size.width / 2, h = size.height / 2
        let t = localToPlane
        let a = Point(-w, -h).applying(t), b = Point(w, -h).applying(t)
        let c = Point(w, h).applying(t), d = Point(-w, h).applying(t)
        return Rect(
            minX: Swift.min(Swift.min(Swift.min(a.x, b.x), c.x), d.x), minY: Swift.min(Swift.min(Swift.min(a.y, b.y), c.y), d.y),
            maxX: Swift.max(Swift.max(Swift.max(a.x, b.x), c.x), d.x), maxY: Swift.max(Swift.max(Swift.max(a.y, b.y), c.y), d.y))
    }
}
