import Foundation
import HTTPTypes
import Testing

/// What a client sends wrong gets a 4xx naming the field, header or parameter; nothing
/// a client sends gets a 5xx.
@Suite struct RequestCheckTests {
    @Test(arguments: [
        (#"{"seats": ["101-A-1"]"#, "body"),
        (#"[1, 2]"#, "body"),
        (#"{"seats": "101-A-1"}"#, "seats"),
        (#"{"seats": ["101-A-1", 7]}"#, "seats[1]"),
        (#"{"seets": ["101-A-1"]}"#, "seets"),
        (#"{"seats": ["101-A-1"], "seats": ["101-A-2"]}"#, "seats"),
        (#"{"seats": ["101-A-1"], "best": {"count": 1}}"#, "body"),
        (#"{"best": {"count": 0}}"#, "best.count"),
        (#"{"best": {"count": 2.5}}"#, "best.count"),
        (#"{"best": {"count": 2, "category": 3}}"#, "best.category"),
        (#"{"best": {"cuont": 2}}"#, "best.cuont"),
        (#"{"seats": []}"#, "seats"),
        ("", "body"),
    ])
    func aMalformedHoldIsA400NamingThePlace(body: String, place: String) async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let (status, error) = try await client.call(.post, "/api/holds", token: token, body: body)
            #expect(status == .badRequest, "\(body)")
            #expect(error.errorPlace == place, "\(body): \(error)")
        }
    }

    @Test func unknownSeatsAreA404NamingThem() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let (status, error) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1", "999-Z-9"]}"#)
            #expect(status == .notFound)
            #expect(error.errorPlace == "seat 999-Z-9")
        }
    }

    @Test func aMissingMalformedOrUnknownTokenIsA401() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            for token in [nil, "alice", "hold_00000000000000000000000000000000"] as [String?] {
                let (status, error) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
                #expect(status == .unauthorized, "\(token ?? "none")")
                #expect(error.errorPlace == "Authorization")
            }
            // A holder named at the command line is not a token.
            _ = try fixture.sale.select(.init(ids: ["101-B-1"]), holder: "alice")
            let (status, _) = try await client.call(.get, "/api/status", token: "alice")
            #expect(status == .unauthorized)
        }
    }

    @Test func aBodyOver64KiBOrOver1000SeatsIsA413() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let large = #"{"seats": ["# + Array(repeating: #""101-A-1""#, count: 8000).joined(separator: ",") + "]}"
            let (tooBig, error) = try await client.call(.post, "/api/holds", token: token, body: large)
            #expect(tooBig == .contentTooLarge)
            #expect(error.errorPlace == "body")
            let many = #"{"seats": ["# + Array(repeating: #""1""#, count: 1001).joined(separator: ",") + "]}"
            let (tooMany, error2) = try await client.call(.post, "/api/holds", token: token, body: many)
            #expect(tooMany == .contentTooLarge)
            #expect(error2.errorPlace == "seats")
        }
    }

    @Test func queryParametersAreChecked() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let cases: [(String, HTTPResponse.Status, String)] = [
                ("/api/hit?x=1", .badRequest, "y"),
                ("/api/hit?x=nan&y=0", .badRequest, "x"),
                ("/api/hit?x=1e400&y=0", .badRequest, "x"),
                ("/api/seats?tribune=999", .notFound, "tribune"),
                ("/api/chart.svg?focus=999", .notFound, "focus"),
                ("/api/chart.svg?width=0", .badRequest, "width"),
                ("/api/chart.svg?detail=rows", .badRequest, "detail"),
                ("/api/events?lastEventId=-4", .badRequest, "lastEventId"),
            ]
            for (path, expected, place) in cases {
                let (status, error) = try await client.call(.get, path)
                #expect(status == expected, "\(path)")
                #expect(error.errorPlace == place, "\(path)")
            }
        }
    }

    @Test func theBoxOfficeNeedsItsToken() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let buyer = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: buyer, body: #"{"seats": ["101-A-1"]}"#)
            let (missing, _) = try await client.call(.post, "/api/admin/release", body: #"{"seats": ["101-A-1"]}"#)
            #expect(missing == .unauthorized)
            let (wrong, _) = try await client.call(.post, "/api/admin/release", token: buyer, body: #"{"seats": ["101-A-1"]}"#)
            #expect(wrong == .forbidden)
            let (released, change) = try await client.call(
                .post, "/api/admin/release", token: ServerFixture.adminToken, body: #"{"seats": ["101-A-1"]}"#)
            #expect(released == .ok)
            #expect(change.strings("seats") == ["101-A-1"])
            let (blocked, _) = try await client.call(
                .post, "/api/admin/block", token: ServerFixture.adminToken, body: #"{"seats": ["101-A-1"]}"#)
            #expect(blocked == .ok)
            let (refused, _) = try await client.call(.post, "/api/holds", token: buyer, body: #"{"seats": ["101-A-1"]}"#)
            #expect(refused == .conflict)
            let (unblocked, _) = try await client.call(
                .post, "/api/admin/unblock", token: ServerFixture.adminToken, body: #"{"seats": ["101-A-1"]}"#)
            #expect(unblocked == .ok)
        }
    }

    @Test func aServerWithoutAnAdminTokenKeepsTheBoxOfficeClosed() async throws {
        let fixture = try ServerFixture(settings: .init())
        try await fixture.withRouter { client in
            let (status, error) = try await client.call(.post, "/api/admin/block", token: "anything", body: #"{"seats": ["101-A-1"]}"#)
            #expect(status == .forbidden)
            #expect(error.errorMessage?.contains("SEATCHART_ADMIN_TOKEN") == true)
        }
    }
}
