import Foundation
import SeatChart

/// Where commands write by default: `Output/` in the current folder, named after the
/// stadium file.
enum DefaultOutput {
    /// `Output/<stem><suffix>`, the stem being the stadium file's name without its extension.
    static func path(forStadium stadiumPath: String, suffix: String) -> String {
        "Output/" + URL(fileURLWithPath: stadiumPath).deletingPathExtension().lastPathComponent + suffix
    }

    /// Creates `folder` and any folders above it that are missing.
    ///
    /// - Throws: ``InputError`` naming `folder` as "cannot create `what`".
    static func createFolder(_ folder: String, what: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(file: folder, place: "", message: "cannot create \(what) (\(error.localizedDescription))")
        }
    }
}
