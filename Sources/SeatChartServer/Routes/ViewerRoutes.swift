import Foundation
import Hummingbird
import SeatChart

/// The web viewer: `GET /` and its files under `/viewer/`, compiled into the binary from
/// `Assets/viewer` (no file beside the binary, no third-party host), and its icon at
/// `/favicon.ico`.
///
/// A debug build started with `SEATCHART_VIEWER_ASSETS=FOLDER` reads the files from that
/// folder at each request instead (edit, reload, no rebuild; docs/viewer.md); a release
/// build has no such switch.
struct ViewerRoutes {
    /// The shop pages allowed to show the page in a frame (`--embed-origin`), beside its own.
    var embedOrigins: [String] = []

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

    /// Only the page's own files: no script, style or connection from elsewhere; framed by its
    /// own origin only.
    static let contentSecurityPolicy = contentSecurityPolicy(frameAncestors: [])

    /// The same, framed by its own origin and `origins` too.
    static func contentSecurityPolicy(frameAncestors origins: [String]) -> String {
        "default-src 'self'; img-src 'self' data:; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors "
            + (["'self'"] + origins).joined(separator: " ")
    }

    func add(to router: some RouterMethods<SaleRequestContext>) {
        let policy = Self.contentSecurityPolicy(frameAncestors: embedOrigins)
        router.get("/") { _, _ in try Self.file("index.html", policy: policy) }
        router.get("favicon.ico") { _, _ in try Self.file("icon.svg") }
        router.get("embed.js") { _, _ in try Self.file("picker.js") }
        router.get("viewer/:name") { _, context in try Self.file(context.parameters.get("name") ?? "") }
    }

    /// An event's viewer page: the same page, which finds its event's routes from its own
    /// address (`/events/KEY/`); its scripts and styles are the root's.
    func addPage(to router: some RouterMethods<SaleRequestContext>) {
        let policy = Self.contentSecurityPolicy(frameAncestors: embedOrigins)
        router.get("/") { _, _ in try Self.file("index.html", policy: policy) }
    }

    static func file(_ name: String, policy: String = contentSecurityPolicy) throws -> Response {
        guard let file = Self.text(of: name) else {
            throw APIError.notFound("no viewer file \"\(TerminalText.shortened(name))\"", place: "path")
        }
        return Response(
            status: .ok,
            headers: [.contentType: file.type, .cacheControl: "no-cache", .contentSecurityPolicy: policy],
            body: ResponseBody(byteBuffer: ByteBuffer(string: file.text)))
    }

    /// The file `name` of the viewer, as compiled in (or, in a debug build with
    /// `SEATCHART_VIEWER_ASSETS`, as it is on disk now).
    static func text(of name: String) -> (text: String, type: String)? {
        #if DEBUG
        if let folder = developmentFolder {
            // Plain names of the viewer's kinds only: a request never reads outside the folder.
            guard isPlainName(name),
                  let text = try? String(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name), encoding: .utf8)
            else { return files[name] }
            return (text, mediaType(of: name))
        }
        #endif
        return files[name]
    }

    #if DEBUG
    /// Whether `name` is a file name of letters, digits, `-` and `_` with the extension of a
    /// viewer's file (`.js`, `.css`, `.html`, `.svg`).
    static func isPlainName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, ["js", "css", "html", "svg"].contains(parts[1]), !parts[0].isEmpty else { return false }
        return parts[0].unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// The folder of the viewer's files being edited, in a debug build.
    static let developmentFolder = ProcessInfo.processInfo.environment["SEATCHART_VIEWER_ASSETS"].flatMap { $0.isEmpty ? nil : $0 }
    #endif
}
