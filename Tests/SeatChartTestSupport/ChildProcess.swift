import Foundation

/// A program the tests start, spawned with `posix_spawn` and waited for with `waitpid`.
///
/// Foundation's `Process` is not used: with hundreds of tests starting programs at once, its
/// `run()` failed now and then with "Bad file descriptor" (it closes the parent's descriptors
/// one by one in the child, and another thread may close one of them meanwhile), and its
/// `waitUntilExit()` once waited for half an hour on a child that had already ended. Here the
/// child closes every descriptor above standard error in one step (`closefrom`), so it
/// inherits nothing from other tests' files, pipes or sockets, runs in a process group of its
/// own, and the end is read with a plain `waitpid` on its own process id.
public final class ChildProcess: @unchecked Sendable {
    /// Where one of the child's standard streams comes from or goes to.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A file, read (standard input) or written from its start (output).
        case file(String)
        /// A descriptor of this process, given to the child as the stream.
        case descriptor(Int32)
        /// For standard error: wherever standard output goes.
        case standardOutput
    }

    /// The child's process id.
    public let processIdentifier: pid_t
    private let lock = NSLock()
    private var endStatus: Int32?

    /// Starts `executable` with `arguments` in `directory` (default: this process's), with
    /// `environment` added to this process's, and its standard streams as given.
    ///
    /// - Throws: ``ChildProcessError`` when a file cannot be opened or the program cannot start.
    public init(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:],
        stdin: Stream = .null, stdout: Stream = .null, stderr: Stream = .null
    ) throws {
        BrokenPipes.ignore()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var opened: [Int32] = []
        defer { for descriptor in opened { close(descriptor) } }
        for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            let source: Int32
            switch stream {
            case .null, .file:
                let path: String
                if case .file(let file) = stream { path = file } else { path = "/dev/null" }
                let flags = target == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                source = open(path, flags | O_CLOEXEC, 0o644)
                guard source >= 0 else { throw ChildProcessError.open(path, errno) }
                opened.append(source)
            case .descriptor(let descriptor):
                source = descriptor
            case .standardOutput:
                source = 1
            }
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }
        try Self.gnuActions.closeFrom(&actions, 3)
        if let directory { try Self.gnuActions.changeDirectory(&actions, directory) }
        let environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0)=\($1)" }
        // The child starts with every signal at its default and none blocked: this process
        // ignores some (SIGPIPE here, SIGTERM and SIGINT where a server watches them), and
        // an ignored signal stays ignored across exec. It is the first of a process group of
        // its own, as Foundation's `Process` made it: a program that signals its whole group
        // when it ends (a browser's driver, a script's cleanup) reaches its own children, not
        // the servers of other tests or this process.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var pid: pid_t = 0
        let result = Self.withCStrings([executable] + arguments) { argv in
            Self.withCStrings(environment) { envp in
                posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            }
        }
        guard result == 0 else { throw ChildProcessError.spawn(executable, result) }
        processIdentifier = pid
    }

    deinit {
        if isRunning {
            kill(processIdentifier, SIGKILL)
            _ = waitUntilExit()
        }
    }

    /// Whether the child has not ended yet (an ended child is reaped here).
    public var isRunning: Bool {
        if lock.withLock({ endStatus }) != nil { return false }
        var status: Int32 = 0
        let result = waitpid(processIdentifier, &status, WNOHANG)
        if result == processIdentifier { record(status) }
        return result == 0
    }

    /// Runs `executable arguments...` to its end with its output and errors in one file; that
    /// text. Throws with the text when it fails.
    @discardableResult
    public static func output(of executable: String, _ arguments: [String]) throws -> String {
        let scratch = ScratchFolder.make()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("output").path
        let status = try ChildProcess(executable, arguments, stdout: .file(output), stderr: .standardOutput).waitUntilExit()
        let text = String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self)
        guard status == 0 else { throw ChildProcessError.failed(([executable] + arguments).joined(separator: " "), status, String(text.suffix(800))) }
        return text
    }

    /// Waits for the child to end; its exit status, or the number of the signal that ended it
    /// (-1 if something else in this process reaped it, which nothing here does).
    @discardableResult
    public func waitUntilExit() -> Int32 {
        var lost = 0
        while true {
            if let status = lock.withLock({ endStatus }) { return status }
            var status: Int32 = 0
            let result = waitpid(processIdentifier, &status, 0)
            if result == processIdentifier {
                record(status)
            } else if result == -1 && errno != EINTR {
                // Another thread of this object reaped it between the check above and this
                // wait, and records the status at once; if no status ever comes, someone else
                // reaped it.
                lost += 1
                if lost > 100_000 { lock.withLock { if endStatus == nil { endStatus = -1 } } }
                sched_yield()
            }
        }
    }

    /// Sends `signal` to the child.
    public func send(_ signal: Int32) {
        if isRunning { kill(processIdentifier, signal) }
    }

    /// Waits at most `timeout` seconds for the child to end; its status, or nil if it still runs.
    public func waitUntilExit(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning {
            guard Date() < deadline else { return nil }
            usleep(10_000)
        }
        return waitUntilExit()
    }

    private func record(_ status: Int32) {
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as functions.
        let signal = status & 0x7f
        lock.withLock { endStatus = signal == 0 ? (status >> 8) & 0xff : signal }
    }

    private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` and `..._addchdir_np`, which the
    /// Swift Glibc module does not import (they need `_GNU_SOURCE`): found at run time.
    private struct GNUActions: @unchecked Sendable {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        let closeFromSymbol: CloseFrom?
        let changeDirectorySymbol: ChangeDirectory?

        init() {
            let handle = dlopen(nil, RTLD_NOW)
            closeFromSymbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }
            changeDirectorySymbol = dlsym(handle, "posix_spawn_file_actions_addchdir_np").map { unsafeBitCast($0, to: ChangeDirectory.self) }
        }

        func closeFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) throws {
            guard let closeFromSymbol else { throw ChildProcessError.missing("posix_spawn_file_actions_addclosefrom_np (glibc 2.34 or later)") }
            let result = closeFromSymbol(&actions, lowest)
            guard result == 0 else { throw ChildProcessError.spawn("closefrom", result) }
        }

        func changeDirectory(_ actions: inout posix_spawn_file_actions_t, _ directory: String) throws {
            guard let changeDirectorySymbol else { throw ChildProcessError.missing("posix_spawn_file_actions_addchdir_np (glibc 2.29 or later)") }
            let result = changeDirectorySymbol(&actions, directory)
            guard result == 0 else { throw ChildProcessError.spawn("chdir \(directory)", result) }
        }
    }

    private static let gnuActions = GNUActions()
}

/// A program the tests could not start.
public enum ChildProcessError: Error, CustomStringConvertible {
    case open(String, Int32)
    case spawn(String, Int32)
    case missing(String)
    case failed(String, Int32, String)

    public var description: String {
        switch self {
        case .open(let path, let code): "cannot open \(path): \(String(cString: strerror(code)))"
        case .spawn(let what, let code): "cannot start \(what): \(String(cString: strerror(code)))"
        case .missing(let what): "this C library has no \(what)"
        case .failed(let command, let status, let output): "\(command) failed (status \(status)): \(output)"
        }
    }
}
