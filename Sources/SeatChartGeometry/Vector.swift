#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A displacement in the plane: a direction and a length.
public struct Vector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: Double
    /// The vertical component.
    public var dy: Double

    /// Creates the vector `(dx, dy)`.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates the vector `(dx, dy)`.
    @inlinable
    public init(_ dx: Double, _ dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = Vector(dx: 0, dy: 0)

    /// The unit vector at `angle` from +x, clockwise on screen (y grows downwards).
    @inlinable
    public init(angle: Angle) {
        self.init(dx: cos(angle.radians), dy: sin(angle.radians))
    }

    /// The length.
    @inlinable
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The squared length (cheaper than ``length``).
    @inlinable
    public var lengthSquared: Double { dx * dx + dy * dy }

    /// The angle from +x, clockwise on screen, in `(-180°, 180°]`.
    @inlinable
    public var angle: Angle { .radians(atan2(dy, dx)) }

    /// The vector of length 1 in the same direction, or `nil` for the zero vector.
    @inlinable
    public var normalized: Vector? {
        let l = length
        guard l > 0, l.isFinite else { return nil }
        return Vector(dx: dx / l, dy: dy / l)
    }

    /// The dot product.
    @inlinable
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the cross product: positive when `other` lies clockwise
    /// of `self` on screen (y down).
    @inlinable
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    /// The vector turned a quarter turn clockwise on screen.
    @inlinable
    public var turnedClockwise: Vector { Vector(dx: -dy, dy: dx) }

    /// Whether `self` and `other` differ by at most `tolerance` in each component.
    @inlinable
    public func isApproximatelyEqual(to other: Vector, tolerance: Double = 1e-9) -> Bool {
        abs(dx - other.dx) <= tolerance && abs(dy - other.dy) <= tolerance
    }

    @inlinable public static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy) }
    @inlinable public static func - (lhs: Vector, rhs: Vector) -> Vector { Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy) }
    @inlinable public static prefix func - (v: Vector) -> Vector { Vector(dx: -v.dx, dy: -v.dy) }
    @inlinable public static func * (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx * rhs, dy: lhs.dy * rhs) }
    @inlinable public static func * (lhs: Double, rhs: Vector) -> Vector { rhs * lhs }
    @inlinable public static func / (lhs: Vector, rhs: Double) -> Vector { Vector(dx: lhs.dx / rhs, dy: lhs.dy / rhs) }
    @inlinable public static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    @inlinable public static func -= (lhs: inout Vector, rhs: Vector) { lhs = lhs - rhs }
}

extension Vector: CustomStringConvertible {
    public var description: String { "⟨\(dx), \(dy)⟩" }
}
