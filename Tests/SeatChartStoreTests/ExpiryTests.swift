import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Hold expiry, on both backends (see ``SelectionStoreTests``).
@Suite(.onWaitingThreads) struct ExpiryTests {
    let chart = TestCharts.rows([TestCharts.centred(4)])
    let clock = TestClock()

    func open(_ backend: StateBackend, at location: String? = nil) throws -> any SelectionStateStore {
        try backend.open(chart, clock: clock, at: location)
    }

    @Test(arguments: StateBackend.allCases) func holdIsLiveUntilItsTimeRunsOut(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select([0], holder: "bob", ttl: 60, limit: nil)
        clock.advance(59.9)
        #expect(try store.states(holder: "bob").states[0] == .held)
        #expect(throws: SelectionRefusal.self) { try store.select([0], holder: "amy") }
        clock.advance(0.1)
        #expect(try store.states(holder: "bob").states[0] == .available)
    }

    @Test(arguments: StateBackend.allCases) func expiredHoldIsFreeForOthersAndLogged(_ backend: StateBackend) throws {
        let store = try open(backend)
        let start = clock.now
        try store.select([0, 1], holder: "bob", ttl: 30, limit: nil)
        clock.advance(45)
        try store.select([1], holder: "amy")
        let events = try store.history()
        #expect(events.map(\.action) == [.select, .expire, .expire, .select, .select])
        #expect(events[1].holder == "bob" && events[1].time == start + 30)
        #expect(events[0].holder == "amy" && events[0].seatID == "T-A-2")
        #expect(try store.status(holder: "bob").held.isEmpty)
    }

    @Test(arguments: StateBackend.allCases) func expiredHoldsAreNotBooked(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select([0], holder: "bob", ttl: 10, limit: nil)
        try store.select([1], holder: "bob")
        clock.advance(11)
        #expect(try store.book(holder: "bob").changed == ["T-A-2"])
        try store.select([0], holder: "amy")
    }

    @Test(arguments: StateBackend.allCases) func bookingHasNoExpiry(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select([0], holder: "bob", ttl: 10, limit: nil)
        try store.book(holder: "bob")
        clock.advance(3600)
        #expect(try store.states(holder: "bob").states[0] == .booked)
    }

    @Test(arguments: StateBackend.allCases) func readsShowDueExpiriesBeforeAnyWrite(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try open(backend, at: location)
        try store.select([2], holder: "bob", ttl: 5, limit: nil)
        clock.advance(6)
        let reader = try backend.source(location, chart: chart, clock: clock).openReader()
        let history = try reader.history(holder: "bob", limit: nil)
        #expect(history.map(\.action) == [.expire, .select])
        let states = try reader.states(holder: "bob")
        #expect(states.states[2] == .available)
        // The next write logs the same expiry once.
        try store.select([3], holder: "amy")
        #expect(try store.history(holder: "bob", limit: nil).map(\.action) == [.expire, .select])
    }
}
