import Foundation

/// A PostgreSQL server of the tests' own: a new cluster in a temporary folder (`initdb`),
/// started on a loopback port once per test process and stopped when it exits; each test
/// gets a database of its own (``newDatabase()``).
///
/// Two servers: ``shared``, which trusts every local connection, and ``secured``, which takes
/// only encrypted connections with the user's password, its certificate signed by a test
/// authority of its own (made with `openssl`).
///
/// Run as root, a server runs as the `postgres` user (it refuses root). Without PostgreSQL
/// installed, ``shared`` throws and the tests that need it fail with the reason: nothing
/// is skipped.
public final class ThrowawayPostgres: @unchecked Sendable {
    /// The server's folder (data, socket, log, certificates).
    public let folder: URL
    /// Its port on 127.0.0.1.
    public let port: Int
    /// PostgreSQL's programs (`initdb`, `pg_ctl`, `createdb`).
    let bin: URL
    private let lock = NSLock()
    private var databases = 0

    /// The user every test connects as (trusted on ``shared``, by password on ``secured``).
    public static let user = "sc"
    /// The user's password on ``secured``.
    public static let password = "s3cret pass/word"

    /// The server of this test process that trusts every local connection, started on first use.
    public static var shared: ThrowawayPostgres {
        get throws { try started.get() }
    }

    /// The server of this test process that takes only TLS connections with a password
    /// (`hostssl ... scram-sha-256`), started on first use. Its certificate, made out to `localhost`
    /// only (not 127.0.0.1), is signed by the authority in ``certificateAuthority``.
    public static var secured: ThrowawayPostgres {
        get throws { try startedSecured.get() }
    }

    /// A server of the caller's own, which it may restart or stop without disturbing the
    /// tests that share ``shared`` meanwhile; stopped at the process's exit, or by ``discard()``.
    public static func startPrivate() throws -> ThrowawayPostgres {
        try ThrowawayPostgres(secured: false)
    }

    private static let started: Result<ThrowawayPostgres, Error> = Result { try ThrowawayPostgres(secured: false) }
    private static let startedSecured: Result<ThrowawayPostgres, Error> = Result { try ThrowawayPostgres(secured: true) }

    /// The servers running, for the exit handler.
    nonisolated(unsafe) private static var running: [(pgCtl: String, data: String, asPostgres: Bool)] = []
    private static let runningLock = NSLock()

    /// The PEM file of the authority that signed ``secured``'s certificate.
    public var certificateAuthority: URL { folder.appendingPathComponent("ca.pem") }
    /// The PEM file of another authority, which signed nothing of the server's.
    public var otherAuthority: URL { folder.appendingPathComponent("other-ca.pem") }

