import Foundation
import SeatChart

/// Where a PostgreSQL state lives, as `--state` and `SEATCHART_STATE` take it:
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?PARAMETER=VALUE&...]` (`postgresql://`
/// too), read as `psql` reads it.
///
/// - HOST is a name, an IPv4 address or an IPv6 one in brackets; or the folder of the
///   server's Unix socket, percent-encoded (`%2Fvar%2Frun%2Fpostgresql`) or given as the
///   `host` parameter. Without one, the socket in `/var/run/postgresql` (Debian's).
/// - Parameters: `sslmode` (``PostgresTLSMode``, `prefer` by default), `sslrootcert` (a PEM
///   file of the authorities to trust; the system's by default), `host`, `connect_timeout`
///   (seconds, 5 by default).
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
    /// The PEM file of the certificate authorities to trust (`sslrootcert`); `nil`: the system's.
    public var rootCertificate: String?
    /// How long a connection may take to open, in seconds.
    public var connectTimeout: Int

    /// The socket folder used when the URL names no host (Debian's).
    public static let defaultSocketFolder = "/var/run/postgresql"

    /// The parameters a URL may carry.
    static let parameters = ["sslmode", "sslrootcert", "host", "connect_timeout"]

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
        func bad(_ why: String) -> InputError {
            InputError(
                file: "command line", place: place,
                message: "\(why) in \(Self.withoutPassword(text)); expected postgres://USER@HOST:PORT/DATABASE")
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
        let mode = values["sslmode"] ?? environment["PGSSLMODE"] ?? PostgresTLSMode.prefer.rawValue
        guard let tls = PostgresTLSMode(rawValue: mode) else {
            throw bad("sslmode=\(mode); expected sslmode \(PostgresTLSMode.listed)")
        }
        var timeout = 5
        if let given = values["connect_timeout"] {
            guard let seconds = Int(given), seconds >= 1 else { throw bad("connect_timeout=\(given); expected whole seconds from 1") }
            timeout = seconds
        }
        let root = values["sslrootcert"] ?? environment["PGSSLROOTCERT"]
        if root?.isEmpty == true { throw bad("sslrootcert names no file") }
        self.user = user
        self.password = components.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 } ?? environment["PGPASSWORD"]
        self.host = host
        self.port = components.port ?? 5432
        self.database = database
        self.tls = tls
        self.rootCertificate = root
        self.connectTimeout = timeout
    }

    /// Whether the server is reached through its Unix socket (``host`` is its folder).
    public var isSocket: Bool { host.hasPrefix("/") }

    /// The URL without its password, as messages name the state; parameters other than their
    /// defaults are kept.
    public var description: String {
        let shownHost = isSocket
            ? host.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~"))) ?? host
            : host.contains(":") ? "[\(host)]" : host
        var parameters: [String] = []
        if tls != .prefer { parameters.append("sslmode=\(tls.rawValue)") }
        if let rootCertificate { parameters.append("sslrootcert=\(rootCertificate)") }
        if connectTimeout != 5 { parameters.append("connect_timeout=\(connectTimeout)") }
        let query = parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&")
        return "postgres://\(user)@\(shownHost):\(port)/\(database)\(query)"
    }

    static func withoutPassword(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "***"
        return components.string ?? text
    }
}
