extension Path {
    /// The path as polylines, one per subpath, within `tolerance` of the curves.
    ///
    /// Each polyline starts at its subpath's start and runs through the end of every
    /// segment; a closed subpath's polyline ends back at its start. Curves are cut into
    /// equal parameter steps, as many as Wang's formula asks for, so that no point of a
    /// curve lies farther than `tolerance` from its polyline. A lone `move` gives a
    /// polyline of one point.
    ///
    /// - Parameter tolerance: The largest distance allowed between a curve and its
    ///   polyline, in the path's units; values below 1e-12 of the curve's size are raised.
    ///   A curve is cut into at most 65,536 pieces.
    /// - Returns: One polyline per subpath.
    public func flattened(tolerance: Double = 0.01) -> [[Point]] {
        subpaths.map { subpath in
            var points = [subpath.start]
            for segment in subpath.segments { segment.appendFlattened(tolerance: tolerance, to: &points) }
            return points
        }
    }
}

extension PathSegment {
    /// The number of equal parameter steps that keep a polyline within `tolerance` of the
    /// curve (Wang's formula: `n = ⌈√(d(d−1)/8 · M / tolerance)⌉` for degree d, with M the
    /// largest second difference of the control points).
    public func flatteningSteps(tolerance: Double) -> Int {
        let secondDifference: Double
        let factor: Double
        switch self {
        case .line:
            return 1
        case .quad(let p0, let p1, let p2):
            secondDifference = (p0.vector - 2 * p1.vector + p2.vector).length
            factor = 2.0 / 8.0
        case .cubic(let p0, let p1, let p2, let p3):
            secondDifference = max((p0.vector - 2 * p1.vector + p2.vector).length,
                                   (p1.vector - 2 * p2.vector + p3.vector).length)
            factor = 6.0 / 8.0
        }
        let floor = max(secondDifference * 1e-12, Double.leastNormalMagnitude)
        let tol = tolerance.isFinite ? max(tolerance, floor) : floor
        let n = (factor * secondDifference / tol).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), 65_536))
    }

    /// Appends the polyline of the segment after its start point (the start is not repeated).
    public func appendFlattened(tolerance: Double, to points: inout [Point]) {
        let n = flatteningSteps(tolerance: tolerance)
        if n > 1 {
            for i in 1..<n { points.append(point(at: Double(i) / Double(n))) }
        }
        points.append(end)
    }
}
