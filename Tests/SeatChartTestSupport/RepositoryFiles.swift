import Foundation

/// Files of this repository that tests read (stadiums, fixtures, snapshots), found from this
/// source file's place, so they are the checked-out files whatever the working directory.
public enum RepositoryFiles {
    /// The repository root (where `Package.swift` and `Stadiums/` live).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The URL of `relative` (a path such as `Stadiums/arena.json`) under the root.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }

    /// The file-system path of `relative` under the root.
    public static func path(_ relative: String) -> String {
        url(relative).path
    }

    /// The folder of fixtures shared by several test targets (`Tests/Fixtures`).
    public static let sharedFixtures: URL = url("Tests/Fixtures")

    /// The folder a test target's sources live in (`Tests/TARGET`).
    public static func testTarget(_ name: String) -> URL {
        url("Tests/\(name)")
    }

    /// A folder that shows the repository's files as they are checked out, without its
    /// `Output` folder: each top-level entry but `Output` (and the build folders) is a link to
    /// the repository's own. Commands run in it read `Stadiums/arena.json` and the fixtures by
    /// the same relative paths, but their default state files and pictures (`Output/...`) are
    /// the tests' own, so a state left in the checkout by `seatchart best` or `serve` (as the
    /// README's example does) cannot change what a test sees. One a test process.
    public static let viewWithoutOutput: URL = {
        let view = ScratchFolder.make(prefix: "seatchart-repository")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for entry in entries where entry != "Output" && !entry.hasPrefix(".build") {
            // A failure shows when a test reads the file.
            try? FileManager.default.createSymbolicLink(at: view.appendingPathComponent(entry), withDestinationURL: root.appendingPathComponent(entry))
        }
        return view
    }()
}
