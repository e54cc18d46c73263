import SeatChartGeometry

/// One step of an SVG `transform` list, written at a fixed precision.
///
/// A list `[a, b]` is written `"a b"` and, as in SVG, applies `b` first, then `a`.
/// Steps that do nothing at the written precision (a zero translation, a zero rotation, a
/// scale of one, the identity matrix) are left out, and so is an attribute whose list
/// is empty.
public enum SVGTransform: Hashable, Sendable {
    /// `translate(dx dy)`.
    case translate(Vector)
    /// `rotate(deg)` about the origin, clockwise on screen.
    case rotate(Angle)
    /// `scale(s)`.
    case scale(Double)
    /// `matrix(a b c d e f)`.
    case matrix(AffineTransform)

    /// The step as a transform.
    public var transform: AffineTransform {
        switch self {
        case .translate(let v): return AffineTransform(translation: v)
        case .rotate(let a): return AffineTransform(rotationAngle: a)
        case .scale(let s): return AffineTransform(scaleX: s, y: s)
        case .matrix(let m): return m
        }
    }

    /// The step with every number rounded as it will be written: what a reader of the file computes.
    public func rounded(precision: Int) -> SVGTransform {
        let r = { (v: Double) in SVGFormat.round(v, precision: precision) }
        switch self {
        case .translate(let v): return .translate(Vector(r(v.dx), r(v.dy)))
        case .rotate(let a): return .rotate(.degrees(r(a.degrees)))
        case .scale(let s): return .scale(r(s))
        case .matrix(let m): return .matrix(AffineTransform(a: r(m.a), b: r(m.b), c: r(m.c), d: r(m.d), tx: r(m.tx), ty: r(m.ty)))
        }
    }

    /// The text of the step at `precision`, or `nil` when it does nothing at that precision.
    public func text(precision: Int) -> String? {
        let f = { (v: Double) in SVGFormat.number(v, precision: precision) }
        switch self {
        case .translate(let v):
            let x = f(v.dx), y = f(v.dy)
            if x == "0" && y == "0" { return nil }
            return y == "0" ? "translate(\(x))" : "translate(\(x) \(y))"
        case .rotate(let a):
            let d = f(a.degrees)
            return d == "0" ? nil : "rotate(\(d))"
        case .scale(let s):
            let t = f(s)
            return t == "1" ? nil : "scale(\(t))"
        case .matrix(let m):
            let parts = [m.a, m.b, m.c, m.d, m.tx, m.ty].map(f)
            return parts == ["1", "0", "0", "1", "0", "0"] ? nil : "matrix(\(parts.joined(separator: " ")))"
        }
    }

    /// The text of the list `steps` (the last step applies first), or `nil` when every step
    /// is an identity at `precision`: then the attribute is left out.
    public static func text(_ steps: [SVGTransform], precision: Int) -> String? {
        let parts = steps.compactMap { $0.text(precision: precision) }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The transform of the list `steps` as written at `precision`: the last step applies first.
    public static func compose(_ steps: [SVGTransform], precision: Int) -> AffineTransform {
        steps.reversed().reduce(AffineTransform.identity) { $0.concatenating($1.rounded(precision: precision).transform) }
    }
}
