import Foundation

extension JSONSplice {
    /// The spliced text read back differs from the document meant to be written.
    public struct Mismatch: Error, Hashable, Sendable, CustomStringConvertible {
        /// The first place where the text read back differs (`sections[2].center[0]`, `$`).
        public var place: JSONPath
        /// What differs there.
        public var detail: String

        public var description: String { "the text written would read back differently at \(place): \(detail)" }
    }

    /// ``text(original:old:new:writer:)``, read back and compared with `new` before it is
    /// returned: the bytes a caller writes are the document it validated.
    ///
    /// Numbers agree when they are equal or when the one read back is `new`'s number as
    /// `writer` writes it (at most ``JSONWriter/precision`` decimals); everything else must be
    /// equal, keys in the same order, duplicates included.
    ///
    /// - Throws: ``Mismatch`` naming the first place that differs, or that the text is not
    ///   JSON; nothing is written by this function.
    public static func checkedText(original: [UInt8], old: JSONValue, new: JSONValue, writer: JSONWriter) throws(Mismatch) -> [UInt8] {
        let bytes = text(original: original, old: old, new: new, writer: writer)
        let written: JSONValue
        do {
            written = try JSONParser.parse(Data(bytes))
        } catch {
            throw Mismatch(place: .root, detail: "it is not JSON (\(error))")
        }
        if let (place, detail) = difference(written, new, writer: writer, at: .root) {
            throw Mismatch(place: place, detail: detail)
        }
        return bytes
    }

    /// The first place where `written` is not `intended` as `writer` writes it, with what differs.
    ///
    /// - Complexity: O(size of the documents).
    public static func difference(_ written: JSONValue, _ intended: JSONValue, writer: JSONWriter, at place: JSONPath = .root) -> (JSONPath, String)? {
        switch (written, intended) {
        case (.number(let a), .number(let b)):
            if a == b || Double(writer.number(b)) == a { return nil }
            return (place, "\(JSONValue.numberSummary(a)) instead of \(JSONValue.numberSummary(b))")
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return (place, "\(a.count) elements instead of \(b.count)") }
            for i in a.indices {
                if let found = difference(a[i], b[i], writer: writer, at: place.index(i)) { return found }
            }
            return nil
        case (.object(let a), .object(let b)):
            guard a.map(\.key) == b.map(\.key) else {
                return (place, "the keys \(a.map(\.key)) instead of \(b.map(\.key))")
            }
            for i in a.indices {
                if let found = difference(a[i].value, b[i].value, writer: writer, at: place.key(a[i].key)) { return found }
            }
            return nil
        default:
            return written == intended ? nil : (place, "\(written.summary) instead of \(intended.summary)")
        }
    }
}
