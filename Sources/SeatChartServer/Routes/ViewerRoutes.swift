import Hummingbird
import SeatChart

/// The web viewer: `GET /` and its files under `/viewer/`, compiled into the binary from
/// `Assets/viewer` (no file beside the binary, no third-party host).
struct ViewerRoutes {
    /// The viewer's files by name, with their media types.
    static let files: [String: (text: String, type: String)] = {
        var files: [String: (String, String)] = [:]
        for (path, text) in EmbeddedFiles.files where path.hasPrefix("viewer/") {
            let name = String(path.dropFirst("viewer/".count))
            files[name] = (text, mediaType(of: name))
        }
        return files
    }()

    static func mediaType(of name: String) -> String {
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        return "application/octet-stream"
    }

    /// Only the page's own files: no script, style or connection from elsewhere.
    static let contentSecurityPolicy = "default-src 'self'; img-src 'self' data:; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"

    func add(to router: Router<SaleRequestContext>) {
        router.get("/") { _, _ in try Self.file("index.html") }
        router.get("viewer/:name") { _, context in try Self.file(context.parameters.get("name") ?? "") }
    }

    static func file(_ name: String) throws -> Response {
        guard let file = files[name] else { throw APIError.notFound("no viewer file \"\(TerminalText.shortened(name))\"", place: "path") }
        return Response(
            status: .ok,
            headers: [.contentType: file.type, .cacheControl: "no-cache", .contentSecurityPolicy: contentSecurityPolicy],
            body: ResponseBody(byteBuffer: ByteBuffer(string: file.text)))
    }
}
