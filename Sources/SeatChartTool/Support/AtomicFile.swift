import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file
/// beside the target, which is then renamed over it. A failure leaves the previous file intact.
enum AtomicFile {
    /// Writes `data` to `path`, replacing any file there only once all bytes are written.
    ///
    /// - Throws: the underlying file-system error; the target is then untouched.
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = temporaryURL(for: url)
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

    /// Writes the file at `path` through `produce`, which gets a descriptor open for writing
    /// on a temporary file beside it, so a large file can be written in pieces as it is made.
    /// The temporary file replaces `path` once `produce` returns and the file is closed.
    ///
    /// - Throws: what `produce` throws, or the file-system error; the temporary file is then
    ///   removed and `path` is untouched.
    static func write(to path: String, by produce: (_ descriptor: Int32) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = temporaryURL(for: url).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var isOpen = true
        do {
            try produce(descriptor)
            isOpen = false
            if close(descriptor) != 0 || rename(temporary, url.path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// The temporary file beside `url` that becomes it: hidden, named after it and this process.
    private static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    }

    /// Fills a folder whole or not at all: `produce` writes every file into a temporary
    /// folder beside `folder`, which then takes `folder`'s place; an earlier `folder` is
    /// moved aside first and removed once the new one is in place. A failure removes the
    /// temporary folder and leaves an earlier `folder` as it was.
    ///
    /// - Parameters:
    ///   - folder: the folder to fill; its parent must exist.
    ///   - produce: writes the files into the folder it is given.
    /// - Returns: what `produce` returns.
    /// - Throws: what `produce` throws, or the file-system error of a rename.
    static func fillFolder<T>(_ folder: String, by produce: (_ temporaryFolder: String) throws -> T) throws -> T {
        let url = URL(fileURLWithPath: folder)
        let temporary = temporaryURL(for: url).path
        let aside = temporaryURL(for: url).path + ".old"
        try? FileManager.default.removeItem(atPath: temporary)
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        do {
            let result = try produce(temporary)
            var isDirectory: ObjCBool = false
            let hadFolder = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if hadFolder {
                try? FileManager.default.removeItem(atPath: aside)
                if rename(url.path, aside) != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            }
            if rename(temporary, url.path) != 0 {
                let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                if hadFolder { _ = rename(aside, url.path) }
                throw failure
            }
            if hadFolder { try? FileManager.default.removeItem(atPath: aside) }
            return result
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}

