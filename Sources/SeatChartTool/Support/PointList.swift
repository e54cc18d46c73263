#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SeatChart
import SeatChartGeometry

/// Reads the point lists of `seatchart hit --points`: one point a line, two numbers `X Y`
/// separated by spaces, tabs or one comma (`-12.5 30`, `4,-3`, `1e2\t7`), lines ending in
/// `\n` or `\r\n`. A final line without a newline counts; nothing else may be on a line.
enum PointList {
    /// The points of `bytes`, one per line, in order.
    ///
    /// - Parameters:
    ///   - bytes: the text.
    ///   - file: how to name the input in messages (a path, or `standard input`).
    /// - Throws: ``InputError`` naming the first malformed line by number (1-based): an
    ///   empty line, a missing or extra value, a word that is not a number, or a number
    ///   that is not finite.
    /// - Complexity: O(bytes).
    static func parse(_ bytes: [UInt8], file: String) throws -> [Point] {
        var text = bytes
        text.append(0)  // strtod reads up to a byte it cannot use; the 0 stops it at the end.
        let count = bytes.count
        var points: [Point] = []
        points.reserveCapacity(count / 12)
        var problem: InputProblem?
        text.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            var start = 0, line = 1
            while start < count {
                var end = start
                while end < count && base[end] != 10 { end += 1 }
                var stop = end
                if stop > start && base[stop - 1] == 13 { stop -= 1 }
                switch point(base, from: start, to: stop) {
                case .success(let p): points.append(p)
                case .failure(let message):
                    problem = InputProblem(file: file, place: "line \(line)", message: message.message)
                    return
                }
                start = end + 1
                line += 1
            }
        }
        if let problem { throw InputError([problem]) }
        return points
    }

    private struct Malformed: Error { var message: String }

    /// The point on the line `base[from..<to]` (without its line ending).
    private static func point(_ base: UnsafeMutablePointer<UInt8>, from: Int, to: Int) -> Result<Point, Malformed> {
        let expected = "expected two numbers X Y"
        var i = skipBlanks(base, from, to)
        guard i < to else { return .failure(Malformed(message: "\(expected), found an empty line")) }
        guard let (x, afterX) = number(base, at: i, to: to) else {
            return .failure(Malformed(message: "\(expected), found \(quoted(base, i, to))"))
        }
        i = skipBlanks(base, afterX, to)
        if i < to && base[i] == UInt8(ascii: ",") { i = skipBlanks(base, i + 1, to) }
        guard i < to, i > afterX else {
            return .failure(Malformed(message: i >= to ? "\(expected), found only one number" : "\(expected), found \(quoted(base, from, to))"))
        }
        guard let (y, afterY) = number(base, at: i, to: to) else {
            return .failure(Malformed(message: "\(expected), found \(quoted(base, i, to))"))
        }
        let rest = skipBlanks(base, afterY, to)
        guard rest == to else { return .failure(Malformed(message: "\(expected), found more after them: \(quoted(base, rest, to))")) }
        guard x.isFinite, y.isFinite else { return .failure(Malformed(message: "\(expected) that are finite, found \(quoted(base, from, to))")) }
        return .success(Point(x, y))
    }

    /// The number starting at `i` and where it ends, or `nil` when none starts there or it
    /// runs past `to`.
    private static func number(_ base: UnsafeMutablePointer<UInt8>, at i: Int, to: Int) -> (Double, Int)? {
        // strtod would skip line breaks and leading blanks itself; the caller already did.
        let c = base[i]
        guard c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || (c >= 48 && c <= 57)
              || c == UInt8(ascii: "i") || c == UInt8(ascii: "I") || c == UInt8(ascii: "n") || c == UInt8(ascii: "N")
        else { return nil }
        let start = UnsafeMutableRawPointer(base + i).assumingMemoryBound(to: CChar.self)
        var end: UnsafeMutablePointer<CChar>?
        let value = strtod(start, &end)
        guard let end else { return nil }
        let after = i + (end - start)
        guard after > i, after <= to else { return nil }
        // A number must end at a blank, a comma or the end of the line.
        if after < to {
            let next = base[after]
            guard next == 32 || next == 9 || next == UInt8(ascii: ",") else { return nil }
        }
        return (value, after)
    }

    private static func skipBlanks(_ base: UnsafeMutablePointer<UInt8>, _ i: Int, _ to: Int) -> Int {
        var i = i
        while i < to && (base[i] == 32 || base[i] == 9) { i += 1 }
        return i
    }

    /// Up to 40 characters of `base[from..<to]`, quoted, for a message.
    private static func quoted(_ base: UnsafeMutablePointer<UInt8>, _ from: Int, _ to: Int) -> String {
        let end = min(to, from + 40)
        let text = String(decoding: UnsafeBufferPointer(start: base + from, count: max(0, end - from)), as: UTF8.self)
        return "\"\(text)\(end < to ? "..." : "")\""
    }
}
