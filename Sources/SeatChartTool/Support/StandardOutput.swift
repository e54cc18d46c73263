import Foundation

/// Writing large outputs to standard output in one go.
enum StandardOutput {
    /// Writes `text` to standard output as it is (add the newline yourself).
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `bytes` (UTF-8 text) to standard output as they are.
    static func write(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }
}
