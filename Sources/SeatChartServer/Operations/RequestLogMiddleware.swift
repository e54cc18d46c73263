import Hummingbird
import Logging

/// One log line per request (method, path, status and milliseconds) and its metrics.
/// Tokens are never logged: the path carries none, and headers are not written.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let route = context.endpointPath ?? "unmatched"
        do {
            let response = try await next(request, context)
            finish(request, route: route, status: response.status.code, since: start, logger: context.logger)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            finish(request, route: route, status: status, since: start, logger: context.logger)
            throw error
        }
    }

    private func finish(_ request: Request, route: String, status: Int, since start: ContinuousClock.Instant, logger: Logger) {
        let duration = ContinuousClock.now - start
        metrics.record(method: request.method.rawValue, route: route, status: status, duration: duration)
        let milliseconds = Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000
        logger.info("\(request.method.rawValue) \(request.uri.path) \(status) \(String(format: "%.1f", milliseconds)) ms")
    }
}
