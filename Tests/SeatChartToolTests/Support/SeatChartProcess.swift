import Foundation
import SeatChartTestSupport

/// Runs the built `seatchart` binary and captures what it prints.
struct SeatChartProcess {
    /// What one run printed and how it ended.
    typealias Result = CapturedRun

    /// The `seatchart` binary the tests start: a copy, made once a test process, of the one
    /// built beside the test bundle, in the same folder (so the binary finds its resources as
    /// the built one does). The install test builds the product alone, which may relink the
    /// built binary, and a start of it during the link fails with "Text file busy". `cp` writes
    /// the copy in a process of its own: a descriptor open for writing in this process would be
    /// inherited by every child other tests start meanwhile, until that child closes it, and a
    /// start of the copy then fails with "Text file busy" too. The copy is written under a name
    /// of its own and renamed into place: a copy another test process is running stays whole.
    static let executable: URL = {
        let built = builtExecutable
        let copy = built.deletingLastPathComponent().appendingPathComponent("seatchart-under-test")
        let staging = built.deletingLastPathComponent().appendingPathComponent(".seatchart-under-test-\(getpid())")
        do {
            try? FileManager.default.removeItem(at: staging)
            try ChildProcess.output(of: "/bin/cp", [built.path, staging.path])
            guard rename(staging.path, copy.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return copy
        } catch {
            FileHandle.standardError.write(Data("SeatChartProcess: cannot copy \(built.path) to \(copy.path) (\(error)); the tests start the built binary itself\n".utf8))
            return built
        }
    }()

    /// The `seatchart` binary built beside the test bundle.
    static let builtExecutable: URL = {
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
