import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

@Suite struct ExpiryTests {
    let chart = TestCharts.rows([TestCharts.centred(4)])
    let clock = TestClock()

    func open(_ path: String = StateFiles.newPath()) throws -> SelectionStore {
        try SelectionStore(path: path, chart: chart, clock: clock.function)
    }

    @Test func holdIsLiveUntilItsTimeRunsOut() throws {
        let store = try open()
        try store.select([0], holder: "bob", ttl: 60)
        clock.advance(59.9)
        #expect(try store.states(holder: "bob").states[0] == .held)
        #expect(throws: SelectionRefusal.self) { try store.select([0], holder: "amy") }
        clock.advance(0.1)
        #expect(try store.states(holder: "bob").states[0] == .available)
    }

    @Test func expiredHoldIsFreeForOthersAndLogged() throws {
        let store = try open()
        let start = clock.now
        try store.select([0, 1], holder: "bob", ttl: 30)
        clock.advance(45)
        try store.select([1], holder: "amy")
        let events = try store.history()
        #expect(events.map(\.action) == [.select, .expire, .expire, .select, .select])
        #expect(events[1].holder == "bob" && events[1].time == start + 30)
        #expect(events[0].holder == "amy" && events[0].seatID == "T-A-2")
        #expect(try store.status(holder: "bob").held.isEmpty)
    }

    @Test func expiredHoldsAreNotBooked() throws {
        let store = try open()
        try store.select([0], holder: "bob", ttl: 10)
        try store.select([1], holder: "bob")
        clock.advance(11)
        #expect(try store.book(holder: "bob").changed == ["T-A-2"])
        try store.select([0], holder: "amy")
    }

    @Test func bookingHasNoExpiry() throws {
        let store = try open()
        try store.select([0], holder: "bob", ttl: 10)
        try store.book(holder: "bob")
        clock.advance(3600)
        #expect(try store.states(holder: "bob").states[0] == .booked)
    }

    @Test func readsShowDueExpiriesBeforeAnyWrite() throws {
        let path = StateFiles.newPath()
        let store = try open(path)
        try store.select([2], holder: "bob", ttl: 5)
        clock.advance(6)
        let history = try SelectionStore.readHistory(path: path, chart: chart, holder: "bob", clock: clock.function)
        #expect(history.map(\.action) == [.expire, .select])
        let states = try SelectionStore.readStates(path: path, chart: chart, holder: "bob", clock: clock.function)
        #expect(states.states[2] == .available)
        // The next write logs the same expiry once.
        try store.select([3], holder: "amy")
        #expect(try store.history(holder: "bob").map(\.action) == [.expire, .select])
    }
}
