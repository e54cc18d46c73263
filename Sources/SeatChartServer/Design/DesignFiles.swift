import Crypto
import Foundation
import SeatChart
import SeatChartJSON
import Synchronization

/// The stadium file the designer edits and its draft, `FILE.draft` beside it.
///
/// Opening reads the file through ``InputFile`` (at most ``maximumFileBytes``) and gives its
/// ``version`` (a hash of its bytes). Saving writes the file atomically (a temporary file
/// beside it, renamed over it), keeping the bytes of what did not change (``JSONSplice``), and
/// only when the file on disk is still the version the page opened or last saved: an edit made
/// elsewhere in between is never overwritten. The text written is read back and compared with
/// the document first (``JSONSplice/checkedText(original:old:new:writer:)``).
///
/// The draft holds `{"document", "background", "revision"}` as the page sent it; it is offered
/// when its document is not null and it is newer than the file. A save leaves the background in
/// the draft (`"document": null`), never in the stadium file. Drafts and saves carry the page's
/// revision, a number that grows with each change: a draft whose revision is not above the
/// newest draft or save written is late and dropped, so a draft sent before a save and
/// arriving after it cannot bring back an old document. One change at a time: saves and
/// drafts are serialized.
public final class DesignFiles: Sendable {
    /// The stadium file, as given on the command line.
    public let path: String
    /// The draft: the file's path with `.draft` added.
    public var draftPath: String { path + ".draft" }
    /// The largest file opened or written.
    public let maximumFileBytes: Int
    /// How numbers changed by the designer are written: at most 6 decimals (a micrometre).
    static let writer = JSONWriter(layout: .indented, precision: 6)

    /// The newest revision written to the draft or saved.
    private let revision: Mutex<Int>

    public init(path: String, maximumFileBytes: Int = DesignSettings().maximumFileBytes) {
        self.path = path
        self.maximumFileBytes = maximumFileBytes
        revision = Mutex(Self.draft(at: path + ".draft")?.member("revision")?.numberValue.map { Int($0) } ?? 0)
    }

    /// The file as opened: its text, version, the draft's parts and the revision to go on from.
    public struct Opened: Sendable {
        /// The file's text.
        public var text: String
        /// The version of the file's bytes (``DesignFiles/version(of:)``): what a save names as its base.
        public var version: String
        /// The draft's text and time when it holds a document and is newer than the file.
        public var draft: (text: String, modified: Date)?
        /// The background the draft keeps (null when none), whatever the draft's age.
        public var background: JSONValue
        /// The newest revision written; the page's changes go on from it.
        public var revision: Int
        /// Where the file has a key twice (`sections[1].center`): a reader of the page keeps
        /// only the last one.
        public var duplicateKeys: [String]
    }

