import CRasterLibraries
import SeatChartGeometry

/// Paths and transforms handed to cairo.
enum CairoPath {
    /// Adds `path`, moved by `transform`, to the current path of `cairo`.
    static func add(_ path: Path, transform: AffineTransform = .identity, to cairo: OpaquePointer) {
        CubicStep.walk(path, transform: transform) { step in
            switch step {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// Multiplies the current transform of `cairo` by `transform` (applied first).
    static func transform(_ cairo: OpaquePointer, by transform: AffineTransform) {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cairo, &matrix)
    }
}
