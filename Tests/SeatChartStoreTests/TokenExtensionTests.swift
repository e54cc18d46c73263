import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// "Keep my seats": a holder's live holds extended, as often as allowed, on both backends
/// (see ``SelectionStoreTests``).
@Suite(.onWaitingThreads) struct TokenExtensionTests {
    let chart = TestCharts.rows([TestCharts.centred(4)])
    let clock = TestClock()

    @Test(arguments: StateBackend.allCases) func anExtensionMovesTheHolds(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        let expiry = clock.now + 60
        try store.select([0, 1], holder: "tok", ttl: 60, limit: nil)
        clock.advance(50)
        #expect(try store.extendHolds(of: "tok", from: expiry, by: 60, maximumExtensions: 1) == .extended(expiresAt: clock.now + 70, count: 1))
        #expect(try store.holdExtension(of: "tok") == TokenExtensionRecord(count: 1, expiresAt: clock.now + 70))
        // The holds last as long as the new expiry: past the first, still held.
        clock.advance(65)
        #expect(try store.states(holder: "tok").states[0...1] == [.held, .held])
        #expect(try store.status(holder: "tok").holds.map(\.expiresAt) == [clock.now + 5, clock.now + 5])
        clock.advance(5)
        #expect(try store.states(holder: "tok").states[0...1] == [.available, .available])
    }

    @Test(arguments: StateBackend.allCases) func holdsAreExtendedOnlyAsOftenAsAllowed(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        let expiry = clock.now + 60
        try store.select([0], holder: "tok", ttl: 60, limit: nil)
        #expect(try store.extendHolds(of: "tok", from: expiry, by: 60, maximumExtensions: 2) == .extended(expiresAt: clock.now + 120, count: 1))
        // The old token's expiry is given again: the later one the state keeps counts.
        #expect(try store.extendHolds(of: "tok", from: expiry, by: 60, maximumExtensions: 2) == .extended(expiresAt: clock.now + 180, count: 2))
        #expect(try store.extendHolds(of: "tok", from: expiry, by: 60, maximumExtensions: 2) == .exhausted(expiresAt: clock.now + 180, count: 2))
        #expect(try store.extendHolds(of: "tok", from: expiry, by: 60, maximumExtensions: 0) == .exhausted(expiresAt: clock.now + 180, count: 2))
    }

    @Test(arguments: StateBackend.allCases) func expiredOrEmptyHoldersAreNotExtended(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        let expiry = clock.now + 60
        try store.select([2], holder: "tok", ttl: 60, limit: nil)
        #expect(try store.extendHolds(of: "nobody", from: expiry, by: 60, maximumExtensions: 1) == .nothingHeld)
        clock.advance(61)
        #expect(try store.extendHolds(of: "tok", from: expiry, by: 60, maximumExtensions: 1) == .expired(expiry))
        #expect(try store.extendHolds(of: "nobody", from: expiry, by: 60, maximumExtensions: 1) == .expired(expiry))
        #expect(try store.holdExtension(of: "tok") == nil)
        // Its hold ran out and stays out.
        #expect(try store.states(holder: "tok").states[2] == .available)
    }

    @Test(arguments: StateBackend.allCases) func anExtensionLeavesOtherHoldersAlone(_ backend: StateBackend) throws {
        let store = try backend.open(chart, clock: clock)
        let expiry = clock.now + 60
        try store.select([0], holder: "tok", ttl: 60, limit: nil)
        try store.select([1], holder: "amy", ttl: 60, limit: nil)
        _ = try store.extendHolds(of: "tok", from: expiry, by: 60, maximumExtensions: 1)
        clock.advance(61)
        let states = try store.states(holder: "tok").states
        #expect(states[0] == .held && states[1] == .available)
        #expect(try store.history(holder: "amy", limit: nil).map(\.action) == [.expire, .select])
    }
}
