import Foundation
import HTTPTypes
import Testing

/// The chart, its SVG, its seats and hit testing over HTTP.
@Suite struct ChartRoutesTests {
    @Test func theChartDocumentListsCategoriesAndTribunes() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let (status, chart) = try await client.call(.get, "/api/chart")
            #expect(status == .ok)
            #expect(chart["name"] as? String == fixture.sale.chart.name)
            let tribunes = chart["tribunes"] as? [[String: Any]] ?? []
            #expect(tribunes.count == fixture.sale.chart.tribunes.count)
            #expect((tribunes.first?["outline"] as? String)?.hasPrefix("M") == true)
            let seats = tribunes.compactMap { $0["seats"] as? Int }.reduce(0, +)
            #expect(seats == fixture.sale.chart.seats.count)
        }
    }

    @Test func hitAnswersAsTheCommandLineDoes() async throws {
        let fixture = try ServerFixture()
        let seat = fixture.sale.chart.seats[0]
        try await fixture.withRouter { client in
            let (status, hit) = try await client.call(.get, "/api/hit?x=\(seat.center.x)&y=\(seat.center.y)")
            #expect(status == .ok)
            #expect(hit["seat"] as? String == fixture.sale.chart.seatID(0))
            #expect(hit["state"] as? String == "available")
        }
    }

    @Test func seatsOfATribuneCarryTheirState() async throws {
        let fixture = try ServerFixture()
        let tribune = fixture.sale.chart.tribunes[0]
        try await fixture.withRouter { client in
            let (status, list) = try await client.call(.get, "/api/seats?tribune=\(tribune.id)")
            #expect(status == .ok)
            let seats = list["seats"] as? [[String: Any]] ?? []
            #expect(seats.count == tribune.seats.count)
        }
    }

    @Test func theSVGMarksTheBearersHoldsSelected() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
            let svg = try await client.execute(
                uri: "/api/chart.svg?focus=101", method: .get, headers: [.authorization: "Bearer \(token)"]
            ) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("image/svg+xml") == true)
                return String(buffer: response.body)
            }
            #expect(svg.contains("selected"))
            #expect(svg.contains(#"data-seat="101-A-1""#))
        }
    }

    @Test func theOpenAPIDocumentIsServedAndDocumentsEveryRoute() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let (status, document) = try await client.call(.get, "/openapi.json")
            #expect(status == .ok)
            #expect(document["openapi"] as? String == "3.1.0")
            // The document's paths and methods are exactly the router's routes (HEAD, answered
            // for every GET, the viewer's own files, and the routes of the events made after the
            // start, the same routes under the document's `/events/{event}` server, aside).
            var documented: [String] = []
            for (path, operations) in document["paths"] as? [String: Any] ?? [:] {
                documented += (operations as? [String: Any] ?? [:]).keys.map { "\($0.uppercased()) \(path)" }
            }
            let viewerFiles = ["GET /favicon.ico", "GET /embed.js", "GET /viewer/{name}"]
            let served = fixture.server.router().routes.filter { $0.method != .head }
                .map { "\($0.method.rawValue) \($0.path.description.hasPrefix("/") ? "" : "/")\($0.path)" }
                .filter { !viewerFiles.contains($0) && !$0.contains(" /events/{event}") }
            #expect(documented.sorted() == served.sorted())
            #expect(Set(documented.map { $0.split(separator: " ")[1] }).count == 22, "\(documented.sorted())")
        }
        // The committed file is the one served.
        let committed = try Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SeatChartServer/Assets/openapi.json"))
        #expect(!committed.isEmpty)
    }

    @Test func metricsCountRequestsAndNeedTheAdminToken() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            _ = try await client.call(.get, "/api/chart")
            let (anonymous, _) = try await client.call(.get, "/metrics")
            #expect(anonymous == .unauthorized)
            let (wrong, _) = try await client.call(.get, "/metrics", token: "not-the-box-office")
            #expect(wrong == .forbidden)
            let text = try await client.execute(
                uri: "/metrics", method: .get, headers: [.authorization: "Bearer \(ServerFixture.adminToken)"]
            ) { String(buffer: $0.body) }
            #expect(text.contains(#"seatchart_http_requests_total{method="GET",route="/api/chart",status="200"} 1"#))
            #expect(text.contains("seatchart_http_request_duration_seconds_bucket"))
        }
    }

    @Test func aMethodThePathDoesNotTakeIsA405NamingTheOnesItDoes() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            try await client.execute(uri: "/api/holds", method: .put) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "POST, DELETE")
            }
            try await client.execute(uri: "/api/nothing", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
