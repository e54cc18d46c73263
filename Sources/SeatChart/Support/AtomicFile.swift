import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a new temporary file
/// beside the target (made with `O_EXCL | O_NOFOLLOW`, so a link planted at its name is never
/// followed), are synced, and the file is renamed over the target; then the folder is synced.
/// A target that is a symbolic link is written through: the file it names is replaced and the
/// link kept. A replaced file keeps its permissions. A failure leaves the previous file intact.
public enum AtomicFile {
    /// Writes `data` to `path`, replacing any file there only once all bytes are written.
    ///
    /// - Throws: the underlying file-system error; the target is then untouched.
    public static func write(_ data: Data, to path: String) throws {
        try write(to: path) { descriptor in
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                    offset += written
                }
            }
        }
    }

    /// Writes the file at `path` through `produce`, which gets a descriptor open for writing
    /// on a temporary file beside it, so a large file can be written in pieces as it is made.
    /// The temporary file replaces `path` once `produce` returns and the file is synced and closed.
    ///
    /// - Throws: what `produce` throws, or the file-system error; the temporary file is then
    ///   removed and `path` is untouched.
    public static func write(to path: String, by produce: (_ descriptor: Int32) throws -> Void) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var existing = stat()
        let mode: mode_t = stat(target.path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666
        let (temporary, descriptor) = try createTemporary(beside: target, mode: mode)
        var isOpen = true
        do {
            try produce(descriptor)
            // The permissions of the file replaced (the umask made the new file's).
            if mode != 0o666 { _ = fchmod(descriptor, mode) }
            guard fsync(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            isOpen = false
            if close(descriptor) != 0 || rename(temporary, target.path) != 0 {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        syncFolder(of: target)
    }

    /// A new temporary file beside `url`, hidden, named after it, this process and a random
    /// number, made only if nothing has that name (no link is followed); its path and descriptor.
    private static func createTemporary(beside url: URL, mode: mode_t) throws -> (String, Int32) {
        for _ in 0..<8 {
            let path = temporaryURL(for: url).path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (path, descriptor) }
            if errno != EEXIST { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        throw POSIXError(.EEXIST)
    }

    /// Syncs the folder holding `url`, so that the rename survives a crash of the machine.
    private static func syncFolder(of url: URL) {
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }

    /// The temporary name beside `url` that becomes it: hidden, named after it, this process
    /// and a random number (several threads of one process write at once: `ticket --all-booked`).
    private static func temporaryURL(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt32.random(in: 0...UInt32.max)).tmp")
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
    public static func fillFolder<T>(_ folder: String, by produce: (_ temporaryFolder: String) throws -> T) throws -> T {
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

