extension Path {
    /// Every point the commands name, end points and control points alike.
    public var allPoints: [Point] {
        var points: [Point] = []
        points.reserveCapacity(elements.count * 2)
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points.append(c); points.append(p)
            case .curve(let p, let c1, let c2): points.append(c1); points.append(c2); points.append(p)
            case .closeSubpath: break
            }
        }
        return points
    }

    /// The smallest rectangle holding every end point and control point (`.zero` for an
    /// empty path). It holds the path, but may be larger than ``boundingBox``.
    public var controlPointBounds: Rect {
        Rect.bounding(allPoints) ?? .zero
    }
}
