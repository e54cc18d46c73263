import Foundation
import HTTPTypes
import Hummingbird
import Logging
@testable import SeatChartServer
import SeatChart
import SeatChartSale
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Standing areas over HTTP, on the concert hall (a floor of 600 sold by count, boxes of 6
/// sold whole): `POST`/`DELETE /api/holds` take `areas` beside `seats`, a booking books the
/// places, the status gives each area's counts, and the feed hands every change of them to
/// the event streams.
@Suite(.onWaitingThreads) struct AreaRoutesTests {
    static func fixture() throws -> ServerFixture { try ServerFixture(stadium: "hall.json") }

    /// The `areas` of a status answer, by area id.
    static func areas(_ json: [String: Any]) -> [String: [String: Any]] {
        let list = json["areas"] as? [[String: Any]] ?? []
        return Dictionary(list.map { ($0["area"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func placesAreHeldWithSeatsGivenBackAndBooked() async throws {
        let fixture = try Self.fixture()
        let chart = fixture.sale.chart
        let stalls = try #require(chart.tribuneIndex(forID: "SF"))
        let seat = chart.seatID(try #require(chart.tribunes[stalls].seats.first))
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let (held, change) = try await client.call(
                .post, "/api/holds", token: token, body: #"{"seats": ["\#(seat)"], "areas": [{"id": "FLOOR", "quantity": 4}]}"#)
            #expect(held == .ok, "\(change)")
            #expect(change.strings("seats") == [seat])
            let places = change["places"] as? [[String: Any]] ?? []
            #expect(places.count == 1 && places.first?["area"] as? String == "FLOOR" && places.first?["quantity"] as? Int == 4, "\(change)")

            var (_, status) = try await client.call(.get, "/api/status", token: token)
            var floor = Self.areas(status)["FLOOR"] ?? [:]
            #expect(floor["capacity"] as? Int == 600 && floor["held"] as? Int == 4 && floor["left"] as? Int == 596, "\(floor)")
            #expect(floor["yourHeld"] as? Int == 4 && floor["expiresAt"] is String, "\(floor)")
            #expect(status.strings("held") == [seat])

            // Two given back by count, then the rest of the token's places there with no quantity.
            let (fewer, _) = try await client.call(.delete, "/api/holds", token: token, body: #"{"areas": [{"id": "FLOOR", "quantity": 2}]}"#)
            #expect(fewer == .ok)
            (_, status) = try await client.call(.get, "/api/status", token: token)
            #expect(Self.areas(status)["FLOOR"]?["yourHeld"] as? Int == 2)
            let (rest, _) = try await client.call(.delete, "/api/holds", token: token, body: #"{"areas": [{"id": "FLOOR"}]}"#)
            #expect(rest == .ok)
            (_, status) = try await client.call(.get, "/api/status", token: token)
            #expect(Self.areas(status)["FLOOR"]?["yourHeld"] as? Int == 0)

            // A box is sold whole: named without a quantity, it is all six places; booked with the seat.
            let (box, _) = try await client.call(.post, "/api/holds", token: token, body: #"{"areas": [{"id": "BOX1"}]}"#)
            #expect(box == .ok)
            let (booked, _) = try await client.call(.post, "/api/bookings", token: token)
            #expect(booked == .ok)
            (_, status) = try await client.call(.get, "/api/status", token: token)
            floor = Self.areas(status)["BOX1"] ?? [:]
            #expect(floor["yourBooked"] as? Int == 6 && floor["left"] as? Int == 0, "\(floor)")
            #expect(status.strings("booked") == [seat])
        }
    }

    @Test func theAreasRulesRefuseWith409AndBadAreasWith400() async throws {
        let fixture = try Self.fixture()
        try await fixture.withRouter { client in
            let first = try await client.newToken(), second = try await client.newToken()
            #expect(try await client.call(.post, "/api/holds", token: first, body: #"{"areas": [{"id": "BOX1"}]}"#).status == .ok)
            // A second party in a box sold whole.
            let (taken, refusal) = try await client.call(.post, "/api/holds", token: second, body: #"{"areas": [{"id": "BOX1", "quantity": 2}]}"#)
            #expect(taken == .conflict, "\(refusal)")
            #expect(refusal.errorMessage?.contains("BOX1") == true && refusal.errorPlace == "areas", "\(refusal)")
            // More than are left: the refusal says how many are.
            let (over, left) = try await client.call(.post, "/api/holds", token: second, body: #"{"areas": [{"id": "FLOOR", "quantity": 601}]}"#)
            #expect(over == .conflict && left.errorMessage?.contains("600") == true, "\(left)")
            // Giving back places the token does not hold.
            let (none, _) = try await client.call(.delete, "/api/holds", token: second, body: #"{"areas": [{"id": "FLOOR", "quantity": 1}]}"#)
            #expect(none == .conflict)

            let bad: [(String, String)] = [
                (#"{"areas": [{"id": "FLOOR", "quantity": 0}]}"#, "areas[0].quantity"),
                (#"{"areas": [{"id": "FLOOR", "quantity": 2.5}]}"#, "areas[0].quantity"),
                (#"{"areas": [{"quantity": 2}]}"#, "areas[0].id"),
                (#"{"areas": [{"id": 7}]}"#, "areas[0].id"),
                (#"{"areas": [{"id": "FLOOR", "count": 2}]}"#, "areas[0].count"),
                (#"{"areas": {"id": "FLOOR"}}"#, "areas"),
                (#"{"areas": []}"#, "areas"),
                (#"{"areas": [{"id": "FLOOR", "quantity": 1}], "best": {"count": 2}}"#, "body"),
                (#"{}"#, "body"),
            ]
            for (body, place) in bad {
                let (status, answer) = try await client.call(.post, "/api/holds", token: second, body: body)
                #expect(status == .badRequest, "\(body): \(status) \(answer)")
                #expect(answer.errorPlace == place, "\(body): \(answer)")
            }
            // An area the chart does not have is not found, as an unknown seat is.
            let (unknown, missing) = try await client.call(.post, "/api/holds", token: second, body: #"{"areas": [{"id": "NOPE", "quantity": 1}]}"#)
            #expect(unknown == .notFound && missing.errorPlace == "areas", "\(missing)")
            #expect(missing.errorMessage?.contains("FLOOR, BOX1") == true, "the known areas: \(missing)")
            let (both, answer) = try await client.call(.delete, "/api/holds", token: second, body: #"{"areas": [{"id": "FLOOR"}], "all": true}"#)
            #expect(both == .badRequest && answer.errorPlace == "body", "\(answer)")
        }
    }

    @Test func theFeedTellsItsListenersAnAreasNewCounts() async throws {
        let fixture = try Self.fixture()
        let feed = try ChangeFeed(sale: fixture.sale, settings: fixture.settings, logger: Logger(label: "test"))
        #expect(feed.areas.map(\.areaID) == ["FLOOR", "BOX1", "BOX2", "BOX3", "BOX4"])
        #expect(feed.areas.allSatisfy { $0.held == 0 && $0.booked == 0 })
        let (listener, _) = feed.listen()
        try fixture.sale.select(SeatRequest(areas: [AreaRequest(id: "FLOOR", quantity: 5)]), holder: "a")
        await feed.poll()
        guard case .areas(let counts) = await listener.next(waitingAtMost: .seconds(10)) else {
            Issue.record("the listener got no area counts")
            return
        }
        #expect(counts.map(\.areaID) == ["FLOOR"])
        #expect(counts.first?.held == 5 && counts.first?.left == 595)
        #expect(feed.areas.first?.held == 5)
        // Nothing changed: nothing is handed on.
        await feed.poll()
        #expect(await listener.next(waitingAtMost: .milliseconds(50)) == .idle)
        // Two changes before the stream takes them: only the latest counts wait.
        try fixture.sale.select(SeatRequest(areas: [AreaRequest(id: "FLOOR", quantity: 1)]), holder: "b")
        await feed.poll()
        try fixture.sale.deselectAll(holder: "a")
        await feed.poll()
        guard case .areas(let latest) = await listener.next(waitingAtMost: .seconds(10)) else {
            Issue.record("the listener got no area counts")
            return
        }
        #expect(latest.count == 1 && latest.first?.held == 1, "\(latest)")
    }

    @Test func anAnonymousStatusGivesTheAreasCountsWithoutAnyonesOwn() async throws {
        let fixture = try Self.fixture()
        try await fixture.withLiveServer { client in
            let token = try await client.newToken()
            #expect(try await client.call(.post, "/api/holds", token: token, body: #"{"areas": [{"id": "FLOOR", "quantity": 3}]}"#).status == .ok)
            // The feed (running here) reads the counts on its next pass.
            let deadline = Date().addingTimeInterval(30)
            var floor: [String: Any] = [:]
            while Date() < deadline {
                let (_, status) = try await client.call(.get, "/api/status")
                floor = Self.areas(status)["FLOOR"] ?? [:]
                if floor["held"] as? Int == 3 { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(floor["held"] as? Int == 3 && floor["left"] as? Int == 597, "\(floor)")
            #expect(floor["yourHeld"] == nil && floor["expiresAt"] == nil, "no one's own: \(floor)")
        }
    }

    @Test func aChartWithoutAreasSaysNothingOfThem() async throws {
        let fixture = try ServerFixture()
        try await fixture.withRouter { client in
            let token = try await client.newToken()
            let (_, mine) = try await client.call(.get, "/api/status", token: token)
            let (_, anyone) = try await client.call(.get, "/api/status")
            #expect(mine["areas"] == nil && anyone["areas"] == nil)
            let (status, answer) = try await client.call(.post, "/api/holds", token: token, body: #"{"areas": [{"id": "FLOOR", "quantity": 1}]}"#)
            #expect(status == .notFound && answer.errorPlace == "areas", "\(answer)")
            #expect(answer.errorMessage?.contains("the stadium has no standing area") == true, "\(answer)")
        }
    }
}

/// `/api/hit?level=K` answers for the chart's level K (the viewer's level shown): a chair of the
/// hall's balcony table is hit on the balcony, not on the stalls.
@Suite(.onWaitingThreads) struct HitLevelRouteTests {
    @Test func aPointIsHitOnTheLevelAsked() async throws {
        let fixture = try ServerFixture(stadium: "hall.json")
        let chart = fixture.sale.chart
        let vip = try #require(chart.tribuneIndex(forID: "VIP"))
        let chair = try #require(chart.tribunes[vip].seats.first)
        let at = chart.seats[chair].center
        try await fixture.withRouter { client in
            let (_, stalls) = try await client.call(.get, "/api/hit?x=\(at.x)&y=\(at.y)")
            #expect(stalls["seat"] as? String != chart.seatID(chair), "\(stalls)")
            let (status, balcony) = try await client.call(.get, "/api/hit?x=\(at.x)&y=\(at.y)&level=\(chart.tribunes[vip].level)")
            #expect(status == .ok && balcony["seat"] as? String == chart.seatID(chair) && balcony["tribune"] as? String == "VIP", "\(balcony)")
            for bad in ["-1", "x", "1.5"] {
                let (refused, answer) = try await client.call(.get, "/api/hit?x=0&y=0&level=\(bad)")
                #expect(refused == .badRequest && answer.errorPlace == "level", "\(bad): \(answer)")
            }
            let (missing, answer) = try await client.call(.get, "/api/hit?x=0&y=0&level=2")
            #expect(missing == .notFound && answer.errorPlace == "level", "\(answer)")
        }
    }
}
