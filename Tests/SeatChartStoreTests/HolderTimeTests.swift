import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// A holder whose time is fixed beforehand (a hold token's), the key of hold tokens and the
/// holders that own nothing, on both backends (see ``SelectionStoreTests``).
@Suite(.onWaitingThreads) struct HolderTimeTests {
    let chart = TestCharts.rows([TestCharts.centred(4)])
    let clock = TestClock()

    @Test(arguments: StateBackend.allCases) func aHoldUntilAFixedTimeLastsUntilThenAndIsRefusedAfter(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        let until = clock.now + 60
        clock.advance(20)
        let change = try store.select([0], holder: "tok", expiry: .at(until), limit: nil)
        #expect(change.expiresAt == until, "the hold runs out with its holder's time, not 60 s after the change")
        // A renewal keeps the same end.
        clock.advance(30)
        #expect(try store.select([0, 1], holder: "tok", expiry: .at(until), limit: nil).expiresAt == until)
        #expect(try store.status(holder: "tok").holds.map(\.expiresAt) == [until, until])
        clock.advance(10)
        do {
            try store.select([2], holder: "tok", expiry: .at(until), limit: nil)
            Issue.record("a hold after the holder's time was taken")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.expiredAt == until)
        }
        #expect(try store.states(holder: "tok").states[0...2] == [.available, .available, .available])
        #expect(throws: SelectionRefusal.self) { try store.best(count: 1, categoryID: nil, holder: "tok", expiry: .at(until), limit: nil) }
    }

    @Test(arguments: StateBackend.allCases) func aBookingAfterTheHoldersTimeIsRefused(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        let until = clock.now + 60
        try store.select([0], holder: "late", expiry: .never, limit: nil)
        try store.select([1], holder: "early", expiry: .never, limit: nil)
        #expect(try store.book(holder: "early", until: until).changed == [chart.seatID(1)])
        clock.advance(60)
        do {
            try store.book(holder: "late", until: until)
            Issue.record("a booking after the holder's time was taken")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.expiredAt == until)
        }
        #expect(try store.status(holder: "late").held == [chart.seatID(0)], "nothing was booked")
    }

    @Test(arguments: StateBackend.allCases) func theTokenKeyIsMadeOnceAndSharedByEveryStoreOnTheState(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let first = try backend.open(chart, clock: clock, at: location)
        let key = try first.tokenKey()
        #expect(key.count == TokenKey.length)
        #expect(try first.tokenKey() == key)
        let second = try backend.open(chart, clock: clock, at: location)
        #expect(try second.tokenKey() == key, "a second server on the state signs with the same key")
        #expect(try backend.open(chart, clock: clock).tokenKey() != key, "another state has a key of its own")
    }

    @Test(arguments: StateBackend.allCases) func holdersThatOwnNothingGoWithTheirTokens(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try backend.open(chart, clock: clock, at: location)
        try store.select([0], holder: "buyer", expiry: .never, limit: nil)
        let now = clock.now.timeIntervalSince1970
        // Tokens recorded by earlier versions: two ran out (one holder owns nothing, one has
        // a hold), one has not.
        try backend.execute("INSERT INTO holder (name) VALUES ('idle'), ('waiting')", at: location)
        try backend.execute("""
            INSERT INTO hold_token (holder_id, expires_at)
            SELECT id, CASE name WHEN 'waiting' THEN \(now + 600) ELSE \(now - 1) END FROM holder
            """, at: location)
        #expect(try store.removeIdleHolders() == 1)
        #expect(try backend.number("SELECT count(*) FROM holder WHERE name = 'idle'", at: location) == 0)
        #expect(try backend.number("SELECT count(*) FROM holder", at: location) == 2, "the buyer (a hold) and the waiting token stay")
        #expect(try backend.number("SELECT count(*) FROM hold_token", at: location) == 1)
        #expect(try store.status(holder: "buyer").held == [chart.seatID(0)])
        #expect(try store.removeIdleHolders() == 0)
        #expect(try store.check().isEmpty)
    }
}
