import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// "Keep my seats": a token extended with its live holds, as often as allowed, on both
/// backends (see ``SelectionStoreTests``).
@Suite struct TokenExtensionTests {
    let chart = TestCharts.rows([TestCharts.centred(4)])
    let clock = TestClock()

    @Test(arguments: StateBackend.allCases) func anExtensionMovesTheTokenAndItsHolds(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        try store.issueToken("tok", expiresAt: clock.now + 60)
        try store.select([0, 1], holder: "tok", ttl: 60, limit: nil)
        clock.advance(50)
        #expect(try store.extendToken("tok", by: 60, maximumExtensions: 1) == .extended(expiresAt: clock.now + 70, count: 1))
        #expect(try store.tokenExtension("tok") == TokenExtensionRecord(count: 1, expiresAt: clock.now + 70))
        // The holds last as long as the token now: past the first expiry, still held.
        clock.advance(65)
        #expect(try store.states(holder: "tok").states[0...1] == [.held, .held])
        #expect(try store.status(holder: "tok").holds.map(\.expiresAt) == [clock.now + 5, clock.now + 5])
        clock.advance(5)
        #expect(try store.states(holder: "tok").states[0...1] == [.available, .available])
    }

    @Test(arguments: StateBackend.allCases) func aTokenIsExtendedOnlyAsOftenAsAllowed(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        try store.issueToken("tok", expiresAt: clock.now + 60)
        #expect(try store.extendToken("tok", by: 60, maximumExtensions: 2) == .extended(expiresAt: clock.now + 120, count: 1))
        #expect(try store.extendToken("tok", by: 60, maximumExtensions: 2) == .extended(expiresAt: clock.now + 180, count: 2))
        #expect(try store.extendToken("tok", by: 60, maximumExtensions: 2) == .exhausted(expiresAt: clock.now + 180, count: 2))
        #expect(try store.extendToken("tok", by: 60, maximumExtensions: 0) == .exhausted(expiresAt: clock.now + 180, count: 2))
    }

    @Test(arguments: StateBackend.allCases) func anExpiredOrUnknownTokenIsNotExtended(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        try store.issueToken("tok", expiresAt: clock.now + 60)
        try store.select([2], holder: "tok", ttl: 60, limit: nil)
        let expiry = clock.now + 60
        clock.advance(61)
        #expect(try store.extendToken("tok", by: 60, maximumExtensions: 1) == .expired(expiry))
        #expect(try store.extendToken("nobody", by: 60, maximumExtensions: 1) == .unknown)
        #expect(try store.tokenExtension("tok") == nil)
        // Its hold ran out and stays out.
        #expect(try store.states(holder: "tok").states[2] == .available)
    }

    @Test(arguments: StateBackend.allCases) func anExtensionLeavesOtherHoldersAlone(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        try store.issueToken("tok", expiresAt: clock.now + 60)
        try store.select([0], holder: "tok", ttl: 60, limit: nil)
        try store.select([1], holder: "amy", ttl: 60, limit: nil)
        _ = try store.extendToken("tok", by: 60, maximumExtensions: 1)
        clock.advance(61)
        let states = try store.states(holder: "tok").states
        #expect(states[0] == .held && states[1] == .available)
        #expect(try store.history(holder: "amy", limit: nil).map(\.action) == [.expire, .select])
    }
}
