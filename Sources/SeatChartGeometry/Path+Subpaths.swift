extension Path {
    /// One connected run of a path: its segments in order, and whether it was closed.
    public struct Subpath: Hashable, Sendable {
        /// Where the subpath starts.
        public var start: Point
        /// The drawn pieces in order. For a closed subpath the last one is the closing
        /// line back to ``start`` (left out when it would have zero length).
        public var segments: [PathSegment]
        /// Whether the subpath ends with `closeSubpath`.
        public var isClosed: Bool

        /// Creates a subpath.
        public init(start: Point, segments: [PathSegment], isClosed: Bool) {
            self.start = start
            self.segments = segments
            self.isClosed = isClosed
        }

        /// The end of the last segment (``start`` when there is none).
        public var end: Point { segments.last?.end ?? start }
    }

    /// The path cut into its subpaths. A lone `move` without segments gives a subpath with
    /// no segments.
    public var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let done = current { result.append(done) }
                current = Subpath(start: p, segments: [], isClosed: false)
                point = p
            case .line(let p):
                current?.segments.append(.line(point, p))
                point = p
            case .quadCurve(let p, let c):
                current?.segments.append(.quad(point, c, p))
                point = p
            case .curve(let p, let c1, let c2):
                current?.segments.append(.cubic(point, c1, c2, p))
                point = p
            case .closeSubpath:
                guard var done = current else { continue }
                if point != done.start { done.segments.append(.line(point, done.start)) }
                done.isClosed = true
                result.append(done)
                point = done.start
                current = nil
            }
        }
        if let done = current { result.append(done) }
        return result
    }

    /// Calls `body` with every segment in order. With `closingOpenSubpaths`, each open
    /// subpath also gets the straight line back to its start, as filling does.
    ///
    /// - Complexity: O(n) in the number of elements, without allocating.
    @inlinable
    public func forEachSegment(closingOpenSubpaths: Bool = false, _ body: (PathSegment) -> Void) {
        var start = Point.zero
        var point = Point.zero
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                if open, closingOpenSubpaths, point != start { body(.line(point, start)) }
                start = p
                point = p
                open = true
            case .line(let p):
                body(.line(point, p))
                point = p
            case .quadCurve(let p, let c):
                body(.quad(point, c, p))
                point = p
            case .curve(let p, let c1, let c2):
                body(.cubic(point, c1, c2, p))
                point = p
            case .closeSubpath:
                if point != start { body(.line(point, start)) }
                point = start
                open = false
            }
        }
        if open, closingOpenSubpaths, point != start { body(.line(point, start)) }
    }
}
