extension Path {
    /// The smallest axis-aligned rectangle holding every drawn point of the path: the
    /// ends of every segment and the extrema of every curve (`.zero` for an empty path).
    ///
    /// Unlike ``controlPointBounds`` it is tight: a curve's control points may lie well
    /// outside the curve. A lone `move` counts as a drawn point, as in CoreGraphics'
    /// `boundingBoxOfPath`.
    ///
    /// - Complexity: O(n) in the number of elements.
    public var boundingBox: Rect {
        var box: Rect?
        func add(_ rect: Rect) { box = box.map { $0.union(rect) } ?? rect }
        var point = Point.zero
        var start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                add(Rect(origin: p, size: .zero))
                point = p
                start = p
            case .line(let p):
                add(Rect(origin: p, size: .zero))
                point = p
            case .quadCurve(let p, let c):
                add(PathSegment.quad(point, c, p).boundingBox)
                point = p
            case .curve(let p, let c1, let c2):
                add(PathSegment.cubic(point, c1, c2, p).boundingBox)
                point = p
            case .closeSubpath:
                point = start
            }
        }
        return box ?? .zero
    }
}
