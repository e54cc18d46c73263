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
    /// for it to end. Input and output are files, so a large output never blocks it on a full pipe.
    ///
    /// - Throws: when the program cannot be started or its output files cannot be made.
    public static func run(
        _ executable: URL, _ arguments: [String], input: String? = nil, in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> CapturedRun {
        let scratch = ScratchFolder.make()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path, errPath = scratch.appendingPathComponent("stderr").path
        var stdin = ChildProcess.Stream.null
        if let input {
            let inPath = scratch.appendingPathComponent("stdin").path
            try Data(input.utf8).write(to: URL(fileURLWithPath: inPath))
            stdin = .file(inPath)
        }
        let child = try ChildProcess(
            executable.path, arguments, in: directory?.path, environment: environment,
            stdin: stdin, stdout: .file(outPath), stderr: .file(errPath))
        let status = child.waitUntilExit()
        let outData = FileManager.default.contents(atPath: outPath) ?? Data()
        let errData = FileManager.default.contents(atPath: errPath) ?? Data()
        return CapturedRun(
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self),
            status: status
        )
    }
}
