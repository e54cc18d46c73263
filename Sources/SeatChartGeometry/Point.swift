/// A position in the plane.
///
/// Points and vectors are different things: a point minus a point is a ``Vector``,
/// a point plus a vector is a point, and two points cannot be added.
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate; grows to the east (right).
    public var x: Double
    /// The vertical coordinate; grows to the south (down), as in SVG.
    public var y: Double

    /// Creates the point `(x, y)`.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates the point `(x, y)`.
    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The vector from the origin to this point.
    @inlinable
    public var vector: Vector { Vector(dx: x, dy: y) }

    /// The point on the segment from `self` to `other` at parameter `t` (0 gives `self`, 1 gives `other`).
    @inlinable
    public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// The midpoint of `self` and `other`.
    @inlinable
    public func midpoint(_ other: Point) -> Point { lerp(to: other, 0.5) }

    /// The Euclidean distance to `other`.
    @inlinable
    public func distance(to other: Point) -> Double { (other - self).length }

    /// Whether both coordinates are finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Whether `self` and `other` differ by at most `tolerance` in each coordinate.
    @inlinable
    public func isApproximatelyEqual(to other: Point, tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
    }

    /// The vector from `rhs` to `lhs`.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Vector {
        Vector(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
    }

    /// The point reached from `lhs` by moving along `rhs`.
    @inlinable
    public static func + (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
    }

    /// The point reached from `lhs` by moving against `rhs`.
    @inlinable
    public static func - (lhs: Point, rhs: Vector) -> Point {
        Point(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
    }

    /// Moves `lhs` along `rhs`.
    @inlinable
    public static func += (lhs: inout Point, rhs: Vector) { lhs = lhs + rhs }

    /// Moves `lhs` against `rhs`.
    @inlinable
    public static func -= (lhs: inout Point, rhs: Vector) { lhs = lhs - rhs }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
