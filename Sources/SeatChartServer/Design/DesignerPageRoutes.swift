import Foundation
import Hummingbird
import SeatChart

/// The designer's page: `GET /` and its files under `/designer/` (its API document also at
/// `/openapi.json`), compiled into the binary from
/// `Assets/designer`, and the viewer's files under `/viewer/` (``ViewerRoutes``), whose view,
/// gesture and drawing modules the designer imports: one implementation for both pages.
///
/// A debug build started with `SEATCHART_DESIGNER_ASSETS=FOLDER` reads the designer's files
/// from that folder at each request (and `SEATCHART_VIEWER_ASSETS` the viewer's), as the
/// viewer does; a release build has no such switch.
struct DesignerPageRoutes {
    /// The designer's files by name, with their media types.
    static let files: [String: (text: String, type: String)] = {
        var files: [String: (String, String)] = [:]
        for (path, text) in EmbeddedFiles.files where path.hasPrefix("designer/") {
            let name = String(path.dropFirst("designer/".count))
            files[name] = (text, ViewerRoutes.mediaType(of: name))
        }
        return files
    }()

    func add(to router: Router<SaleRequestContext>) {
        router.get("/") { _, _ in try Self.file("index.html") }
        router.get("favicon.ico") { _, _ in try ViewerRoutes.file("icon.svg") }
        // The designer's API document (docs/designer.md), as `seatchart serve` answers its own.
        router.get("openapi.json") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: Self.files["openapi.json"]?.text ?? "")))
        }
        router.get("designer/:name") { _, context in try Self.file(context.parameters.get("name") ?? "") }
        router.get("viewer/:name") { _, context in try ViewerRoutes.file(context.parameters.get("name") ?? "") }
    }

    static func file(_ name: String) throws -> Response {
        guard let file = text(of: name) else {
            throw APIError.notFound("no designer file \"\(TerminalText.shortened(name))\"", place: "path")
        }
        return Response(
            status: .ok,
            headers: [.contentType: file.type, .cacheControl: "no-cache", .contentSecurityPolicy: ViewerRoutes.contentSecurityPolicy],
            body: ResponseBody(byteBuffer: ByteBuffer(string: file.text)))
    }

    static func text(of name: String) -> (text: String, type: String)? {
        #if DEBUG
        if let folder = ProcessInfo.processInfo.environment["SEATCHART_DESIGNER_ASSETS"], !folder.isEmpty {
            guard ViewerRoutes.isPlainName(name),
                  let text = try? String(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name), encoding: .utf8)
            else { return files[name] }
            return (text, ViewerRoutes.mediaType(of: name))
        }
        #endif
        return files[name]
    }
}
