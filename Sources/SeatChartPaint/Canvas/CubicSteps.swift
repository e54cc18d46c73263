import SeatChartGeometry

/// A path's elements as a canvas draws them: moves, lines and cubic curves (a quadratic curve
/// becomes the cubic curve that draws it exactly), each point moved by a transform.
enum CubicStep {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close

    /// Hands `path`'s steps, moved by `transform`, to `visit` in order.
    static func walk(_ path: Path, transform: AffineTransform, _ visit: (CubicStep) -> Void) {
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                visit(.move(p.applying(transform)))
                current = p
                start = p
            case .line(let p):
                visit(.line(p.applying(transform)))
                current = p
            case .quadCurve(let p, let control):
                let c1 = current + (control - current) * (2.0 / 3), c2 = p + (control - p) * (2.0 / 3)
                visit(.curve(c1.applying(transform), c2.applying(transform), p.applying(transform)))
                current = p
            case .curve(let p, let control1, let control2):
                visit(.curve(control1.applying(transform), control2.applying(transform), p.applying(transform)))
                current = p
            case .closeSubpath:
                visit(.close)
                current = start
            }
        }
    }
}
