import SeatChartGeometry

/// A place for a wheelchair seen from above, drawn as the International Symbol of Access
/// inside its cell: a head, a seated body and a wheel, one filled shape (non-zero rule; the
/// wheel is a ring, its hole wound the other way). It is drawn in place of a seat, so that a
/// wheelchair place reads as such at any size (docs/stadium-file.md, "Access").
///
/// Proportions of a cell of width w and height h (units of the cell's smaller side s): a
/// head of radius 0.09 s at (0.58, 0.15); a body 0.11 s thick from the shoulder (0.52,
/// 0.27) to the hip (0.47, 0.55), the thigh to the knee (0.74, 0.55) and the shin down to
/// the foot (0.82, 0.86); a wheel about (0.42, 0.66) between radii 0.18 s and 0.27 s.
public struct WheelchairSymbol: Shape, Hashable, Sendable {
    /// Creates the shape.
    public init() {}

    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        let s = min(r.width, r.height)
        let origin = Point(r.midX - s / 2, r.midY - s / 2)
        func at(_ x: Double, _ y: Double) -> Point { Point(origin.x + x * s, origin.y + y * s) }
        var path = Path()
        // The head.
        let head = at(0.58, 0.15)
        path.addEllipse(in: Rect.fromCenter(head, size: Size(0.18 * s, 0.18 * s)))
        // The body: each limb a bar of the body's thickness.
        let joints = [at(0.52, 0.27), at(0.47, 0.55), at(0.74, 0.55), at(0.82, 0.86)]
        for (a, b) in zip(joints, joints.dropFirst()) { path.addPolygon(Self.bar(from: a, to: b, thickness: 0.11 * s)) }
        // The wheel: the outer circle clockwise, the hole counter-clockwise (mirrored).
        let wheel = at(0.42, 0.66)
        path.addEllipse(in: Rect.fromCenter(wheel, size: Size(0.54 * s, 0.54 * s)))
        path.addEllipse(in: Rect.fromCenter(wheel, size: Size(0.36 * s, 0.36 * s)),
                        transform: AffineTransform(scaleX: -1, y: 1, about: wheel))
        return path
    }

    /// The rectangle of `thickness` around the segment from `a` to `b`, its ends squared
    /// off half the thickness beyond them, clockwise on screen.
    static func bar(from a: Point, to b: Point, thickness: Double) -> [Point] {
        guard let u = (b - a).normalized else { return [] }
        let along = u * (thickness / 2), across = u.turnedClockwise * (thickness / 2)
        let a0 = a - along, b0 = b + along
        return [a0 - across, b0 - across, b0 + across, a0 + across]
    }
}
