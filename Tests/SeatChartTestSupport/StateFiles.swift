import Foundation

/// State files for the store and sale tests.
public enum StateFiles {
    /// A new path for a state file in a temporary folder that does not exist yet, so every
    /// store opened on it also makes its folder.
    public static func newPath() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seatchart-store-\(UUID().uuidString)")
        return folder.appendingPathComponent("state.sqlite").path
    }
}
