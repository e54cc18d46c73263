import Foundation

/// One run of a program to its end: what it printed and how it ended.
public struct CapturedRun: Sendable {
    /// What it printed on standard output.
    public var stdout: String
    /// What it printed on standard error.
    public var stderr: String
    /// Its exit status.
    public var status: Int32

    /// Standard error without the line a reading command prints when there is no state
    /// yet (`no state at PATH: every seat is shown available`): the warnings and errors.
    public var stderrBesidesStateNotice: String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !($0.hasPrefix("no state at ") && $0.hasSuffix(": every seat is shown available")) }
            .joined(separator: "\n")
    }

    /// A run that printed `stdout` and `stderr` and ended with `status`.
    public init(stdout: String, stderr: String, status: Int32) {
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
    }

    /// Runs `executable arguments...` in `directory` (default: the current one), with
    /// `environment` added to this process's, feeding `input` on standard input, and waits
    /// for it to end. Output goes to files, so a large output never blocks it on a full pipe.
    ///
    /// - Throws: when the program cannot be started or its output files cannot be made.
    public static func run(
        _ executable: URL, _ arguments: [String], input: String? = nil, in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> CapturedRun {
        BrokenPipes.ignore()
        let process = Process()
        process.executableURL = executable
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let scratch = ScratchFolder.make()
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
        return CapturedRun(
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            status: process.terminationStatus
        )
    }
}
