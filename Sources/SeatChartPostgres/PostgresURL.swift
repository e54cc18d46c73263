import Foundation
import SeatChart

/// Where a PostgreSQL state lives: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`
/// (`postgresql://` too), as `--state` and `SEATCHART_STATE` take it.
public struct PostgresURL: Hashable, Sendable, CustomStringConvertible {
    public var user: String
    public var password: String?
    public var host: String
    public var port: Int
    public var database: String

    /// Whether `text` names a PostgreSQL state rather than a file.
    public static func names(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Parses `text`.
    ///
    /// - Throws: ``InputError`` naming `place` (the option or variable it came from) and
    ///   what was expected.
    public init(_ text: String, place: String = "--state") throws {
        func bad(_ why: String) -> InputError {
            InputError(
                file: "command line", place: place,
                message: "\(why) in \(Self.withoutPassword(text)); expected postgres://USER@HOST:PORT/DATABASE")
        }
        guard Self.names(text), let components = URLComponents(string: text) else { throw bad("not a PostgreSQL URL") }
        guard let user = components.user, !user.isEmpty else { throw bad("no user") }
        guard let host = components.host, !host.isEmpty else { throw bad("no host") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else { throw bad("no database") }
        if let port = components.port, !(1...65535).contains(port) { throw bad("port \(port) out of range") }
        self.user = user.removingPercentEncoding ?? user
        self.password = components.password.map { $0.removingPercentEncoding ?? $0 }
        self.host = host
        self.port = components.port ?? 5432
        self.database = database.removingPercentEncoding ?? database
    }

    /// The URL without its password, as messages name the state.
    public var description: String { "postgres://\(user)@\(host):\(port)/\(database)" }

    static func withoutPassword(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "***"
        return components.string ?? text
    }
}
