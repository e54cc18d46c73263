extension Path {
    /// The path as SVG path data (the `d` attribute), in short text.
    ///
    /// Every coordinate is rounded to at most `precision` decimals with ``SVGNumber``
    /// (no trailing zeros, no `-0`, no leading zero before the point). Each command is
    /// written absolute (`M L Q C`) or relative (`m l q c`), whichever is shorter, absolute
    /// on a tie; a command letter that repeats the previous one is left out (a line after
    /// a move needs none either), and separators are written only where the numbers would
    /// otherwise run together. Relative steps are measured from the *rounded* previous
    /// point, so rounding errors do not add up along the path. The first move is always
    /// absolute. The same path gives the same bytes. Non-finite coordinates are written as
    /// 0 and magnitudes beyond 9e15 units of the last decimal are clamped.
    ///
    /// - Complexity: O(n) in the number of elements; fixed point throughout, with no
    ///   string per number (docs/perf-log.md, "Geometry").
    ///
    /// - Parameter precision: The most decimals per number, clamped to `0...12`.
    /// - Returns: The path data, or an empty string for an empty path.
    public func svgPathData(precision: Int = 3) -> String {
        var writer = SVGPathDataWriter(precision: precision, capacity: elements.count * 20)
        for element in elements {
            switch element {
            case .move(let p): writer.command(UInt8(ascii: "M"), p, p, p, count: 1)
            case .line(let p): writer.command(UInt8(ascii: "L"), p, p, p, count: 1)
            case .quadCurve(let p, let c): writer.command(UInt8(ascii: "Q"), c, p, p, count: 2)
            case .curve(let p, let c1, let c2): writer.command(UInt8(ascii: "C"), c1, c2, p, count: 3)
            case .closeSubpath: writer.close()
            }
        }
        return writer.text
    }
}

/// Builds compact path data one command at a time, in fixed point: every coordinate is
/// first rounded to a whole number of `10^-precision` units, so relative steps are exact
/// differences. Both candidate texts of a command are rendered once into a scratch
/// buffer and the shorter is copied out. Coordinates beyond ±9e15 units are clamped.
struct SVGPathDataWriter {
    let precision: Int
    let scale: Double
    private(set) var bytes: [UInt8] = []
    /// The command a bare number list would continue (`L` after `M`, `l` after `m`), or 0.
    private var implicitCommand: UInt8 = 0
    /// Whether the last thing written is a number, and whether it has a decimal point.
    private var lastIsNumber = false
    private var lastHasPoint = false
    private var current = (x: Int64(0), y: Int64(0))
    private var subpathStart = (x: Int64(0), y: Int64(0))
    private var started = false

    /// Room for one number of a candidate text.
    private static let slot = SVGNumber.maximumRenderedLength

