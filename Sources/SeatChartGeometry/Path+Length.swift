extension Path {
    /// The total arc length of every segment, closing lines of closed subpaths included
    /// (open subpaths are not closed), within about `tolerance` per segment.
    ///
    /// - Complexity: O(n) segments, each integrated adaptively (see
    ///   ``PathSegment/length(tolerance:)``).
    public func length(tolerance: Double = 1e-9) -> Double {
        var total = 0.0
        forEachSegment { total += $0.length(tolerance: tolerance) }
        return total
    }

    /// The part of the path between two fractions of its total arc length, as SwiftUI's
    /// `trimmedPath(from:to:)`.
    ///
    /// The fractions run over the *whole* path, all subpaths in order, and are clamped to
    /// `0...1`. `trimmed(from: 0, to: 1)` is the path itself; `from >= to` (or a path of
    /// zero length) gives an empty path. A subpath wholly inside the range is kept as it
    /// is, closed if it was; a subpath cut by the range gives an open piece. Curves are
    /// cut exactly (de Casteljau) at the parameter where the arc length reaches the cut,
    /// found within `tolerance`.
    public func trimmed(from start: Double, to end: Double, tolerance: Double = 1e-9) -> Path {
        let from = start.isNaN ? 0 : min(max(start, 0), 1)
        let to = end.isNaN ? 1 : min(max(end, 0), 1)
        if from <= 0 && to >= 1 { return self }
        guard from < to else { return Path() }
        let parts = subpaths.map { subpath in
            (subpath, subpath.segments.map { $0.length(tolerance: tolerance) })
        }
        let total = parts.reduce(0.0) { $0 + $1.1.reduce(0, +) }
        guard total > 0, total.isFinite else { return Path() }
        let s0 = from * total, s1 = to * total
        var result = Path()
        var offset = 0.0
        for (subpath, lengths) in parts {
            let length = lengths.reduce(0, +)
            defer { offset += length }
            guard length > 0, offset < s1, offset + length > s0 else { continue }
            if offset >= s0 && offset + length <= s1 {
                result.append(whole: subpath)
                continue
            }
            var position = offset
            var started = false
            for (segment, segmentLength) in zip(subpath.segments, lengths) {
                defer { position += segmentLength }
                let a = max(s0 - position, 0), b = min(s1 - position, segmentLength)
                guard segmentLength > 0, b > a else { continue }
                let t0 = a <= 0 ? 0 : segment.parameter(atLength: a, tolerance: tolerance)
                let t1 = b >= segmentLength ? 1 : segment.parameter(atLength: b, tolerance: tolerance)
                let piece = segment.subsegment(from: t0, to: max(t0, t1))
                if !started {
                    result.move(to: piece.start)
                    started = true
                }
                result.append(piece)
            }
        }
        return result
    }

    /// Appends `segment` from the current point (its start is taken to be there).
    mutating func append(_ segment: PathSegment) {
        switch segment {
        case .line(_, let p): addLine(to: p)
        case .quad(_, let c, let p): addQuadCurve(to: p, control: c)
        case .cubic(_, let c1, let c2, let p): addCurve(to: p, control1: c1, control2: c2)
        }
    }

    /// Appends a whole subpath as a new subpath, closed if it was.
    mutating func append(whole subpath: Subpath) {
        move(to: subpath.start)
        var segments = subpath.segments[...]
        if subpath.isClosed, case .line(_, let p)? = segments.last, p == subpath.start {
            segments = segments.dropLast()
        }
        for segment in segments { append(segment) }
        if subpath.isClosed { closeSubpath() }
    }
}
