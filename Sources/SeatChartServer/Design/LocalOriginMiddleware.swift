import Hummingbird

/// The designer answers only its own page on this machine: a request's `Host` must name the
/// loopback address it listens on (`127.0.0.1`, `localhost` or `[::1]`, any port), and a
/// change (any method but GET and HEAD) that carries an `Origin` must come from such a page.
/// A web page elsewhere cannot reach the editor's file through a name it points at
/// 127.0.0.1 (DNS rebinding): its requests carry its own host name. Refusals are 403 with
/// the error document, naming the header.
struct LocalOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The host names a request may give, without the port.
    static var loopbackNames: Set<String> { ["127.0.0.1", "localhost", "[::1]", "::1"] }

    /// Whether `host` (a listening address) is the loopback address.
    static func isLoopback(_ host: String) -> Bool { loopbackNames.contains(host.lowercased()) }

    /// `authority` (`HOST` or `HOST:PORT`, an IPv6 address in brackets) without its port.
    static func hostName(_ authority: Substring) -> String {
        let text = authority.lowercased()
        if text.hasPrefix("[") { return String(text.prefix { $0 != "]" }) + "]" }
        return String(text.split(separator: ":", maxSplits: 1).first ?? "")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = request.head.authority ?? ""
        guard Self.loopbackNames.contains(Self.hostName(Substring(host))) else {
            throw APIError(status: .forbidden, message: "the designer answers requests to 127.0.0.1 or localhost only, found \(host.prefix(100))", place: "Host")
        }
        if request.method != .get && request.method != .head, let origin = request.headers[.origin] {
            let authority = origin.lowercased().hasPrefix("http://") ? origin.dropFirst("http://".count) : ""
            guard Self.loopbackNames.contains(Self.hostName(authority)) else {
                throw APIError(status: .forbidden, message: "the designer takes changes from its own page only, found \(origin.prefix(100))", place: "Origin")
            }
        }
        return try await next(request, context)
    }
}
