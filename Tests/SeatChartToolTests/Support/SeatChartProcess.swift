import Foundation
import SeatChartTestSupport

/// Runs the built `seatchart` binary and captures what it prints.
struct SeatChartProcess {
    /// What one run printed and how it ended.
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
    }

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

    /// A path under the repository root, where the binary runs unless told otherwise.
    static func path(_ relative: String) -> String {
        RepositoryFiles.path(relative)
    }

    /// A new empty directory for one test's files.
    static func temporaryDirectory() -> URL {
        ScratchFolder.make()
    }

    /// Runs `seatchart arguments...` in `directory` (default the repository root), feeding `input` on standard input.
    @discardableResult
    static func run(
        _ arguments: [String], input: String? = nil, in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? RepositoryFiles.root
        // Output goes to files, so a large output can never block the process on a full pipe.
        let scratch = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)  // a failure shows in FileHandle below
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)  // a failure shows in FileHandle below
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        try process.run()
        if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
        try? inp.fileHandleForWriting.close()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let outData = (try? Data(contentsOf: outURL)) ?? Data()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        return Result(
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus
        )
    }
}
