import Foundation

/// A PostgreSQL server of the tests' own: a new cluster in a temporary folder (`initdb`),
/// started on a loopback port once per test process and stopped when it exits; each test
/// gets a database of its own (``newDatabase()``).
///
/// Run as root, the server runs as the `postgres` user (it refuses root). Without PostgreSQL
/// installed, ``shared`` throws and the tests that need it fail with the reason: nothing
/// is skipped.
public final class ThrowawayPostgres: @unchecked Sendable {
    /// The server's folder (data, socket, log).
    public let folder: URL
    /// Its port on 127.0.0.1.
    public let port: Int
    /// PostgreSQL's programs (`initdb`, `pg_ctl`, `createdb`).
    let bin: URL
    private let lock = NSLock()
    private var databases = 0

    /// The user every test connects as (trusted, no password).
    public static let user = "sc"

    /// The server of this test process, started on first use.
    public static var shared: ThrowawayPostgres {
        get throws { try started.get() }
    }

    private static let started: Result<ThrowawayPostgres, Error> = Result { try ThrowawayPostgres() }

    /// The folder of the running server, for the exit handler.
    nonisolated(unsafe) private static var running: (pgCtl: String, data: String, asPostgres: Bool)?

    private init() throws {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard let version = versions.compactMap(Int.init).max() else {
            throw ThrowawayPostgresError(
                "PostgreSQL is not installed (no /usr/lib/postgresql/N/bin): run scripts/setup, which installs Debian's postgresql")
        }
        bin = URL(fileURLWithPath: "/usr/lib/postgresql/\(version)/bin")
        folder = ScratchFolder.make().appendingPathComponent("postgres")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let asPostgres = getuid() == 0
        if asPostgres {
            try Self.run("/bin/chown", ["-R", "postgres", folder.path])
            try Self.run("/bin/chmod", ["755", folder.deletingLastPathComponent().path])
        }
        let data = folder.appendingPathComponent("data").path
        try Self.run(bin.appendingPathComponent("initdb").path, ["-D", data, "-U", Self.user, "--auth=trust", "-E", "UTF8"], asPostgres: asPostgres)
        var chosen: Int?
        for _ in 0..<5 {
            let port = Int.random(in: 20_000...60_000)
            let started = try? Self.run(bin.appendingPathComponent("pg_ctl").path, [
                "-D", data, "-w", "-t", "30", "-l", folder.appendingPathComponent("log").path,
                "-o", "-p \(port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=on",
                "start",
            ], asPostgres: asPostgres)
            if started != nil { chosen = port; break }
        }
        guard let port = chosen else {
            let log = (try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? ""
            throw ThrowawayPostgresError("the throwaway PostgreSQL server did not start: \(log.suffix(500))")
        }
        self.port = port
        Self.running = (bin.appendingPathComponent("pg_ctl").path, data, asPostgres)
        atexit {
            guard let running = ThrowawayPostgres.running else { return }
            _ = try? ThrowawayPostgres.run(running.pgCtl, ["-D", running.data, "-m", "immediate", "stop"], asPostgres: running.asPostgres)
        }
    }

    /// A new empty database; its `postgres://` URL.
    public func newDatabase() throws -> String {
        let name = lock.withLock {
            databases += 1
            return "t\(getpid())_\(databases)"
        }
        try Self.run(bin.appendingPathComponent("createdb").path, ["-h", "127.0.0.1", "-p", String(port), "-U", Self.user, name])
        return url(name)
    }

    /// The URL of database `name`.
    public func url(_ name: String) -> String { "postgres://\(Self.user)@127.0.0.1:\(port)/\(name)" }

    /// Runs `statement` with `psql` in the database at `url`; its rows as psql prints them unaligned.
    @discardableResult
    public func sql(_ url: String, _ statement: String) throws -> String {
        try Self.run(bin.appendingPathComponent("psql").path, [url, "-X", "-A", "-t", "-c", statement])
    }

    /// Restarts the server (`pg_ctl restart -m fast`): every connection is cut.
    public func restart() throws {
        try Self.run(bin.appendingPathComponent("pg_ctl").path, [
            "-D", folder.appendingPathComponent("data").path, "-w", "-t", "30", "-m", "fast", "restart",
        ], asPostgres: getuid() == 0)
    }

    /// Stops the server (`-m fast`) without starting it again.
    public func stop() throws {
        try Self.run(bin.appendingPathComponent("pg_ctl").path, ["-D", folder.appendingPathComponent("data").path, "-w", "-m", "fast", "stop"], asPostgres: getuid() == 0)
    }

    /// Starts the server again after ``stop()``.
    public func start() throws {
        try Self.run(bin.appendingPathComponent("pg_ctl").path, [
            "-D", folder.appendingPathComponent("data").path, "-w", "-t", "30", "-l", folder.appendingPathComponent("log").path,
            "-o", "-p \(port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c max_connections=300", "start",
        ], asPostgres: getuid() == 0)
    }

    /// Runs a program to its end; throws with its output when it fails. Started with
    /// `posix_spawn` and reaped with `waitpid` here: `pg_ctl start` leaves the server running
    /// with the program's descriptors, which Foundation's `Process` waits on.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], asPostgres: Bool = false) throws -> String {
        let executable = asPostgres ? "/usr/sbin/runuser" : program
        let allArguments = asPostgres ? ["-u", "postgres", "--", program] + arguments : arguments
        let output = ScratchFolder.make().appendingPathComponent("output")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + allArguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw ThrowawayPostgresError("cannot start \(executable): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let exited = status & 0x7f == 0, code = (status >> 8) & 0xff
        guard exited && code == 0 else {
            throw ThrowawayPostgresError("\(program) \(arguments.joined(separator: " ")) failed (status \(status)): \(text.suffix(800))")
        }
        return text
    }
}

/// Why the throwaway PostgreSQL could not be used.
public struct ThrowawayPostgresError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