    init(precision: Int, capacity: Int = 64) {
        self.precision = SVGNumber.clampedPrecision(precision)
        scale = SVGNumber.powerOfTen(self.precision)
        bytes.reserveCapacity(max(capacity, 16))
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes the absolute command `upper` (`M`, `L`, `Q` or `C`) with its first `count`
    /// points (one to three), absolute or relative, whichever is shorter (absolute on a tie).
    mutating func command(_ upper: UInt8, _ p0: Point, _ p1: Point, _ p2: Point, count: Int) {
        let n = min(max(count, 1), 3) * 2
        let absolute = (units(p0.x), units(p0.y), n > 2 ? units(p1.x) : 0, n > 2 ? units(p1.y) : 0,
                        n > 4 ? units(p2.x) : 0, n > 4 ? units(p2.y) : 0)
        let slot = Self.slot
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * 6 * slot + 8 * slot) { scratch in
            let base = scratch.baseAddress!
            // Candidate 0 absolute, candidate 1 relative: six slots each, then the output.
            var lengths: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &lengths) { raw in
                let length = raw.bindMemory(to: Int.self)
                let points = renderCandidates(absolute, n, into: base, length)
                let relative = started && cost(upper | 0x20, candidate: 1, n, base, length, points)
                    < cost(upper, candidate: 0, n, base, length, points)
                append(relative ? upper | 0x20 : upper, candidate: relative ? 1 : 0, n, base, length, points)
            }
        }
        switch n {
        case 2: current = (absolute.0, absolute.1)
        case 4: current = (absolute.2, absolute.3)
        default: current = (absolute.4, absolute.5)
        }
        if upper == UInt8(ascii: "M") { subpathStart = current }
        started = true
    }

    /// Renders the first `n` numbers of `absolute` as candidate 0 and, once a point was
    /// written, their steps from the current point as candidate 1, each number in its slot of
    /// `base`; returns which slots hold a decimal point (bit k for slot k).
    @inline(__always)
    private func renderCandidates(
        _ absolute: (Int64, Int64, Int64, Int64, Int64, Int64), _ n: Int,
        into base: UnsafeMutablePointer<UInt8>, _ length: UnsafeMutableBufferPointer<Int>
    ) -> UInt16 {
        var points: UInt16 = 0
        for candidate in 0..<(started ? 2 : 1) {
            for i in 0..<n {
                var v: Int64
                switch i {
                case 0: v = absolute.0
                case 1: v = absolute.1
                case 2: v = absolute.2
                case 3: v = absolute.3
                case 4: v = absolute.4
                default: v = absolute.5
                }
                if candidate == 1 { v = v &- (i % 2 == 0 ? current.x : current.y) }
                let k = candidate * 6 + i
                let written = SVGNumber.render(units: v, precision: precision, compact: true, into: base + k * Self.slot)
                length[k] = written.length
                if written.hasPoint { points |= 1 << k }
            }
        }
        return points
    }

    /// Appends command `letter` (left out when a bare number list continues it) with the
    /// numbers of `candidate`, separated where they would run together.
    @inline(__always)
    private mutating func append(
        _ letter: UInt8, candidate: Int, _ n: Int, _ base: UnsafeMutablePointer<UInt8>,
        _ length: UnsafeMutableBufferPointer<Int>, _ points: UInt16
    ) {
        // Assembled after the candidates, then appended in one go.
        let out = base + 12 * Self.slot
        var used = 0
        if implicitCommand != letter {
            out[used] = letter
            used += 1
            lastIsNumber = false
        }
        for i in 0..<n {
            let k = candidate * 6 + i
            let text = base + k * Self.slot
            if lastIsNumber && SVGNumber.needsSeparator(before: text[0], afterPoint: lastHasPoint) {
                out[used] = UInt8(ascii: " ")
                used += 1
            }
            (out + used).update(from: text, count: length[k])
            used += length[k]
            lastIsNumber = true
            lastHasPoint = points & (1 << k) != 0
        }
        bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: used))
        switch letter {
        case UInt8(ascii: "M"): implicitCommand = UInt8(ascii: "L")
        case UInt8(ascii: "m"): implicitCommand = UInt8(ascii: "l")
        default: implicitCommand = letter
        }
    }

    /// Writes `Z`; the current point returns to the subpath's start.
    mutating func close() {
        bytes.append(UInt8(ascii: "Z"))
        implicitCommand = 0
        lastIsNumber = false
        lastHasPoint = false
        current = subpathStart
    }

    /// `v` as a whole number of `10^-precision` units (0 when not finite).
    @inline(__always)
    private func units(_ v: Double) -> Int64 {
        guard v.isFinite else { return 0 }
        let scaled = (v * scale).rounded(.toNearestOrAwayFromZero)
        let limit = 9.0e15
        return Int64(min(max(scaled, -limit), limit))
    }

    /// The number of bytes candidate `candidate` would append, written with `letter`.
    @inline(__always)
    private func cost(_ letter: UInt8, candidate: Int, _ n: Int, _ base: UnsafeMutablePointer<UInt8>,
                      _ length: UnsafeMutableBufferPointer<Int>, _ points: UInt16) -> Int {
        var total = 0
        var hasPoint = lastHasPoint, isNumber = lastIsNumber
        if implicitCommand != letter {
            total += 1
            isNumber = false
        }
        for i in 0..<n {
            let k = candidate * 6 + i
            if isNumber && SVGNumber.needsSeparator(before: base[k * Self.slot], afterPoint: hasPoint) { total += 1 }
            total += length[k]
            isNumber = true
            hasPoint = points & (1 << k) != 0
        }
        return total
    }
}
