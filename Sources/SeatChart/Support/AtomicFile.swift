import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file
/// beside the target, which is then renamed over it. A failure leaves the previous file intact.
public enum AtomicFile {
    /// Writes `data` to `path`, replacing any file there only once all bytes are written.
    ///
    /// - Throws: the underlying file-system error; the target is then untouched.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary, options: [])
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
