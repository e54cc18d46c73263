import Foundation

/// Fresh folders in the system's temporary directory, one for each test that writes files.
public enum ScratchFolder {
    /// A new, empty folder named `PREFIX-UUID`, created on disk.
    public static func make(prefix: String = "seatchart-tests") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)  // a failure shows when the test writes
        return url
    }
}
