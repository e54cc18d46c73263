import Foundation
import SeatChart

/// Where a PostgreSQL state lives, as `--state` and `SEATCHART_STATE` take it:
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?PARAMETER=VALUE&...]` (`postgresql://`
/// too), read as `psql` reads it (docs/postgres.md, "The URL", says where it differs).
///
/// - HOST is a name, an IPv4 address or an IPv6 one in brackets; or the folder of the
///   server's Unix socket, percent-encoded (`%2Fvar%2Frun%2Fpostgresql`) or given as the
///   `host` parameter. Without one, the socket in `/var/run/postgresql` (Debian's).
/// - Parameters: `sslmode` (``PostgresTLSMode``, `prefer` by default), `sslrootcert` (a PEM
///   file of the authorities to trust, or `system`), `host`, `connect_timeout` (seconds, 5 by
///   default), `statement_timeout` (seconds a statement may take, 10 by default, 0 for no
///   limit; seatchart's own: libpq has none), `password`.
/// - Without a password in the URL, `PGPASSWORD` gives it; `PGSSLMODE` and `PGSSLROOTCERT`
///   stand for parameters the URL leaves out.
public struct PostgresURL: Hashable, Sendable, CustomStringConvertible {
    public var user: String
    public var password: String?
    /// The server's host name or address, or the folder of its Unix socket (a path).
    public var host: String
    public var port: Int
    public var database: String
    /// Whether the connection is encrypted and the server's certificate checked.
    public var tls: PostgresTLSMode
    /// The PEM file of the certificate authorities to trust (`sslrootcert`), or
    /// ``systemAuthorities``; `nil`: `~/.postgresql/root.crt` when it exists, else the system's.
    public var rootCertificate: String?
    /// How long a connection may take to open, in seconds.
    public var connectTimeout: Int
    /// How long one statement may take, in seconds (0: no limit): the server cancels it
    /// then (`statement_timeout`), and a client that got no answer a little after gives the
    /// connection up.
    public var statementTimeout: Int

    /// The socket folder used when the URL names no host (Debian's).
    public static let defaultSocketFolder = "/var/run/postgresql"
    /// The `sslrootcert` that names the system's authorities (and asks for `verify-full`).
    public static let systemAuthorities = "system"

    /// The parameters a URL may carry.
    static let parameters = ["sslmode", "sslrootcert", "host", "connect_timeout", "statement_timeout", "password"]

    /// Whether `text` names a PostgreSQL state rather than a file.
    public static func names(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Parses `text`, with `environment` (the process's) for `PGPASSWORD`, `PGSSLMODE` and
    /// `PGSSLROOTCERT`.
    ///
    /// - Throws: ``InputError`` naming `place` (the option or variable it came from) and
    ///   what was expected; the password is never repeated.
    public init(
        _ text: String, place: String = "--state", environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        func bad(_ why: String, in source: String? = nil) -> InputError {
            InputError(
                file: "command line", place: source ?? place,
                message: source != nil ? why : "\(why) in \(Self.withoutPassword(text)); expected postgres://USER@HOST:PORT/DATABASE")
        }
        guard Self.names(text), let components = URLComponents(string: text) else { throw bad("not a PostgreSQL URL") }
        guard let user = components.percentEncodedUser?.removingPercentEncoding, !user.isEmpty else { throw bad("no user") }
        let path = components.percentEncodedPath.drop { $0 == "/" }
        guard let database = path.removingPercentEncoding, !database.isEmpty, !database.contains("/") else {
            throw bad("no database")
        }
        var values: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] {
            guard Self.parameters.contains(item.name) else {
                throw bad("unknown parameter \(item.name); expected \(Self.parameters.joined(separator: ", "))")
            }
            values[item.name] = item.value?.removingPercentEncoding ?? ""
        }
        var host = components.percentEncodedHost?.removingPercentEncoding ?? ""
        if let given = values["host"] { host = given }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host.isEmpty { host = Self.defaultSocketFolder }
        if let port = components.port, !(1...65535).contains(port) { throw bad("port \(port) out of range") }

        let root = values["sslrootcert"] ?? environment["PGSSLROOTCERT"]
        if root?.isEmpty == true { throw bad("sslrootcert names no file") }
        let complaint = { (why: String, source: String?) in bad(why, in: source) }
        let tls = try Self.tlsMode(values: values, environment: environment, root: root, bad: complaint)
        let timeout = try Self.seconds(
            values, "connect_timeout", default: 5, in: 1...Int.max, expected: "whole seconds from 1", bad: complaint)
        let statementTimeout = try Self.seconds(
            values, "statement_timeout", default: 10, in: 0...86_400, expected: "whole seconds from 0 (no limit) to 86400",
            bad: complaint)
        self.user = user
        self.password = components.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 } ?? values["password"]
            ?? environment["PGPASSWORD"]
        self.host = host
        self.port = components.port ?? 5432
        self.database = database
        self.tls = tls
        self.rootCertificate = root
        self.connectTimeout = timeout
        self.statementTimeout = statementTimeout
    }

