import Foundation
import Testing

/// A small tmpfs mounted for a fault test (a full disk, read-only media). Mounting needs
/// root, which this project's test machines have; elsewhere ``init(size:)`` fails the test
/// with the reason rather than skipping it.
public struct SmallDisk {
    /// Where the disk is mounted.
    public let folder: URL

    /// Mounts a tmpfs of `size` (`32k`, `4m`) on a new scratch folder.
    public init(size: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        folder = ScratchFolder.make(prefix: "seatchart-disk")
        let mount = try CapturedRun.run(URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder.path])
        try #require(mount.status == 0, "mounting a \(size) tmpfs needs root: \(mount.stderr)", sourceLocation: sourceLocation)
    }

    /// Makes the disk read-only.
    public func remountReadOnly(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let remount = try CapturedRun.run(URL(fileURLWithPath: "/bin/mount"), ["-o", "remount,ro", folder.path])
        try #require(remount.status == 0, "\(remount.stderr)", sourceLocation: sourceLocation)
    }

    /// Unmounts the disk and removes its folder.
    public func unmount() {
        _ = try? CapturedRun.run(URL(fileURLWithPath: "/bin/umount"), [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }
}
