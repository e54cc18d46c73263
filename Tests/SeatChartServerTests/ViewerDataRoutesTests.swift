import Foundation
import HTTPTypes
import SeatChart
import SeatChartSVG
import SeatChartSale
import SeatChartServer
import SeatChartTestSupport
import Testing

/// What the viewer asks the server for: how to draw the chart (colours, the seat's shape,
/// label sizes, money), what is left of each tribune, seats by id, the server's clock and
/// "keep my seats".
@Suite(.onWaitingThreads) struct ViewerDataRoutesTests {
    @Test func theChartCarriesWhatTheSVGDrawsWith() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let (status, chart) = try await client.call(.get, "/api/chart")
            #expect(status == .ok)
            let palette = try #require(chart["palette"] as? [String: String])
            let expected = ChartPalette(chart: fixture.sale.chart)
            #expect(palette["held"] == expected.held && palette["selected"] == expected.selected)
            #expect(palette["booked"] == expected.booked && palette["blocked"] == expected.blocked)
            // The colours of the words and marks drawn over seats and the field: the page has none of its own.
            #expect(palette["fieldName"] == ChartPalette.fieldName && palette["accessibleMark"] == ChartPalette.accessibleMark)
            #expect(palette["stateMark"] == ChartPalette.stateMark)
            let currency = try #require(chart["currency"] as? [String: Any])
            #expect(currency["code"] as? String == "GBP" && currency["prefix"] as? String == "£")
            #expect(currency["minorDigits"] as? Int == 2)
            let categories = try #require(chart["categories"] as? [[String: Any]])
            #expect(categories.first?["priceMinor"] as? Int == 9500 && categories.first?["priceText"] as? String == "£95")
            let tribune = try #require((chart["tribunes"] as? [[String: Any]])?.first)
            #expect(tribune["name"] as? String == "Tribune 101" && tribune["kind"] as? String == "block")
            #expect(tribune["level"] as? Int == 0 && (tribune["label"] as? [String: Any])?["text"] as? String == "101")
            let levels = try #require(chart["levels"] as? [[String: Any]])
            #expect(levels.count == 1 && (levels[0]["bounds"] as? [String: Any])?["width"] is Double)
            #expect((tribune["box"] as? [String: Any])?["width"] is Double)
            #expect((tribune["label"] as? [String: Any])?["fit"] is Double)
            let field = try #require(chart["field"] as? [String: Any])
            #expect(field["kind"] as? String == "pitch" && field["name"] as? String == "Pitch")
            let labels = try #require(chart["labels"] as? [String: Any])
            #expect(labels["rowLetterPixels"] as? Double == ChartLabels.rowLetterPixels)
            #expect(labels["seatNumberPixels"] as? Double == ChartLabels.seatNumberPixels)
            #expect(labels["accessibleSymbol"] as? String == "\u{267F}")
            #expect(((chart["seatShape"] as? [String: Any])?["path"] as? String)?.hasPrefix("M") == true)
            #expect(chart["accessibleSeats"] as? Int == 4)
        }
    }

    @Test func availabilityCountsWhatIsLeft() async throws {
        let fixture = try ServerFixture()
        try await fixture.withLiveServer { client in
            let token = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-2"]}"#)
            let total = fixture.sale.chart.tribunes[0].seats.count
            // The feed sees the holds within its poll interval.
            var left: Int?
            for _ in 0..<100 {
                let (_, answer) = try await client.call(.get, "/api/availability")
                let first = (answer["tribunes"] as? [[String: Any]])?.first
                left = first?["available"] as? Int
                if left == total - 2 {
                    #expect(first?["from"] as? Int == 9500 && first?["fromText"] as? String == "£95")
                    #expect((answer["seq"] as? Int ?? 0) > 0)
                    break
                }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(left == total - 2)
        }
    }

    @Test func seatsAreNamedByTheirIDs() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let (status, answer) = try await client.call(.get, "/api/seats?id=204-A-2&id=101-B-3&id=204-A-2")
            #expect(status == .ok)
            let seats = try #require(answer["seats"] as? [[String: Any]])
            #expect(seats.map { $0["id"] as? String } == ["101-B-3", "204-A-2"])
            #expect(seats.last?["accessible"] as? Bool == true && seats.first?["row"] as? String == "B")
            let (missing, error) = try await client.call(.get, "/api/seats?id=101-B-3&id=999-A-1")
            #expect(missing == .notFound && error.errorPlace == "id")
            let many = (0..<101).map { "id=101-A-\($0)" }.joined(separator: "&")
            let (tooMany, _) = try await client.call(.get, "/api/seats?\(many)")
            #expect(tooMany == .contentTooLarge)
        }
    }

    @Test func answersCarryTheServersClockAndExtensionsLeft() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let (_, holder) = try await client.call(.post, "/api/holders")
            #expect(holder["now"] is String && holder["extensionsLeft"] as? Int == 1)
            let token = try #require(holder["holder"] as? String)
            let (_, status) = try await client.call(.get, "/api/status", token: token)
            #expect(status["now"] is String && status["extensionsLeft"] as? Int == 1)
            let now = try #require(Date(iso: status["now"] as? String))
            #expect(abs(now.timeIntervalSinceNow) < 60)
        }
    }

    @Test func keepMySeatsExtendsTheTokenAndItsHoldsOnce() async throws {
        var settings = ServeSettings(holdTTL: 600)
        let clock = TestClock()
        settings.clock = clock.function
        let fixture = try ServerFixture(settings: settings, clock: clock)
        try await fixture.withRouter { client in
            let (_, holder) = try await client.call(.post, "/api/holders")
            let token = try #require(holder["holder"] as? String)
            let issued = try #require(Date(iso: holder["expiresAt"] as? String))
            _ = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
            clock.advance(500)
            let (status, extended) = try await client.call(.post, "/api/holders/extend", token: token)
            #expect(status == .ok)
            #expect(Date(iso: extended["expiresAt"] as? String) == issued + 600)
            // The answer's holder is a new token of the same holder, running out with the seats.
            let renewed = try #require(extended["holder"] as? String)
            #expect(extended["extensionsLeft"] as? Int == 0 && renewed != token)
            #expect(renewed.split(separator: ".").first == token.split(separator: ".").first)
            let (again, refusal) = try await client.call(.post, "/api/holders/extend", token: renewed)
            #expect(again == .conflict && refusal.errorPlace == "Authorization")
            clock.advance(200)
            // Past the first expiry the seat is still the buyer's, and the new token holds;
            // the old one has run out.
            let (_, state) = try await client.call(.get, "/api/status", token: renewed)
            #expect(state.strings("held") == ["101-A-1"] && state["extensionsLeft"] as? Int == 0)
            let (held, _) = try await client.call(.post, "/api/holds", token: renewed, body: #"{"seats": ["101-A-2"]}"#)
            #expect(held == .ok)
            let (old, _) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-3"]}"#)
            #expect(old == .unauthorized)
            let (unknown, _) = try await client.call(.post, "/api/holders/extend", token: "hold_" + String(repeating: "0", count: 32))
            #expect(unknown == .unauthorized)
            let (none, _) = try await client.call(.post, "/api/holders/extend")
            #expect(none == .unauthorized)
        }
    }

    @Test func noExtensionWhenTheServerAllowsNone() async throws {
        var settings = ServeSettings()
        settings.holdExtensions = 0
        let fixture = try ServerFixture(settings: settings)
        try await fixture.withRouter { client in
            let (_, holder) = try await client.call(.post, "/api/holders")
            #expect(holder["extensionsLeft"] as? Int == 0)
            let (status, _) = try await client.call(.post, "/api/holders/extend", token: holder["holder"] as? String)
            #expect(status == .conflict)
        }
    }

    @Test func bestAvailableCanAskForAccessibleSeats() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let (status, change) = try await client.call(.post, "/api/holds", token: token, body: #"{"best": {"count": 2, "accessible": true}}"#)
            #expect(status == .ok)
            #expect(Set(change.strings("seats")).isSubset(of: ["204-A-1", "204-A-2", "210-A-1", "210-A-2"]))
            let (bad, error) = try await client.call(.post, "/api/holds", token: token, body: #"{"best": {"count": 2, "accessible": "yes"}}"#)
            #expect(bad == .badRequest && error.errorPlace == "best.accessible")
        }
    }
}

extension Date {
    /// The date of an ISO 8601 time with milliseconds, as the API writes it.
    init?(iso text: String?) {
        guard let text, let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) else { return nil }
        self = date
    }
}
