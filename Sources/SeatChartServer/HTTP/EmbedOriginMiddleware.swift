import HTTPTypes
import Hummingbird

/// CORS for the shop pages that embed the picker (`serve --embed-origin`): a request from one
/// of ``origins`` gets `Access-Control-Allow-Origin` naming it (never `*`, never credentials:
/// the API's tokens go in `Authorization`, no cookie is used), and its preflight (`OPTIONS` with
/// `Access-Control-Request-Method`) is answered here, 204, with the methods and headers the API
/// takes. A request from any other origin gets no CORS header at all, so a browser keeps that
/// page from reading the answers (docs/embedding.md).
struct EmbedOriginMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The origins allowed, `scheme://host[:port]`, lowercase.
    let origins: Set<String>

    static var allowedMethods: String { "GET, POST, DELETE" }
    static var allowedHeaders: String { "Authorization, Content-Type, Idempotency-Key" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let origin = request.headers[.origin], origins.contains(origin.lowercased()) else {
            var response = try await next(request, context)
            if !origins.isEmpty { response.headers[values: .vary].append("Origin") }
            return response
        }
        if request.method == .options, request.headers[.accessControlRequestMethod] != nil {
            return Response(status: .noContent, headers: [
                .accessControlAllowOrigin: origin,
                .accessControlAllowMethods: Self.allowedMethods,
                .accessControlAllowHeaders: Self.allowedHeaders,
                .accessControlMaxAge: "600",
                .vary: "Origin",
            ])
        }
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.accessControlAllowOrigin] = origin
        response.headers[.accessControlExposeHeaders] = "Retry-After, Idempotent-Replayed"
        response.headers[values: .vary].append("Origin")
        return response
    }
}