    /// The TLS mode: `sslmode` of the URL, else `PGSSLMODE`, else as libpq (the system's
    /// authorities asked for check the host's name: verify-full; else prefer).
    private static func tlsMode(
        values: [String: String], environment: [String: String], root: String?,
        bad: (String, String?) -> InputError
    ) throws -> PostgresTLSMode {
        let tls: PostgresTLSMode
        if let mode = values["sslmode"] ?? environment["PGSSLMODE"] {
            guard let known = PostgresTLSMode(rawValue: mode) else {
                let expected = "expected \(PostgresTLSMode.listed)" + (mode == "allow" ? " (allow is not supported: use prefer)" : "")
                if values["sslmode"] == nil { throw bad("\(mode); \(expected)", "PGSSLMODE") }
                throw bad("sslmode=\(mode); \(expected)", nil)
            }
            tls = known
        } else {
            tls = root == systemAuthorities ? .verifyFull : .prefer
        }
        if root == systemAuthorities, tls != .verifyFull {
            throw bad("sslrootcert=system with sslmode=\(tls.rawValue); expected sslmode=verify-full (or none)", nil)
        }
        return tls
    }

    /// A whole number of seconds given as parameter `name`, within `range`; `fallback` when
    /// it is not given.
    private static func seconds(
        _ values: [String: String], _ name: String, default fallback: Int, in range: ClosedRange<Int>, expected: String,
        bad: (String, String?) -> InputError
    ) throws -> Int {
        guard let given = values[name] else { return fallback }
        guard let seconds = Int(given), range.contains(seconds) else { throw bad("\(name)=\(given); expected \(expected)", nil) }
        return seconds
    }

    /// Whether the server is reached through its Unix socket (``host`` is its folder).
    public var isSocket: Bool { host.hasPrefix("/") }

    /// The URL without its password, as messages name the state: every part percent-encoded
    /// where it needs to be, so that it reads back as the same URL; parameters other than
    /// their defaults are kept.
    public var description: String {
        let shownHost = isSocket ? Self.encoded(host) : host.contains(":") ? "[\(Self.encoded(host, keeping: ":"))]" : Self.encoded(host)
        var parameters: [String] = []
        if tls != .prefer { parameters.append("sslmode=\(tls.rawValue)") }
        if let rootCertificate { parameters.append("sslrootcert=\(Self.encoded(rootCertificate, keeping: "/"))") }
        if connectTimeout != 5 { parameters.append("connect_timeout=\(connectTimeout)") }
        if statementTimeout != 10 { parameters.append("statement_timeout=\(statementTimeout)") }
        let query = parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&")
        return "postgres://\(Self.encoded(user))@\(shownHost):\(port)/\(Self.encoded(database))\(query)"
    }

    /// `text` percent-encoded but for the unreserved characters of RFC 3986 and `keeping`.
    private static func encoded(_ text: String, keeping: String = "") -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~" + keeping)
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// `text`, a URL as typed, with its password replaced by `***`, found by the text alone
    /// (a URL too broken to parse must not repeat it either): what lies between the first `:`
    /// after the scheme and the last `@`, and the value of a `password` parameter.
    public static func withoutPassword(_ text: String) -> String {
        var result = text
        if let scheme = result.range(of: "://"), let at = result.range(of: "@", options: .backwards),
            at.lowerBound > scheme.upperBound,
            let colon = result[scheme.upperBound..<at.lowerBound].firstIndex(of: ":")
        {
            result.replaceSubrange(result.index(after: colon)..<at.lowerBound, with: "***")
        }
        var pieces = result.components(separatedBy: "password=")
        for index in pieces.indices.dropFirst() {
            let piece = pieces[index]
            pieces[index] = "***" + (piece.firstIndex(of: "&").map { String(piece[$0...]) } ?? "")
        }
        result = pieces.joined(separator: "password=")
        return result
    }
}
