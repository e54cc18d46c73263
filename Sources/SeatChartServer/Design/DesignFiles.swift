import Foundation
import SeatChart
import SeatChartJSON
import Synchronization

/// The stadium file the designer edits and its draft, `FILE.draft` beside it.
///
/// Saving writes the file atomically (a temporary file beside it, renamed over it), keeping
/// the bytes of what did not change (``JSONSplice``), then removes the draft. The draft holds
/// `{"document": DOCUMENT, "background": ...}` as the page sent it; it is offered when it is
/// newer than the file. One change at a time: saves and drafts are serialized.
public final class DesignFiles: Sendable {
    /// The stadium file, as given on the command line.
    public let path: String
    /// The draft: the file's path with `.draft` added.
    public var draftPath: String { path + ".draft" }
    /// How numbers changed by the designer are written: at most 6 decimals (a micrometre).
    static let writer = JSONWriter(layout: .indented, precision: 6)

    private let lock = Mutex(0)

    public init(path: String) { self.path = path }

    /// The file's text.
    ///
    /// - Throws: ``InputError`` naming the file when it cannot be read or is not UTF-8.
    public func text() throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, place: "", message: "cannot read the file; expected a readable stadium file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, place: "", message: "the file is not UTF-8 text; expected a JSON stadium file")
        }
        return text
    }

    /// The draft's text when there is one newer than the file (its time of change, too).
    public func newerDraft() -> (text: String, modified: Date)? {
        let manager = FileManager.default
        guard let draft = try? manager.attributesOfItem(atPath: draftPath), let draftTime = draft[.modificationDate] as? Date,
              let data = manager.contents(atPath: draftPath), let text = String(data: data, encoding: .utf8)
        else { return nil }
        let fileTime = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let fileTime, fileTime >= draftTime { return nil }
        return (text, draftTime)
    }

    /// Writes the draft (atomically).
    public func writeDraft(_ bytes: [UInt8]) throws {
        try lock.withLock { _ in try Self.atomicWrite(bytes, to: draftPath) }
    }

    /// Removes the draft, if any.
    public func discardDraft() {
        lock.withLock { _ in _ = unlink(draftPath) }
    }

    /// Writes `document` over the file, keeping the bytes of the values that did not change
    /// since the file on disk was written, and removes the draft.
    ///
    /// - Returns: the text written.
    public func save(_ document: JSONValue) throws -> [UInt8] {
        try lock.withLock { _ in
            let original = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
            let bytes: [UInt8]
            if let old = try? JSONParser.parse(Data(original)) {
                bytes = JSONSplice.text(original: original, old: old, new: document, writer: Self.writer)
            } else {
                var out: [UInt8] = []
                Self.writer.write(document, into: &out)
                out.append(0x0A)
                bytes = out
            }
            try Self.atomicWrite(bytes, to: path)
            _ = unlink(draftPath)
            return bytes
        }
    }

    /// Writes `bytes` over `path` through ``AtomicFile`` (a reader sees the old file or the new
    /// one, never half; a failure leaves the old file).
    static func atomicWrite(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.write(Data(bytes), to: path)
        } catch {
            throw InputError(file: path, place: "", message: "cannot write the file: \(error.localizedDescription)")
        }
    }
}