    /// Reads the file and its draft.
    ///
    /// - Throws: ``Refusal/tooLargeToOpen(file:bytes:limit:)`` when it is larger than
    ///   ``maximumFileBytes``; ``InputError`` naming the file when it cannot be read or is not UTF-8.
    public func open() throws -> Opened {
        let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
        if size > maximumFileBytes { throw Refusal.tooLargeToOpen(file: path, bytes: size, limit: maximumFileBytes) }
        let data = try InputFile.read(path: path, limit: maximumFileBytes)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, place: "", message: "the file is not UTF-8 text; expected a JSON stadium file")
        }
        let manager = FileManager.default
        let kept = Self.draft(at: draftPath)
        var draft: (String, Date)? = nil
        if let kept, kept.member("document").map({ $0 != .null }) ?? false,
           let draftTime = (try? manager.attributesOfItem(atPath: draftPath))?[.modificationDate] as? Date,
           let draftText = manager.contents(atPath: draftPath).flatMap({ String(data: $0, encoding: .utf8) }) {
            let fileTime = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            if fileTime.map({ $0 < draftTime }) ?? true { draft = (draftText, draftTime) }
        }
        let parsed = try? JSONParser.parse(data)
        return Opened(
            text: text, version: Self.version(of: [UInt8](data)), draft: draft, background: kept?.member("background") ?? .null,
            revision: revision.withLock { $0 }, duplicateKeys: parsed.map { Self.duplicateKeys(in: $0) } ?? [])
    }

    /// The version of a file's bytes: `sha256:` and their SHA-256 in hex.
    public static func version(of bytes: [UInt8]) -> String {
        "sha256:" + SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
    }

    /// Writes the draft (atomically) when `revision` is above the newest written.
    ///
    /// - Returns: whether it was written (false: a late draft, dropped).
    public func writeDraft(_ bytes: [UInt8], revision: Int) throws -> Bool {
        try self.revision.withLock { newest in
            guard revision > newest else { return false }
            try Self.atomicWrite(bytes, to: draftPath)
            newest = revision
            return true
        }
    }

    /// Removes the draft, if any; a draft of `revision` or before that comes later is dropped.
    public func discardDraft(revision discarded: Int = 0) {
        revision.withLock { newest in
            _ = unlink(draftPath)
            newest = max(newest, discarded)
        }
    }

    /// Why the file was not opened or a save wrote nothing.
    public enum Refusal: Error, Sendable, CustomStringConvertible {
        /// The file on disk is not the version the page opened or last saved.
        case changedOnDisk(file: String)
        /// The file is larger than the designer opens.
        case tooLargeToOpen(file: String, bytes: Int, limit: Int)
        /// The text would be larger than the designer opens.
        case tooLarge(file: String, bytes: Int, limit: Int)
        /// The text written would not read back as the document.
        case mismatch(file: String, JSONSplice.Mismatch)
        /// A Save as… name that is not a plain `.json` file name.
        case badName(String)
        /// A Save as… name of a file that exists.
        case exists(file: String)

        public var description: String {
            switch self {
            case .changedOnDisk(let file):
                return "\(file) changed on disk since it was opened or last saved; nothing was written (the changes are kept in the draft): Reload to see the file's new version and restore the changes from the draft, or Save as a new file"
            case .tooLargeToOpen(let file, let bytes, let limit):
                return "\(file) is \(bytes) bytes, more than the \(Self.mebibytes(limit)) the designer opens (a larger file cannot be saved back); edit it as text or split it"
            case .tooLarge(let file, let bytes, let limit):
                return "\(file) would be \(bytes) bytes, more than the \(Self.mebibytes(limit)) the designer opens; nothing was written"
            case .badName(let name):
                return "\"\(TerminalText.shortened(name))\" is not a file name to save as: expected letters, digits, '-', '_', '.' or spaces, ending in .json"
            case .exists(let file):
                return "\(file) exists; nothing was written: choose another name"
            case .mismatch(let file, let mismatch):
                return "\(file) was not written: \(mismatch)"
            }
        }

        /// `64 MiB`, or `12345 bytes` below a mebibyte.
        static func mebibytes(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes" }
    }

    /// What a save wrote: the text and its version.
    public struct Saved: Sendable {
        public var bytes: [UInt8]
        public var version: String
    }

    /// Writes `document` over the file when the file on disk is still version `base`, keeping
    /// the bytes of the values that did not change, and leaves in the draft only `background`
    /// (removing it when null).
    ///
    /// - Throws: ``Refusal`` when nothing was written for a reason of the file; ``InputError``
    ///   when it cannot be written.
    public func save(_ document: JSONValue, base: String, revision: Int, background: JSONValue) throws -> Saved {
        try self.revision.withLock { newest in
            guard let current = try? [UInt8](InputFile.read(path: path, limit: maximumFileBytes)), Self.version(of: current) == base else {
                throw Refusal.changedOnDisk(file: path)
            }
            let bytes: [UInt8]
            do {
                bytes = try JSONSplice.checkedText(
                    original: current, old: (try? JSONParser.parse(Data(current))) ?? .null, new: document, writer: Self.writer)
            } catch let mismatch as JSONSplice.Mismatch {
                throw Refusal.mismatch(file: path, mismatch)
            }
            guard bytes.count <= maximumFileBytes else {
                throw Refusal.tooLarge(file: path, bytes: bytes.count, limit: maximumFileBytes)
            }
            try Self.atomicWrite(bytes, to: path)
            newest = max(newest, revision)
            if background == .null {
                _ = unlink(draftPath)
            } else {
                let kept = JSONValue.object([
                    JSONMember("document", .null), JSONMember("background", background), JSONMember("revision", .number(Double(newest))),
                ])
                try Self.atomicWrite([UInt8](JSONWriter().data(kept)), to: draftPath)
            }
            return Saved(bytes: bytes, version: Self.version(of: bytes))
        }
    }

    /// Writes `document` as a new stadium file `name` beside the file (a plain file name ending
    /// in `.json`), never over one that exists; the file edited and its draft stay as they are.
    /// The path written.
    public func saveAs(_ document: JSONValue, name: String) throws -> String {
        guard Self.isPlainFileName(name) else { throw Refusal.badName(name) }
        let folder = (path as NSString).deletingLastPathComponent
        let target = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: target) else { throw Refusal.exists(file: target) }
        let bytes = [UInt8](Self.writer.data(document)) + [0x0A]
        guard bytes.count <= maximumFileBytes else { throw Refusal.tooLarge(file: target, bytes: bytes.count, limit: maximumFileBytes) }
        try Self.atomicWrite(bytes, to: target)
        return target
    }

    /// Whether `name` is a file name of letters, digits, `-`, `_`, `.` and spaces ending in `.json`,
    /// at most 200 characters, not hidden.
    static func isPlainFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") && name.count > 5 && name.count <= 200 && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_. ".unicodeScalars.contains($0)) }
    }

    /// The draft at `path` read as JSON, nil when there is none or it is not JSON.
    static func draft(at path: String) -> JSONValue? {
        FileManager.default.contents(atPath: path).flatMap { try? JSONParser.parse($0) }
    }

    /// The places of the second and later members of a key in one object, in document order.
    static func duplicateKeys(in value: JSONValue, at place: JSONPath = .root) -> [String] {
        switch value {
        case .array(let elements):
            return elements.enumerated().flatMap { i, element in duplicateKeys(in: element, at: place.index(i)) }
        case .object(let members):
            var seen: Set<String> = [], found: [String] = []
            for member in members {
                if !seen.insert(member.key).inserted { found.append(place.key(member.key).description) }
                found += duplicateKeys(in: member.value, at: place.key(member.key))
            }
            return found
        default:
            return []
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
