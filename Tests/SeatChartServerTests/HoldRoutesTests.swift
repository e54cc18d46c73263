import Foundation
import HTTPTypes
import SeatChart
import SeatChartSale
import SeatChartServer
import SeatChartTestSupport
import Testing

/// A buyer's sale through the API: tokens, holds, giving back, booking, status.
@Suite(.onWaitingThreads) struct HoldRoutesTests {
    @Test func aPurchaseHoldsThenBooksTheSeats() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let (created, holder) = try await client.call(.post, "/api/holders")
            #expect(created == .created)
            let token = try #require(holder["holder"] as? String)
            #expect(try fixture.sale.token(token).holder == HoldToken.holder(in: token))
            #expect(HoldToken.holder(in: token).hasPrefix(HoldToken.prefix) && HoldToken.holder(in: token) != token)
            #expect(holder["expiresAt"] is String)

            let (held, change) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-2"]}"#)
            #expect(held == .ok)
            #expect(change.strings("seats") == ["101-A-1", "101-A-2"])
            #expect(change["holder"] as? String == token)

            let (_, status) = try await client.call(.get, "/api/status", token: token)
            #expect(status.strings("held") == ["101-A-1", "101-A-2"])
            #expect(status["holders"] == nil, "never every holder's activity")

            let (booked, booking) = try await client.call(.post, "/api/bookings", token: token)
            #expect(booked == .ok)
            #expect(booking.strings("seats") == ["101-A-1", "101-A-2"])
            let (_, after) = try await client.call(.get, "/api/status", token: token)
            #expect(after.strings("booked") == ["101-A-1", "101-A-2"])
        }
        #expect(try fixture.sale.check().isEmpty)
    }

    /// A hold's and a give-back's answers carry the event stream's number of their own change
    /// (the log's position once it was made), not just the latest: a client drops the
    /// stream's events of those seats up to it.
    @Test func theAnswersCarryTheLogPositionOfTheirOwnChange() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let first = try await client.newToken(), second = try await client.newToken()
            func position(_ answer: [String: Any]) -> Int64? { (answer["position"] as? NSNumber)?.int64Value }
            let (_, held) = try await client.call(.post, "/api/holds", token: first, body: #"{"seats": ["101-A-1"]}"#)
            let (_, other) = try await client.call(.post, "/api/holds", token: second, body: #"{"seats": ["101-A-2", "101-A-3"]}"#)
            let (_, given) = try await client.call(.delete, "/api/holds", token: first, body: #"{"seats": ["101-A-1"]}"#)
            let (_, again) = try await client.call(.post, "/api/holds", token: second, body: #"{"seats": ["101-A-2"]}"#)
            let (_, booked) = try await client.call(.post, "/api/bookings", token: second)
            let log = try fixture.sale.changes(after: 0, limit: 100)
            func last(_ seat: String, _ state: SeatState) -> Int64? {
                log.last { $0.seatID == seat && $0.state == state }?.sequence
            }
            let heldAt = try #require(position(held)), otherAt = try #require(position(other)), givenAt = try #require(position(given))
            #expect(heldAt == last("101-A-1", .held), "the hold's own event: \(log)")
            #expect(otherAt == last("101-A-3", .held), "the last event of a change of two seats")
            #expect(givenAt == last("101-A-1", .available), "the give-back's own event")
            #expect(heldAt < otherAt && otherAt < givenAt)
            // A change that logs nothing (the seat already the holder's) stands where the log stood.
            #expect(position(again) == givenAt)
            #expect(position(booked) == log.last?.sequence)
        }
    }

    @Test func aSeatHeldByAnotherIsA409NamingItsStateNotItsHolder() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let first = try await client.newToken(), second = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: first, body: #"{"seats": ["101-A-1"]}"#)
            let (status, refusal) = try await client.call(.post, "/api/holds", token: second, body: #"{"seats": ["101-A-2", "101-A-1"]}"#)
            #expect(status == .conflict)
            let refused = refusal["refused"] as? [[String: Any]] ?? []
            #expect(refused.count == 1)
            #expect(refused.first?["seat"] as? String == "101-A-1")
            #expect(refused.first?["state"] as? String == "held")
            #expect(refused.first?["yours"] as? Bool == false)
            let text = String(describing: refusal)
            #expect(!text.contains(first), "another holder's token never shows")
            // All or nothing: 101-A-2 was not taken.
            let (_, status2) = try await client.call(.get, "/api/status", token: second)
            #expect(status2.strings("held").isEmpty)
        }
    }

    @Test func aTokenCannotGiveBackOrBookAnotherTokensSeats() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let first = try await client.newToken(), second = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: first, body: #"{"seats": ["101-A-1"]}"#)
            let (given, _) = try await client.call(.delete, "/api/holds", token: second, body: #"{"seats": ["101-A-1"]}"#)
            #expect(given == .conflict)
            let (booked, _) = try await client.call(.post, "/api/bookings", token: second)
            #expect(booked == .conflict)
            let (_, status) = try await client.call(.get, "/api/status", token: first)
            #expect(status.strings("held") == ["101-A-1"])
        }
    }

    @Test func givingBackAllFreesTheTokensHolds() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            _ = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-2"]}"#)
            let (one, _) = try await client.call(.delete, "/api/holds", token: token, body: #"{"seats": ["101-A-2"]}"#)
            #expect(one == .ok)
            let (all, change) = try await client.call(.delete, "/api/holds", token: token, body: #"{"all": true}"#)
            #expect(all == .ok)
            #expect(change.strings("seats") == ["101-A-1"])
        }
    }

    @Test func aTokenHoldsAtMostTheLimitAndThe409SaysIt() async throws {
        var settings = ServeSettings()
        settings.maxPerHolder = 3
        let fixture = try ServerFixture(settings: settings)
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let (first, _) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-2"]}"#)
            #expect(first == .ok)
            let (second, refusal) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-3", "101-A-4"]}"#)
            #expect(second == .conflict)
            #expect(refusal["limit"] as? Int == 3)
            #expect(refusal.errorMessage?.contains("at most 3 seats") == true)
            // Seats already held do not count again.
            let (again, _) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1", "101-A-3"]}"#)
            #expect(again == .ok)
            let (best, _) = try await client.call(.post, "/api/holds", token: token, body: #"{"best": {"count": 1}}"#)
            #expect(best == .conflict)
        }
    }

    @Test func bestAvailableTakesACategoryByNameOrId() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let (byName, change) = try await client.call(.post, "/api/holds", token: token, body: #"{"best": {"count": 2, "category": "Upper Tier"}}"#)
            #expect(byName == .ok)
            #expect(change.strings("seats").count == 2)
            let (byID, _) = try await client.call(.post, "/api/holds", token: token, body: #"{"best": {"count": 2, "category": "U"}}"#)
            #expect(byID == .ok)
            let (unknown, error) = try await client.call(.post, "/api/holds", token: token, body: #"{"best": {"count": 2, "category": "Balcony"}}"#)
            #expect(unknown == .notFound)
            #expect(error.errorPlace == "best.category")
            #expect(error.errorMessage?.contains("U (Upper Tier)") == true)
        }
    }

    @Test func anExpiredTokenCannotHoldAndItsHoldsRunOutWithIt() async throws {
        let clock = TestClock()
        var settings = ServeSettings()
        settings.holdTTL = 60
        settings.clock = clock.function
        let fixture = try ServerFixture(settings: settings, clock: clock)
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            clock.advance(30)
            let (held, change) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-1"]}"#)
            #expect(held == .ok)
            // The hold runs out with the token, 60 s after it was issued.
            let (_, holder) = try await client.call(.get, "/api/status", token: token)
            #expect(change["expiresAt"] as? String == holder["expiresAt"] as? String)
            clock.advance(31)
            let (late, error) = try await client.call(.post, "/api/holds", token: token, body: #"{"seats": ["101-A-2"]}"#)
            #expect(late == .unauthorized)
            #expect(error.errorMessage?.contains("expired") == true)
            let (_, status) = try await client.call(.get, "/api/status", token: token)
            #expect(status.strings("held").isEmpty)
        }
    }
}
