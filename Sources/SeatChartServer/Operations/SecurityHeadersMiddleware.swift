import HTTPTypes
import Hummingbird
import Logging

/// Every answer carries `X-Content-Type-Options: nosniff` (a browser never reads an answer
/// as another type than it says), errors included: an error thrown by a route or a middleware
/// inside becomes its answer here. An error that is none of the server's answers (a failure
/// of its own) is a `500` without `Retry-After`, logged through the throttle.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    let throttle: LogThrottle
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            response = try APIError.from(error, throttle: throttle, logger: logger).response(from: request, context: context)
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}