    private init(secured: Bool) throws {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        guard let version = versions.compactMap(Int.init).max() else {
            throw ThrowawayPostgresError(
                "PostgreSQL is not installed (no /usr/lib/postgresql/N/bin): run scripts/setup, which installs Debian's postgresql")
        }
        bin = URL(fileURLWithPath: "/usr/lib/postgresql/\(version)/bin")
        // A short path: the server's socket lives here, and a socket's path has at most 107 bytes.
        folder = ScratchFolder.make(prefix: "pg").appendingPathComponent("postgres")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let asPostgres = getuid() == 0
        // The tests say what they connect with; the developer's environment does not choose it.
        for name in ["PGPASSWORD", "PGSSLMODE", "PGSSLROOTCERT"] { unsetenv(name) }
        let data = folder.appendingPathComponent("data").path
        var initOptions = ["-D", data, "-U", Self.user, "-E", "UTF8"]
        var options = "-k \(folder.path) -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=on"
        if secured {
            try Self.makeCertificates(in: folder)
            let passwordFile = folder.appendingPathComponent("password")
            try Self.password.write(to: passwordFile, atomically: true, encoding: .utf8)
            initOptions += ["--auth-local=trust", "--auth-host=scram-sha-256", "--pwfile=\(passwordFile.path)"]
            options += " -c ssl=on -c ssl_cert_file=\(folder.path)/server.pem -c ssl_key_file=\(folder.path)/server.key"
        } else {
            initOptions.append("--auth=trust")
        }
        if asPostgres {
            try Self.run("/bin/chown", ["-R", "postgres", folder.path])
            try Self.run("/bin/chmod", ["755", folder.deletingLastPathComponent().path])
        }
        try Self.run(bin.appendingPathComponent("initdb").path, initOptions, asPostgres: asPostgres)
        if secured {
            // Only encrypted connections over TCP, with the password; the socket (createdb, psql) is trusted.
            try "local all all trust\nhostssl all all 127.0.0.1/32 scram-sha-256\n"
                .write(toFile: data + "/pg_hba.conf", atomically: false, encoding: .utf8)
        }
        var chosen: Int?
        var port = 0
        for _ in 0..<5 {
            port = Int.random(in: 20_000...60_000)
            let started = try? Self.run(bin.appendingPathComponent("pg_ctl").path, [
                "-D", data, "-w", "-t", "30", "-l", folder.appendingPathComponent("log").path, "-o", "-p \(port) \(options)", "start",
            ], asPostgres: asPostgres)
            if started != nil { chosen = port; break }
        }
        guard let port = chosen else {
            let log = (try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? ""
            throw ThrowawayPostgresError("the throwaway PostgreSQL server did not start: \(log.suffix(500))")
        }
        self.port = port
        Self.runningLock.withLock {
            Self.running.append((bin.appendingPathComponent("pg_ctl").path, data, asPostgres))
            guard Self.running.count == 1 else { return }
            atexit {
                for running in ThrowawayPostgres.runningLock.withLock({ ThrowawayPostgres.running }) {
                    _ = try? ThrowawayPostgres.run(running.pgCtl, ["-D", running.data, "-m", "immediate", "stop"], asPostgres: running.asPostgres)
                }
            }
        }
    }

    /// Makes, in `folder`, a test authority (`ca.pem`), the server's key and certificate for
    /// `localhost` (not 127.0.0.1) signed by it (`server.key`, `server.pem`), and another
    /// authority (`other-ca.pem`).
    private static func makeCertificates(in folder: URL) throws {
        func file(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let openssl = "/usr/bin/openssl"
        guard FileManager.default.isExecutableFile(atPath: openssl) else {
            throw ThrowawayPostgresError("openssl is not installed: run scripts/setup, which installs Debian's openssl")
        }
        let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        for authority in ["ca", "other-ca"] {
            try run(openssl, ["req", "-x509"] + key + [
                "-keyout", file("\(authority).key"), "-out", file("\(authority).pem"), "-days", "7",
                "-subj", "/CN=seatchart tests \(authority)",
            ])
        }
        try run(openssl, ["req"] + key + ["-keyout", file("server.key"), "-out", file("server.csr"), "-subj", "/CN=localhost"])
        try "subjectAltName=DNS:localhost\n".write(toFile: file("server.ext"), atomically: true, encoding: .utf8)
        try run(openssl, [
            "x509", "-req", "-in", file("server.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"), "-CAcreateserial",
            "-out", file("server.pem"), "-days", "7", "-extfile", file("server.ext"),
        ])
        // The server refuses a key others can read.
        try run("/bin/chmod", ["600", file("server.key")])
    }

    /// A new empty database; its `postgres://` URL (``url(_:)``).
    public func newDatabase() throws -> String {
        try url(newDatabaseName())
    }

    /// A new empty database; its name.
    public func newDatabaseName() throws -> String {
        let name = lock.withLock {
            databases += 1
            return "t\(getpid())_\(databases)"
        }
        try Self.run(bin.appendingPathComponent("createdb").path, ["-h", folder.path, "-p", String(port), "-U", Self.user, name])
        return name
    }

    /// The URL of database `name` over TCP on 127.0.0.1, without a password.
    public func url(_ name: String) -> String { "postgres://\(Self.user)@127.0.0.1:\(port)/\(name)" }

    /// Runs `statement` with `psql` in database `url` (a URL or a name, reached through the
    /// socket); its rows as psql prints them unaligned.
    @discardableResult
    public func sql(_ url: String, _ statement: String) throws -> String {
        let database = url.hasPrefix("postgres") ? String(url[url.index(after: url.lastIndex(of: "/") ?? url.startIndex)...]) : url
        return try Self.run(bin.appendingPathComponent("psql").path, [
            "-h", folder.path, "-p", String(port), "-U", Self.user, "-d", database, "-X", "-A", "-t", "-c", statement,
        ])
    }

    /// Restarts the server (`pg_ctl restart -m fast`): every connection is cut.
    public func restart() throws {
        try Self.run(bin.appendingPathComponent("pg_ctl").path, [
            "-D", folder.appendingPathComponent("data").path, "-w", "-t", "30", "-m", "fast", "restart",
        ], asPostgres: getuid() == 0)
    }

    /// Stops the server for good (`-m immediate`), before the process's exit would.
    public func discard() {
        let data = folder.appendingPathComponent("data").path
        _ = try? Self.run(bin.appendingPathComponent("pg_ctl").path, ["-D", data, "-m", "immediate", "stop"], asPostgres: getuid() == 0)
        Self.runningLock.withLock { Self.running.removeAll { $0.data == data } }
    }

    /// Runs a program to its end; throws with its output when it fails. `pg_ctl start` leaves
    /// the server running with the descriptors it was given: ``ChildProcess`` gives it only its
    /// own output file, so no other test's pipe or socket stays open in the server.
    @discardableResult
    static func run(_ program: String, _ arguments: [String], asPostgres: Bool = false) throws -> String {
        let executable = asPostgres ? "/usr/sbin/runuser" : program
        let allArguments = asPostgres ? ["-u", "postgres", "--", program] + arguments : arguments
        return try ChildProcess.output(of: executable, allArguments)
    }
}

/// Why the throwaway PostgreSQL could not be used.
public struct ThrowawayPostgresError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
