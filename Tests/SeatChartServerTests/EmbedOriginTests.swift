import Foundation
import HTTPTypes
import NIOCore
import SeatChartServer
import Testing

/// `--embed-origin`: CORS for the API (preflight, Authorization and Content-Type, no cookies) and
/// `frame-ancestors` for the viewer's page, for the origins allowed only.
@Suite(.onWaitingThreads) struct EmbedOriginTests {
    static let shop = "http://127.0.0.1:8081"

    static var settings: ServeSettings {
        var settings = ServeSettings(adminToken: ServerFixture.adminToken)
        settings.embedOrigins = [shop]
        return settings
    }

    @Test func anAllowedOriginGetsCORSAndTheOthersNone() async throws {
        let fixture = try ServerFixture(settings: Self.settings)
        try await fixture.withRouter { client in
            let preflight = try await client.execute(
                uri: "/api/holds", method: .options,
                headers: [.origin: Self.shop, .accessControlRequestMethod: "POST", .accessControlRequestHeaders: "authorization, content-type"]
            ) { $0 }
            #expect(preflight.status == .noContent)
            #expect(preflight.headers[.accessControlAllowOrigin] == Self.shop)
            #expect(preflight.headers[.accessControlAllowHeaders]?.contains("Authorization") == true)
            #expect(preflight.headers[.accessControlAllowMethods]?.contains("POST") == true)
            #expect(preflight.headers[.accessControlAllowCredentials] == nil, "no cookies")

            let answer = try await client.execute(uri: "/api/holders", method: .post, headers: [.origin: Self.shop]) { $0 }
            #expect(answer.status == .created && answer.headers[.accessControlAllowOrigin] == Self.shop)
            let refused = try await client.execute(uri: "/api/status", method: .get, headers: [.origin: Self.shop, .authorization: "Bearer nope"]) { $0 }
            #expect(refused.status == .unauthorized && refused.headers[.accessControlAllowOrigin] == Self.shop, "errors too, so the page reads why")

            let other = try await client.execute(uri: "/api/holders", method: .post, headers: [.origin: "https://evil.example"]) { $0 }
            #expect(other.headers[.accessControlAllowOrigin] == nil && other.headers[.vary]?.contains("Origin") == true)
            let otherPreflight = try await client.execute(
                uri: "/api/holds", method: .options, headers: [.origin: "https://evil.example", .accessControlRequestMethod: "POST"]) { $0 }
            #expect(otherPreflight.headers[.accessControlAllowOrigin] == nil && otherPreflight.status != .noContent)

            let page = try await client.execute(uri: "/", method: .get) { $0 }
            #expect(page.headers[.contentSecurityPolicy]?.hasSuffix("frame-ancestors 'self' \(Self.shop)") == true)
        }
    }

    @Test func withoutEmbedOriginsThePageIsFramedByItselfOnly() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let page = try await client.execute(uri: "/", method: .get) { $0 }
            #expect(page.headers[.contentSecurityPolicy]?.hasSuffix("frame-ancestors 'self'") == true)
            let answer = try await client.execute(uri: "/api/holders", method: .post, headers: [.origin: Self.shop]) { $0 }
            #expect(answer.headers[.accessControlAllowOrigin] == nil)
        }
        #expect(EmbedOrigins.origin("HTTPS://Shop.Example") == "https://shop.example")
        #expect(EmbedOrigins.origin("https://shop.example:443") == "https://shop.example" && EmbedOrigins.origin("http://shop.example:8080") == "http://shop.example:8080")
        #expect(EmbedOrigins.origin("https://shop.example/path") == nil && EmbedOrigins.origin("ftp://x") == nil && EmbedOrigins.origin("https://") == nil)
    }
}
