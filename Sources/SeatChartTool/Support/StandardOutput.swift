import Foundation
import SeatChart

/// Writing to standard output and standard error. A write that fails (the reader went away:
/// `seatchart seats ... | head -1`, a server's log closed) never stops the program: the
/// command's work is done all the same, and the write says whether it went through.
enum StandardOutput {
    /// Writes `text` to standard output as it is (add the newline yourself); whether it was written.
    @discardableResult
    static func write(_ text: String) -> Bool {
        write(Data(text.utf8), to: .standardOutput)
    }

    /// Writes `bytes` (UTF-8 text) to standard output as they are; whether they were written.
    @discardableResult
    static func write(_ bytes: [UInt8]) -> Bool {
        write(Data(bytes), to: .standardOutput)
    }

    /// Writes `data` to `handle` (standard output or standard error); whether it was written.
    @discardableResult
    static func write(_ data: Data, to handle: FileHandle) -> Bool {
        do {
            try handle.write(contentsOf: data)
            return true
        } catch {
            return false
        }
    }
}
