import Foundation
import SeatChart
import SeatChartSQLite
import SeatChartSale
import SeatChartStore
import SeatChartTestSupport
import Testing

/// What the sale gives the viewer for people: "keep my seats", best available among
/// accessible seats, what is left of each tribune, and money in whole minor units.
@Suite struct SaleForPeopleTests {
    /// The sale hall (``SaleFixture``) in pounds, with accessible seats S-B-1 to S-B-3.
    static let stadium = SaleFixture.stadium
        .replacingOccurrences(of: #""focalPoint": [0, 0]"#, with: #""focalPoint": [0, 0], "currency": "GBP", "accessible": ["S-B-1", "S-B-2", "S-B-3"]"#)
        .replacingOccurrences(of: #""price": 40 }"#, with: #""price": 40.1 }"#)

    let chart: Chart
    let clock = TestClock()
    let statePath = StateFiles.newPath()

    init() throws {
        chart = try StadiumFile.chart(from: Data(Self.stadium.utf8), file: "hall.json")
    }

    func sale() -> Sale {
        Sale(chart: chart, chartFile: "hall.json", source: SelectionStateFile(path: statePath, chart: chart, clock: clock.function))
    }

    @Test func aTokenIsKeptLongerOnceWithItsHolds() throws {
        let sale = sale()
        let token = try sale.issueToken(lifetime: 600, now: clock.now)
        let expiry = token.expiresAt
        try sale.select(SeatRequest(ids: ["S-A-1"]), token: token)
        clock.advance(500)
        let extended = try sale.extendToken(token.text, by: 600, maximumExtensions: 1)
        #expect(extended.expiresAt == expiry + 600 && extended.left == 0)
        // A new token of the same holder, signed with the new expiry.
        #expect(extended.token.holder == token.holder && extended.token != token)
        #expect(try sale.token(extended.token.text) == extended.token)
        #expect(try sale.extensionsLeft(extended.token, maximumExtensions: 1) == 0)
        #expect(throws: HoldExtensionRefusal.noneLeft(expiresAt: expiry + 600, allowed: 1)) {
            try sale.extendToken(extended.token.text, by: 600, maximumExtensions: 1)
        }
        clock.advance(200)
        // Past the first expiry: the new token acts, the old one has run out, the seat is still held.
        #expect(try sale.liveToken(extended.token.text, now: clock.now) == extended.token)
        #expect(throws: HoldTokenError.expired(expiry)) { try sale.liveToken(token.text, now: clock.now) }
        #expect(try sale.states(holder: token.holder).states[chart.seatIndex(forID: "S-A-1")!] == .held)
    }

    @Test func anotherSaleOnTheStateSharesTheCount() throws {
        let first = sale(), second = sale()
        let token = try first.issueToken(lifetime: 60, now: clock.now)
        try first.select(SeatRequest(ids: ["S-A-2"]), token: token)
        _ = try first.extendToken(token.text, by: 60, maximumExtensions: 1)
        // The second server knows the token (one key in the state) and the extension given.
        #expect(try second.extensionsLeft(try second.token(token.text), maximumExtensions: 1) == 0)
        #expect(throws: HoldExtensionRefusal.self) { try second.extendToken(token.text, by: 60, maximumExtensions: 1) }
    }

    @Test func aTokenThatRanOutHoldsNothingOrNeverWasIsNotExtended() throws {
        let sale = sale()
        let token = try sale.issueToken(lifetime: 60, now: clock.now)
        #expect(throws: HoldExtensionRefusal.nothingHeld) { try sale.extendToken(token.text, by: 60, maximumExtensions: 1) }
        try sale.select(SeatRequest(ids: ["S-A-3"]), token: token)
        clock.advance(61)
        #expect(throws: HoldTokenError.expired(token.expiresAt)) { try sale.extendToken(token.text, by: 60, maximumExtensions: 1) }
        #expect(throws: HoldTokenError.unknown) { try sale.extendToken("hold_" + String(repeating: "0", count: 32), by: 60, maximumExtensions: 1) }
        #expect(throws: HoldTokenError.unknown) { try sale.extendToken("not a token", by: 60, maximumExtensions: 1) }
    }

    @Test func bestAccessibleHoldsOnlyAccessibleSeats() throws {
        let sale = sale()
        let change = try sale.bestAccessible(count: 2, holder: "ann")
        let accessible = ["S-B-1", "S-B-2", "S-B-3"]
        #expect(change.changed.count == 2 && change.changed.allSatisfy(accessible.contains))
        #expect(throws: SelectionRefusal.self) { try sale.bestAccessible(count: 2, holder: "bob") }
        // The plain best never needed them.
        #expect(try sale.best(count: 2, holder: "bob").changed.allSatisfy { !accessible.contains($0) })
    }

    @Test func availabilityCountsFreeSeatsAndTheLowestFreePrice() throws {
        let sale = sale()
        try sale.select(SeatRequest(ids: ["S-A-1", "S-A-2"]), holder: "ann")
        let states = try sale.states(holder: "").states
        let entry = try #require(sale.availability(states: states).first)
        // Twelve seats, one blocked by the file, two held.
        #expect(entry.available == 9)
        #expect(entry.lowestPrice == Money(minorUnits: 4010, currency: Currency(code: "GBP")))
        #expect(entry.lowestPrice?.formatted == "£40.10")
    }

    @Test func revenueIsSummedInWholePence() throws {
        let sale = sale()
        let ids = (1...5).map { "S-A-\($0)" } + (1...6).map { "S-B-\($0)" }
        try sale.select(SeatRequest(ids: ids), holder: "ann")
        try sale.book(holder: "ann")
        let revenue = try sale.revenue()
        // 11 × 40.10 is 441.1 exactly in pence; in binary floating point it is not.
        #expect(revenue.booked == Money(minorUnits: 44110, currency: Currency(code: "GBP")))
        #expect(revenue.booked.formatted == "£441.10")
        #expect(Booking.total(try sale.bookings(), currency: chart.currency).minorUnits == 44110)
        #expect(sale.price(of: [0, 1, 2])?.formatted == "£120.30")
    }
}
