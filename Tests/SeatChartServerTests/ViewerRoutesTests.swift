import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// The viewer's files: compiled in, each with its media type and the page's security policy.
@Suite struct ViewerRoutesTests {
    @Test func thePageAndItsModulesAreServedWithTheirPolicy() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
                let page = String(buffer: response.body)
                #expect(page.contains(#"<script type="module" src="/viewer/main.js">"#))
                for link in [#"src="http"#, #"href="http"#, #"src="//"#, #"href="//"#] {
                    #expect(!page.contains(link), "nothing from another host")
                }
            }
            let modules = [
                "main.js", "api.js", "model.js", "draw.js", "view.js", "gestures.js", "taps.js", "access.js", "card.js",
                "names.js", "money.js", "selection.js", "panel.js", "legend.js", "messages.js", "events.js", "minimap.js",
                "seatpaint.js", "seatgeometry.js", "pointer.js", "holdtoken.js", "holdlife.js", "purchase.js", "areas.js",
                "answered.js", "movedframe.js",
            ]
            let page = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            for name in modules where name != "main.js" {
                // Fetched with the page, not as the imports are found.
                #expect(page.contains(#"<link rel="modulepreload" href="/viewer/\#(name)">"#), "\(name) is preloaded")
            }
            for name in modules + ["seats-worker.js"] {
                try await client.execute(uri: "/viewer/\(name)", method: .get) { response in
                    #expect(response.status == .ok, "\(name)")
                    #expect(response.headers[.contentType] == "text/javascript; charset=utf-8", "\(name)")
                    let text = String(buffer: response.body)
                    // Every import is one of the viewer's own modules.
                    for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                        #expect(line.contains(#"from "./"#), "\(name): \(line)")
                    }
                }
            }
            try await client.execute(uri: "/viewer/viewer.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
            }
        }
    }

    /// The chart's colours are the server's palette (`/api/chart`), the page's own are in
    /// viewer.css: no script restates a colour.
    @Test func noScriptOfThePageWritesAColour() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let page = try await client.execute(uri: "/", method: .get) { String(buffer: $0.body) }
            let linked = page.matches(of: /href="\/viewer\/([a-z-]+\.js)"/).map { String($0.output.1) }
            #expect(linked.count >= 20, "the page links its modules: \(linked)")
            for name in Set(linked + ["main.js", "seats-worker.js"]).sorted() {
                let text = try await client.execute(uri: "/viewer/\(name)", method: .get) { String(buffer: $0.body) }
                let colours = text.matches(of: /#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/).map { String(text[$0.range]) }
                #expect(colours.isEmpty, "\(name) writes colours of its own: \(colours)")
            }
        }
    }

    @Test func theIconIsServedAsTheFavicon() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            for uri in ["/favicon.ico", "/viewer/icon.svg"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok, "\(uri)")
                    #expect(response.headers[.contentType] == "image/svg+xml", "\(uri)")
                    #expect(String(buffer: response.body).hasPrefix("<svg"), "\(uri)")
                }
            }
        }
    }

    @Test func anUnknownFileIsA404NamingIt() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let (status, body) = try await client.call(.get, "/viewer/nothing.js")
            #expect(status == .notFound)
            #expect((body["error"] as? [String: Any])?["message"] as? String == #"no viewer file "nothing.js""#)
        }
    }
}
