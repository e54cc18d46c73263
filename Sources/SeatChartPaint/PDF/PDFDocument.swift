import Foundation

/// A PDF file being written object by object: numbered objects, streams compressed with
/// zlib, the cross-reference table and the trailer. Nothing in it depends on the time or
/// the machine, so the same page gives the same bytes.
struct PDFDocument {
    private(set) var bytes: [UInt8] = Array("%PDF-1.5\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    /// Where each object starts, by number (index 0 is object 1); nil until it is written.
    private var offsets: [Int?] = []

    /// A number for an object written later (so objects can point at each other).
    mutating func reserve() -> Int {
        offsets.append(nil)
        return offsets.count
    }

    /// Writes object `number` with `body` (a dictionary, an array, a number).
    mutating func write(_ number: Int, _ body: String) {
        begin(number)
        bytes.append(contentsOf: body.utf8)
        bytes.append(contentsOf: "\nendobj\n".utf8)
    }

    /// The zlib level of every stream: 2, zlib's fast matcher, a fifth of the time of its
    /// default level (6) on a page's operators for about a seventh more bytes.
    static let streamLevel: Int32 = 2

    /// Writes object `number` as a stream of `data`, compressed (as it is when zlib refuses),
    /// its dictionary `entries` (without `/Length` and `/Filter`, which are added).
    mutating func writeStream(_ number: Int, entries: String = "", data: [UInt8]) {
        if let packed = PDFDeflateStream(level: Self.streamLevel).finish(data) {
            writeStream(number, entries: entries, compressed: packed)
        } else {
            writeStream(number, entries: entries, bytes: data, filter: "")
        }
    }

    /// Writes object `number` as a stream of bytes already compressed by ``PDFDeflateStream``.
    mutating func writeStream(_ number: Int, entries: String = "", compressed: [UInt8]) {
        writeStream(number, entries: entries, bytes: compressed, filter: " /Filter /FlateDecode")
    }

    private mutating func writeStream(_ number: Int, entries: String, bytes data: [UInt8], filter: String) {
        begin(number)
        bytes.append(contentsOf: "<< /Length \(data.count)\(filter)\(entries.isEmpty ? "" : " " + entries) >>\nstream\n".utf8)
        bytes.append(contentsOf: data)
        bytes.append(contentsOf: "\nendstream\nendobj\n".utf8)
    }

    /// The file: the objects written, the cross-reference table and the trailer pointing at
    /// `root` (the catalogue) and `info`. An object reserved and never written is listed
    /// as free.
    mutating func finish(root: Int, info: Int) -> [UInt8] {
        let table = bytes.count
        var xref = "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            xref += offset.map { String(repeating: "0", count: max(0, 10 - String($0).count)) + String($0) + " 00000 n \n" } ?? "0000000000 65535 f \n"
        }
        xref += "trailer\n<< /Size \(offsets.count + 1) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        bytes.append(contentsOf: xref.utf8)
        return bytes
    }

    private mutating func begin(_ number: Int) {
        guard (1...offsets.count).contains(number) else { return }
        offsets[number - 1] = bytes.count
        bytes.append(contentsOf: "\(number) 0 obj\n".utf8)
    }
}
