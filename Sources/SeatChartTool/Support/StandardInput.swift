import Foundation
import SeatChart

/// Reading standard input, for `-` in place of a file.
enum StandardInput {
    /// All of standard input.
    ///
    /// - Throws: ``InputError`` naming standard input when it cannot be read (a folder, a closed descriptor).
    static func readAll(expected: String) throws -> Data {
        do {
            return try FileHandle.standardInput.readToEnd() ?? Data()
        } catch {
            throw InputError(file: "standard input", place: "", message: "cannot read it (not a readable stream: a folder, a closed descriptor); expected \(expected)")
        }
    }
}
