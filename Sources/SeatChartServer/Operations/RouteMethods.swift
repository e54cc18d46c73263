import Hummingbird
import Synchronization

/// The methods each plain path of a router answers (paths without parameters), read from the
/// router itself once its routes are added: the one route table, which
/// ``MethodNotAllowedMiddleware`` asks. (Middleware applies to the routes added after it, so
/// the table is filled after the routes, before the first request.)
final class RouteMethods: Sendable {
    private let table = Mutex<[String: [String]]>([:])

    /// The order methods are listed in (`Allow`); others follow by name.
    static let order = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    /// Reads every route of `router`; `HEAD`, answered for every `GET`, is left out.
    func learn<Context>(from router: Router<Context>) {
        var methods: [String: Set<String>] = [:]
        for route in router.routes where route.method != .head {
            let path = route.path.description
            guard !path.contains("{"), !path.contains(":"), !path.contains("*") else { continue }
            methods[path.hasPrefix("/") ? path : "/" + path, default: []].insert(route.method.rawValue)
        }
        table.withLock { $0 = methods.mapValues(Self.listed) }
    }

    /// The methods `path` answers, in ``order``; nil for a path with none.
    func methods(for path: String) -> [String]? {
        table.withLock { $0[path] }
    }

    /// Every path and its methods.
    var all: [String: [String]] { table.withLock { $0 } }

    static func listed(_ methods: Set<String>) -> [String] {
        methods.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
    }
}
