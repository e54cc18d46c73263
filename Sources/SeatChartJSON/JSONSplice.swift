/// Writes a changed JSON document over the text it was read from, keeping the bytes of every
/// value that did not change: its spacing, its line breaks and how its numbers were written.
///
/// Values are matched by position: an object whose keys are the same, in the same order, keeps
/// its own bytes between members and is compared member by member; an array keeps the
/// elements equal at its start and at its end, compares those between one by one, and writes
/// elements added with the separator its elements already use. Whatever changed is written by
/// `writer`, indented as the line it starts on. Text outside the top-level value (a final
/// newline) is kept.
public enum JSONSplice {
    /// The text of `new`, made from `original` (whose parsed value is `old`) by rewriting only
    /// what differs; the whole of `new` written by `writer` (with a final newline) when
    /// `original` is not one JSON value.
    ///
    /// - Complexity: O(size of the original + size of what is rewritten), plus the equality
    ///   tests of the values compared.
    public static func text(original: [UInt8], old: JSONValue, new: JSONValue, writer: JSONWriter) -> [UInt8] {
        guard let span = JSONSpan.of(original) else {
            var out: [UInt8] = []
            writer.write(new, into: &out)
            out.append(0x0A)
            return out
        }
        var splice = Splicer(bytes: original, writer: writer)
        splice.out += original[0..<span.range.lowerBound]
        splice.write(old: old, span: span, new: new)
        splice.out += original[span.range.upperBound...]
        return splice.out
    }

    private struct Splicer {
        let bytes: [UInt8]
        let writer: JSONWriter
        var out: [UInt8] = []

        init(bytes: [UInt8], writer: JSONWriter) {
            self.bytes = bytes
            self.writer = writer
            out.reserveCapacity(bytes.count + 1024)
        }

        mutating func write(old: JSONValue, span: JSONSpan, new: JSONValue) {
            if old == new {
                out += bytes[span.range]
                return
            }
            switch (old, new) {
            case (.object(let a), .object(let b)) where a.map(\.key) == b.map(\.key) && !a.isEmpty && span.entries.count == a.count:
                entries(span: span, old: a.map(\.value), new: b.map(\.value))
            case (.array(let a), .array(let b)) where !a.isEmpty && !b.isEmpty && span.entries.count == a.count:
                entries(span: span, old: a, new: b)
            default:
                fresh(new)
            }
        }

        /// The entries of a container whose old entries `old` lie at `span.entries`: kept where
        /// equal at both ends, compared one by one between, added or dropped at the end of the
        /// middle. An object's entries are all compared one by one (same keys, same count).
        mutating func entries(span: JSONSpan, old: [JSONValue], new: [JSONValue]) {
            let spans = span.entries
            var head = 0
            while head < min(old.count, new.count), old[head] == new[head] { head += 1 }
            var tail = 0
            while tail < min(old.count, new.count) - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
            // Each new entry with the old entry it is written over (nil: added).
            var plan: [(JSONValue, Int?)] = []
            for j in 0..<new.count {
                if j < head { plan.append((new[j], j)) }
                else if j >= new.count - tail { plan.append((new[j], old.count - (new.count - j))) }
                else { plan.append((new[j], j < old.count - tail ? j : nil)) }
            }
            // The separator the container uses, for entries added.
            let separator: ArraySlice<UInt8> = spans.count >= 2
                ? bytes[spans[0].range.upperBound..<spans[1].range.lowerBound] : [UInt8(ascii: ","), 0x20][...]
            out += bytes[span.range.lowerBound..<spans[0].range.lowerBound]
            var previous: Int? = nil
            for (j, (value, index)) in plan.enumerated() {
                if j > 0 {
                    if let previous, let index, index == previous + 1 {
                        out += bytes[spans[previous].range.upperBound..<spans[index].range.lowerBound]
                    } else {
                        out += separator
                    }
                }
                if let index { write(old: old[index], span: spans[index], new: value) } else { fresh(value) }
                previous = index
            }
            out += bytes[spans[old.count - 1].range.upperBound..<span.range.upperBound]
        }

        /// `value` written anew, its lines indented as the line it starts on.
        mutating func fresh(_ value: JSONValue) {
            var lineStart = out.count
            while lineStart > 0, out[lineStart - 1] != 0x0A { lineStart -= 1 }
            var indent: [UInt8] = []
            while lineStart + indent.count < out.count, [0x20, 0x09].contains(out[lineStart + indent.count]) {
                indent.append(out[lineStart + indent.count])
            }
            var text: [UInt8] = []
            writer.write(value, into: &text)
            for byte in text {
                out.append(byte)
                if byte == 0x0A { out += indent }
            }
        }
    }
}
