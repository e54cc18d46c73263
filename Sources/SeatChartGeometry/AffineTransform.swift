#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform with CoreGraphics' semantics.
///
/// The six numbers map `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as SVG's
/// `matrix(a, b, c, d, e, f)` with `e = tx`, `f = ty`. In matrix form, a point is a row
/// vector multiplied on the left: `[x y 1] · M` with
///
///     M = | a  b  0 |
///         | c  d  0 |
///         | tx ty 1 |
///
/// Composition follows CoreGraphics: `t.concatenating(u)` is `t · u`, which applies `t`
/// first and `u` second. The builders `translatedBy`, `scaledBy` and `rotated(by:)`
/// put the new step *first* (before `self`), as `CGAffineTransformTranslate` and friends do.
/// Angles grow clockwise on screen (y down), so a positive rotation turns +x towards +y.
public struct AffineTransform: Hashable, Sendable, Codable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its six coefficients.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(tx, ty)`.
    @inlinable
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A translation by `offset`.
    @inlinable
    public init(translation offset: Vector) {
        self.init(translationX: offset.dx, y: offset.dy)
    }

    /// A scaling about the origin by `sx` horizontally and `sy` vertically.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle`, clockwise on screen (y down).
    @inlinable
    public init(rotationAngle angle: Angle) {
        let cs = cos(angle.radians), sn = sin(angle.radians)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// A skew along x: `x' = x + tan(angle)·y`, `y' = y`.
    @inlinable
    public init(skewX angle: Angle) {
        self.init(a: 1, b: 0, c: tan(angle.radians), d: 1, tx: 0, ty: 0)
    }

    /// A skew along y: `x' = x`, `y' = y + tan(angle)·x`.
    @inlinable
    public init(skewY angle: Angle) {
        self.init(a: 1, b: tan(angle.radians), c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A rotation by `angle` about `center`: translate `center` to the origin, rotate,
    /// translate back. `center` stays fixed.
    @inlinable
    public init(rotationAngle angle: Angle, about center: Point) {
        self = AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(AffineTransform(rotationAngle: angle))
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// A scaling by `sx`, `sy` about `center`, which stays fixed.
    @inlinable
    public init(scaleX sx: Double, y sy: Double, about center: Point) {
        self = AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(AffineTransform(scaleX: sx, y: sy))
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// Whether this is the identity transform, exactly.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The determinant `a·d − b·c`; zero for a singular transform.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// `self` followed by `other`: the transform that applies `self` first, then `other`
    /// (the matrix product `self · other`, as `CGAffineTransformConcat(self, other)`).
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A translation by `(tx, ty)` followed by `self`, as `CGAffineTransformTranslate`.
    @inlinable
    public func translatedBy(x tx: Double, y ty: Double) -> AffineTransform {
        AffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scaling by `(sx, sy)` followed by `self`, as `CGAffineTransformScale`.
    @inlinable
    public func scaledBy(x sx: Double, y sy: Double) -> AffineTransform {
        AffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` followed by `self`, as `CGAffineTransformRotate`.
    @inlinable
    public func rotated(by angle: Angle) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes `self`, or `nil` when `self` is singular (or not finite).
    @inlinable
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite, tx.isFinite, ty.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        let result = AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
        guard result.a.isFinite, result.b.isFinite, result.c.isFinite, result.d.isFinite,
              result.tx.isFinite, result.ty.isFinite else { return nil }
        return result
    }

    /// Whether every coefficient differs from `other`'s by at most `tolerance`.
    @inlinable
    public func isApproximatelyEqual(to other: AffineTransform, tolerance: Double = 1e-9) -> Bool {
        abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance
            && abs(c - other.c) <= tolerance && abs(d - other.d) <= tolerance
            && abs(tx - other.tx) <= tolerance && abs(ty - other.ty) <= tolerance
    }
}

extension Point {
    /// The point mapped by `t`.
    @inlinable
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Vector {
    /// The vector mapped by the linear part of `t` (translation does not move vectors).
    @inlinable
    public func applying(_ t: AffineTransform) -> Vector {
        Vector(dx: t.a * dx + t.c * dy, dy: t.b * dx + t.d * dy)
    }
}

extension Size {
    /// The size mapped by the linear part of `t`, as `CGSize.applying(_:)` (may be negative).
    @inlinable
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The bounding box of the rectangle's four corners mapped by `t`: what a rotated
    /// and scaled item occupies, as `CGRect.applying(_:)`.
    @inlinable
    public func applying(_ t: AffineTransform) -> Rect {
        Rect.bounding(corners.map { $0.applying(t) }) ?? self
    }
}

extension AffineTransform: CustomStringConvertible {
    public var description: String { "matrix(\(a), \(b), \(c), \(d), \(tx), \(ty))" }
}
