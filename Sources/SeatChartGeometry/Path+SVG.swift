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
    /// absolute. The same path gives the same bytes.
    ///
    /// - Parameter precision: The most decimals per number, clamped to `0...12`.
    /// - Returns: The path data, or an empty string for an empty path.
    public func svgPathData(precision: Int = 3) -> String {
        var writer = SVGPathDataWriter(precision: precision)
        for element in elements {
            switch element {
            case .move(let p): writer.command("M", [p])
            case .line(let p): writer.command("L", [p])
            case .quadCurve(let p, let c): writer.command("Q", [c, p])
            case .curve(let p, let c1, let c2): writer.command("C", [c1, c2, p])
            case .closeSubpath: writer.close()
            }
        }
        return writer.text
    }
}

/// Builds compact path data one command at a time.
struct SVGPathDataWriter {
    let precision: Int
    let scale: Double
    private(set) var text = ""
    /// The command a bare number list would continue (`L` after `M`, `l` after `m`).
    private var implicitCommand: Character?
    /// Whether the last token written is a number containing a decimal point.
    private var lastHasPoint = false
    /// Whether the last thing written is a number (so a separator may be needed).
    private var lastIsNumber = false
    private var current = Point.zero
    private var subpathStart = Point.zero
    private var started = false

    init(precision: Int) {
        self.precision = min(max(precision, 0), SVGNumber.maximumPrecision)
        var s = 1.0
        for _ in 0..<self.precision { s *= 10 }
        scale = s
    }

    /// Writes `letter` (an absolute command) with `points`, as absolute or relative.
    mutating func command(_ letter: Character, _ points: [Point]) {
        let rounded = points.map { Point(x: round($0.x), y: round($0.y)) }
        let absolute = rounded.flatMap { [$0.x, $0.y] }.map { SVGNumber.formatCompact($0, precision: precision) }
        var choice = (letter: letter, numbers: absolute)
        if started {
            let relative = rounded.flatMap { [$0.x - current.x, $0.y - current.y] }
                .map { SVGNumber.formatCompact($0, precision: precision) }
            let relativeLetter = Character(letter.lowercased())
            if cost(relativeLetter, relative) < cost(letter, absolute) {
                choice = (relativeLetter, relative)
            }
        }
        emit(choice.letter, choice.numbers)
        current = rounded[rounded.count - 1]
        if letter == "M" { subpathStart = current }
        started = true
    }

    /// Writes `Z`; the current point returns to the subpath's start.
    mutating func close() {
        text.append("Z")
        implicitCommand = nil
        lastIsNumber = false
        lastHasPoint = false
        current = subpathStart
    }

    private func round(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        let r = (v * scale).rounded(.toNearestOrAwayFromZero) / scale
        return r.isFinite ? r : v
    }

    /// The number of characters `emit` would append.
    private func cost(_ letter: Character, _ numbers: [String]) -> Int {
        var total = 0
        var hasPoint = lastHasPoint, isNumber = lastIsNumber
        if implicitCommand != letter {
            total += 1
            isNumber = false
        }
        for n in numbers {
            if isNumber && needsSeparator(before: n, afterPoint: hasPoint) { total += 1 }
            total += n.count
            isNumber = true
            hasPoint = n.contains(".")
        }
        return total
    }

    private mutating func emit(_ letter: Character, _ numbers: [String]) {
        if implicitCommand != letter {
            text.append(letter)
            lastIsNumber = false
        }
        for n in numbers {
            if lastIsNumber && needsSeparator(before: n, afterPoint: lastHasPoint) { text.append(" ") }
            text.append(n)
            lastIsNumber = true
            lastHasPoint = n.contains(".")
        }
        switch letter {
        case "M": implicitCommand = "L"
        case "m": implicitCommand = "l"
        default: implicitCommand = letter
        }
    }

    /// Whether `next` would run into the previous number without a space.
    private func needsSeparator(before next: String, afterPoint: Bool) -> Bool {
        guard let first = next.first else { return false }
        if first == "-" { return false }
        if first == "." { return !afterPoint }
        return true
    }
}
