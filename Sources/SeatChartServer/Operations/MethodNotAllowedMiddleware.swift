import Hummingbird
import SeatChart

/// A method the API does not offer on a path it serves gets 405 with the `Allow` header,
/// not 404; the methods are the router's own (``RouteMethods``).
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    let routes: RouteMethods

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let allowed = routes.methods(for: request.uri.path), !allowed.contains(request.method.rawValue),
              !(request.method == .head && allowed.contains("GET"))
        else { return try await next(request, context) }
        let list = allowed.joined(separator: ", ")
        throw APIError(
            status: .methodNotAllowed,
            message: "\(request.uri.path) takes \(list), not \(TerminalText.shortened(request.method.rawValue))", place: "method",
            headers: [.allow: list])
    }
}
