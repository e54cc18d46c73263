import CRsvg
import SeatChartGeometry

/// Paths and transforms handed to cairo.
enum CairoPath {
    /// Adds `path`, moved by `transform`, to the current path of `cairo`. Quadratic curves
    /// become the cubic curves that draw them exactly.
    static func add(_ path: Path, transform: AffineTransform = .identity, to cairo: OpaquePointer) {
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                let q = p.applying(transform)
                cairo_move_to(cairo, q.x, q.y)
                current = p
                start = p
            case .line(let p):
                let q = p.applying(transform)
                cairo_line_to(cairo, q.x, q.y)
                current = p
            case .quadCurve(let p, let control):
                let c1 = current + (control - current) * (2.0 / 3), c2 = p + (control - p) * (2.0 / 3)
                curve(c1.applying(transform), c2.applying(transform), p.applying(transform), cairo)
                current = p
            case .curve(let p, let control1, let control2):
                curve(control1.applying(transform), control2.applying(transform), p.applying(transform), cairo)
                current = p
            case .closeSubpath:
                cairo_close_path(cairo)
                current = start
            }
        }
    }

    private static func curve(_ c1: Point, _ c2: Point, _ p: Point, _ cairo: OpaquePointer) {
        cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }

    /// Multiplies the current transform of `cairo` by `transform` (applied first).
    static func transform(_ cairo: OpaquePointer, by transform: AffineTransform) {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
    }
}
