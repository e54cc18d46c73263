import Foundation
import Hummingbird
import SeatChart
import SeatChartJSON

/// A method the API does not offer on a path it serves gets 405 with the `Allow` header,
/// not 404; the methods are read from the OpenAPI document, the API's one description.
struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each documented path's methods, upper case.
    let methods: [String: [String]]

    /// The methods of the document embedded as `document`: `openapi.json` (`seatchart serve`'s
    /// API) by default, `designer/openapi.json` for `seatchart design`.
    init(document: String = "openapi.json") {
        methods = Self.methods(inDocument: EmbeddedFiles.files[document, default: ""])
    }

    /// The methods of each path of an OpenAPI document.
    static func methods(inDocument text: String) -> [String: [String]] {
        guard let document = try? JSONParser.parse(Data(text.utf8)), let paths = document.member("paths"),
              case .object(let members) = paths
        else { return [:] }
        var methods: [String: [String]] = [:]
        for member in members {
            guard case .object(let operations) = member.value else { continue }
            methods[member.key] = operations.map { $0.key.uppercased() }
        }
        return methods
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let allowed = methods[request.uri.path], !allowed.contains(request.method.rawValue),
              !(request.method == .head && allowed.contains("GET"))
        else { return try await next(request, context) }
        let list = allowed.joined(separator: ", ")
        throw APIError(
            status: .methodNotAllowed,
            message: "\(request.uri.path) takes \(list), not \(TerminalText.shortened(request.method.rawValue))", place: "method",
            headers: [.allow: list])
    }
}
