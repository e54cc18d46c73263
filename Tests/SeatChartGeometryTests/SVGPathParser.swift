import SeatChartGeometry

/// A small reader of SVG path data (M L Q C Z, absolute and relative, implicit repeats),
/// written independently of the writer so the tests can read its output back.
enum SVGPathParser {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Every point the data names (end points and control points), absolute, in order.
    static func points(_ data: String) throws -> [Point] {
        let tokens = try tokenize(data)
        var points: [Point] = []
        var index = 0
        var command: Character?
        var current = Point.zero, start = Point.zero
        func number() throws -> Double {
            guard index < tokens.count, case .number(let v) = tokens[index] else {
                throw Failure(description: "number expected at token \(index) in \(data)")
            }
            index += 1
            return v
        }
        func point(relative: Bool) throws -> Point {
            let x = try number(), y = try number()
            return relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
        }
        while index < tokens.count {
            if case .letter(let c) = tokens[index] {
                command = c
                index += 1
            } else if command == "M" {
                command = "L"
            } else if command == "m" {
                command = "l"
            }
            guard let c = command else { throw Failure(description: "no command in \(data)") }
            let relative = c.isLowercase
            switch c.uppercased() {
            case "M":
                current = try point(relative: relative); start = current; points.append(current)
            case "L":
                current = try point(relative: relative); points.append(current)
            case "Q":
                let control = try point(relative: relative), end = try point(relative: relative)
                points.append(contentsOf: [control, end]); current = end
            case "C":
                let c1 = try point(relative: relative), c2 = try point(relative: relative), end = try point(relative: relative)
                points.append(contentsOf: [c1, c2, end]); current = end
            case "Z":
                current = start; command = nil
            default:
                throw Failure(description: "unknown command \(c)")
            }
        }
        return points
    }

    private enum Token { case letter(Character), number(Double) }

    private static func tokenize(_ data: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(data)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "," { i += 1; continue }
            if c.isLetter && c != "e" { tokens.append(.letter(c)); i += 1; continue }
            var j = i
            if chars[j] == "-" || chars[j] == "+" { j += 1 }
            var seenPoint = false
            while j < chars.count, chars[j].isNumber || (chars[j] == "." && !seenPoint) {
                if chars[j] == "." { seenPoint = true }
                j += 1
            }
            if j < chars.count, chars[j] == "e" {
                j += 1
                if j < chars.count, chars[j] == "-" || chars[j] == "+" { j += 1 }
                while j < chars.count, chars[j].isNumber { j += 1 }
            }
            guard j > i, let value = Double(String(chars[i..<j])) else {
                throw Failure(description: "bad number at \(i) in \(data)")
            }
            tokens.append(.number(value))
            i = j
        }
        return tokens
    }
}
