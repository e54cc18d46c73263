import Foundation
import SeatChart

/// The stadium files shipped in `Stadiums/`, by file name (`arena.json`).
public enum ShippedStadiums {
    /// The `Stadiums/` folder.
    public static let folder: URL = RepositoryFiles.url("Stadiums")

    /// The file names of `Stadiums/*.json`, sorted; empty when the folder cannot be read
    /// (the suites that take them as arguments also check that there are at least four).
    public static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The paths of `Stadiums/*.json`, sorted.
    public static var paths: [String] { names.map(path) }

    /// The path of the shipped file `name` (`arena.json`).
    public static func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The chart of the shipped file `name` (`arena.json`), laid out once per test process
    /// (``LaidOutCharts``) and shared by the tests that read it.
    public static func chart(_ name: String) throws -> Chart {
        try LaidOutCharts.chart(path: path(name))
    }
}
