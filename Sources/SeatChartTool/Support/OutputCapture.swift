import Foundation
import SeatChart

/// What a command writes to standard output and standard error while it runs, caught in two
/// temporary files (for `script --json`, which reports each line's output as JSON).
///
/// The process's descriptors 1 and 2 point at the files while `body` runs and are put back
/// after, so everything a command writes is caught: `print`, `FileHandle` writes and C
/// libraries alike. One process runs one line at a time, so nothing else writes meanwhile.
final class OutputCapture {
    private let files: [(descriptor: Int32, path: String)]
    private let saved: [Int32]

    /// Makes the two files.
    ///
    /// - Throws: ``InputError`` when no temporary file can be made.
    init() throws {
        var files: [(Int32, String)] = []
        for name in ["stdout", "stderr"] {
            var template = Array((NSTemporaryDirectory() + "/seatchart-script-\(name)-XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else {
                throw InputError(file: NSTemporaryDirectory(), place: "", message: "cannot make a temporary file for script --json")
            }
            let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            unlink(path)  // gone when closed
            files.append((descriptor, path))
        }
        self.files = files
        saved = [dup(STDOUT_FILENO), dup(STDERR_FILENO)]
    }

    deinit {
        for file in files { close(file.descriptor) }
        for descriptor in saved { close(descriptor) }
    }

    /// Runs `body` with standard output and error caught; returns what each received, as text.
    func run(_ body: () -> Void) -> (output: String, errors: String) {
        fflush(nil)
        for (target, file) in zip([STDOUT_FILENO, STDERR_FILENO], files) {
            ftruncate(file.descriptor, 0)
            lseek(file.descriptor, 0, SEEK_SET)
            dup2(file.descriptor, target)
        }
        body()
        fflush(nil)
        for (target, descriptor) in zip([STDOUT_FILENO, STDERR_FILENO], saved) { dup2(descriptor, target) }
        let texts = files.map { file -> String in
            let size = lseek(file.descriptor, 0, SEEK_END)
            guard size > 0 else { return "" }
            var bytes = [UInt8](repeating: 0, count: Int(size))
            let read = pread(file.descriptor, &bytes, Int(size), 0)
            return String(decoding: bytes.prefix(max(0, read)), as: UTF8.self)
        }
        return (texts[0], texts[1])
    }
}
