import PropertyBased
import SeatChartGeometry

/// Random inputs for the property tests: moderate magnitudes, so that a relative
/// tolerance of about 1e-9 holds after a few products.
enum Gens {
    static let coordinate = Gen.double(in: -100...100)

    static let point = zip(coordinate, coordinate).map { Point(x: $0.0, y: $0.1) }

    static let angle = Gen.double(in: -360...360).map { Angle(degrees: $0) }

    /// Scale factors away from zero, either sign.
    static let scale = zip(Gen.double(in: 0.2...5), Gen.bool).map { $0.1 ? $0.0 : -$0.0 }

    /// Well-conditioned invertible transforms: rotation, scale, skew and translation.
    static let transform = zip(angle, scale, scale, Gen.double(in: -40...40), coordinate, coordinate).map {
        AffineTransform(scaleX: $0.1, y: $0.2)
            .concatenating(AffineTransform(skewX: Angle(degrees: $0.3)))
            .concatenating(AffineTransform(rotationAngle: $0.0))
            .concatenating(AffineTransform(translationX: $0.4, y: $0.5))
    }
}

/// Whether `a` and `b` agree to `tolerance` relative to their size (absolute below 1).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Whether two points agree to `tolerance` relative to their size.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Whether two rectangles agree to `tolerance` relative to their size.
func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.maxX, b.maxX, tolerance) && close(a.maxY, b.maxY, tolerance)
}
