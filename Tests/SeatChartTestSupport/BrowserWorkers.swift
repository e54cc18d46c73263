import Foundation
import Synchronization

/// The browser checks (the viewer's and the designer's scenarios, the SVG checks in Chromium)
/// run in workers that stay up for the whole test run (Tests/Browser/browser_worker.py), each
/// with one Chromium: a check's launch of Python, Playwright's driver and the browser (about
/// two and a half seconds of CPU) is paid once a worker instead of once a check.
///
/// A check takes an idle worker, or starts one when none is idle: there are as many workers
/// as checks ever ran at once. A worker that fails (its process ended, its answer made no
/// sense) is dropped and the check fails with the reason; the next check starts another.
public final class BrowserWorkers: Sendable {
    /// The workers every test shares.
    public static let shared = BrowserWorkers()

    private let idle = Mutex<[BrowserWorker]>([])

    private init() {}

    /// Runs `script` (a Python file, as `__main__`) with `arguments` in `directory` (default:
    /// the repository) in a worker, and waits for it: what it printed and its exit status, as
    /// if it had been run alone.
    ///
    /// - Throws: when no worker can be started, or the worker ended during the check.
    public func run(_ script: String, _ arguments: [String], in directory: URL? = nil) throws -> CapturedRun {
        let worker = try idle.withLock { $0.popLast() } ?? BrowserWorker()
        let result: CapturedRun
        do {
            result = try worker.run(script, arguments, in: directory ?? RepositoryFiles.root)
        } catch {
            worker.stop()
            throw error
        }
        idle.withLock { $0.append(worker) }
        return result
    }
}

/// One `browser_worker.py`: checks go in on its standard input, one JSON line each, and
/// `{"status": N}` comes back on its standard output when the check has ended.
final class BrowserWorker: @unchecked Sendable {
    private let child: ChildProcess
    private let requests: FileHandle
    private let answers: FileHandle
    /// The worker's own standard error (a check's goes to a file of its own).
    private let log: URL

    init() throws {
        let folder = ScratchFolder.make(prefix: "seatchart-browser-worker")
        log = folder.appendingPathComponent("worker.log")
        // Programs are started with nothing above standard error (ChildProcess closes the
        // rest), so only this worker holds the other ends: its end of input is the tests'.
        var toWorker: [Int32] = [0, 0], fromWorker: [Int32] = [0, 0]
        guard pipe(&toWorker) == 0 else { throw ChildProcessError.open("a pipe to a browser worker", errno) }
        guard pipe(&fromWorker) == 0 else {
            close(toWorker[0])
            close(toWorker[1])
            throw ChildProcessError.open("a pipe from a browser worker", errno)
        }
        for descriptor in toWorker + fromWorker { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(toWorker[0])
            close(fromWorker[1])
        }
        do {
            child = try ChildProcess(
                "/usr/bin/env", ["python3", RepositoryFiles.path("Tests/Browser/browser_worker.py")],
                stdin: .descriptor(toWorker[0]), stdout: .descriptor(fromWorker[1]), stderr: .file(log.path))
        } catch {
            close(toWorker[1])
            close(fromWorker[0])
            throw error
        }
        requests = FileHandle(fileDescriptor: toWorker[1], closeOnDealloc: true)
        answers = FileHandle(fileDescriptor: fromWorker[0], closeOnDealloc: true)
    }

    /// Runs one check and reads its output files.
    func run(_ script: String, _ arguments: [String], in directory: URL) throws -> CapturedRun {
        let scratch = ScratchFolder.make()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("stdout"), err = scratch.appendingPathComponent("stderr")
        let job: [String: Any] = [
            "script": script, "argv": arguments, "cwd": directory.path, "stdout": out.path, "stderr": err.path,
        ]
        var line = try JSONSerialization.data(withJSONObject: job)
        line.append(UInt8(ascii: "\n"))
        do {
            try requests.write(contentsOf: line)
        } catch {
            throw ServerProcessError(message: "the browser worker took no check (\(error)): \(logTail)")
        }
        let answer = try readLine()
        guard let object = try? JSONSerialization.jsonObject(with: answer) as? [String: Any],
              let status = object["status"] as? Int
        else {
            throw ServerProcessError(message: "the browser worker answered \(String(decoding: answer, as: UTF8.self).debugDescription), not {\"status\": N}: \(logTail)")
        }
        return CapturedRun(
            stdout: String(decoding: FileManager.default.contents(atPath: out.path) ?? Data(), as: UTF8.self),
            stderr: String(decoding: FileManager.default.contents(atPath: err.path) ?? Data(), as: UTF8.self),
            status: Int32(clamping: status))
    }

    /// The worker's next line, without its newline; the worker's end is an error.
    private func readLine() throws -> Data {
        var line = Data()
        while true {
            let chunk = try answers.read(upToCount: 1) ?? Data()
            guard let byte = chunk.first else {
                throw ServerProcessError(message: "the browser worker ended during a check: \(logTail)")
            }
            if byte == UInt8(ascii: "\n") { return line }
            line.append(byte)
        }
    }

    /// The end of the worker's own log, for an error.
    private var logTail: String {
        String(decoding: (FileManager.default.contents(atPath: log.path) ?? Data()).suffix(2000), as: UTF8.self)
    }

    /// Ends the worker: its browser closes when its standard input does; a worker that does
    /// not end is killed with its process group (the driver and the browser).
    func stop() {
        try? requests.close()
        if child.waitUntilExit(timeout: 10) == nil {
            kill(-child.processIdentifier, SIGKILL)
            _ = child.waitUntilExit()
        }
    }
}
