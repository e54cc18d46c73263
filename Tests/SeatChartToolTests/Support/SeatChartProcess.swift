import Foundation
import SeatChartTestSupport

/// Runs the built `seatchart` binary and captures what it prints.
struct SeatChartProcess {
    /// What one run printed and how it ended.
    typealias Result = CapturedRun

    /// The `seatchart` binary built beside the test bundle.
    static let executable: URL = {
        var candidates: [URL] = [Bundle.main.bundleURL]
        if let argument = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent()) }
        for directory in candidates {
            let url = directory.appendingPathComponent("seatchart")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return Bundle.main.bundleURL.appendingPathComponent("seatchart")
    }()

    /// A path under the repository root.
    static func path(_ relative: String) -> String {
        RepositoryFiles.path(relative)
    }

    /// A new empty directory for one test's files.
    static func temporaryDirectory() -> URL {
        ScratchFolder.make()
    }

    /// Runs `seatchart arguments...` in `directory` (default the repository's files without its
    /// `Output` folder, `RepositoryFiles.viewWithoutOutput`), feeding `input` on standard input.
    @discardableResult
    static func run(
        _ arguments: [String], input: String? = nil, in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        try CapturedRun.run(executable, arguments, input: input, in: directory ?? RepositoryFiles.viewWithoutOutput, environment: environment)
    }
}
