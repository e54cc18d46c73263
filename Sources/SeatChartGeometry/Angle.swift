/// An angle, stored in radians.
///
/// Angles are measured from +x and grow clockwise on screen, which in a y-down frame
/// is the mathematical positive direction. Files and the command line speak degrees.
public struct Angle: Hashable, Sendable, Codable, Comparable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    @inlinable
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    @inlinable
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle in radians.
    @inlinable
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle in degrees.
    @inlinable
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    /// The zero angle.
    public static let zero = Angle(radians: 0)

    /// The angle in degrees.
    @inlinable
    public var degrees: Double { radians * 180 / .pi }

    /// The same direction expressed in `[0°, 360°)` degrees; 0 for a non-finite angle.
    @inlinable
    public var normalizedDegrees: Double {
        guard radians.isFinite else { return 0 }
        var d = degrees.truncatingRemainder(dividingBy: 360)
        if d < 0 { d += 360 }
        if d >= 360 { d -= 360 }
        return d
    }

    /// The same direction expressed in `[0, 2π)` radians; 0 for a non-finite angle.
    @inlinable
    public var normalized: Angle {
        guard radians.isFinite else { return .zero }
        let full = 2 * Double.pi
        // The remainder of a value smaller than the divisor is that value, exactly (sign and
        // zero included): most angles are, and need no division.
        var r = abs(radians) < full ? radians : radians.truncatingRemainder(dividingBy: full)
        if r < 0 { r += full }
        if r >= full { r -= full }
        return Angle(radians: r)
    }

    @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    @inlinable public static func * (lhs: Double, rhs: Angle) -> Angle { rhs * lhs }
    @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
}

extension Angle: CustomStringConvertible {
    public var description: String { "\(degrees)°" }
}
