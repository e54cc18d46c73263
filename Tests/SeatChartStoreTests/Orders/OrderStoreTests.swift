import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Orders in both stores (a SQLite file, a PostgreSQL database): a holder's holds booked under
/// the shop's order id with their total, all or nothing, the same order again changing nothing,
/// refusals naming the seats in the way, and the refund.
@Suite(.onWaitingThreads) struct OrderStoreTests {
    let chart: Chart
    let floor: Int
    /// Seats of the front stalls (85 each).
    let stalls: [Int]

    init() throws {
        let chart = try ShippedStadiums.chart("hall.json")
        let front = try #require(chart.tribuneIndex(forID: "SF"))
        self.chart = chart
        floor = try #require(chart.tribuneIndex(forID: "FLOOR"))
        stalls = Array(chart.seats.indices.filter { chart.seats[$0].tribune == front }.prefix(8))
    }

    func open(_ backend: StateBackend, clock: TestClock = TestClock()) throws -> any OrderStore {
        try #require(try backend.open(chart, clock: clock) as? any OrderStore)
    }

    @Test(arguments: StateBackend.allCases) func holdsAreBookedUnderTheOrderWithTheirTotal(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(Array(stalls[0...1]), areas: [AreaQuantity(area: floor, quantity: 3)], holder: "ann", ttl: 600, limit: nil)
        let done = try store.bookOrder(OrderRequest(id: "ORD-1001", holder: "ann"))
        #expect(!done.existed)
        #expect(done.order.seatIDs == stalls[0...1].map(chart.seatID))
        #expect(done.order.places == [SaleOrder.Places(area: floor, areaID: "FLOOR", quantity: 3)])
        #expect(done.order.total == 2 * 8500 + 3 * 4500, "two front-stall seats at 85 and three floor places at 45")
        #expect(done.change.changed == done.order.seatIDs && done.change.places == [AreaPlaces(areaID: "FLOOR", quantity: 3)])
        #expect(done.change.position != nil)
        #expect(try store.states(holder: "").states[stalls[0]] == .booked)
        #expect(try store.areaCounts(holder: "ann").first { $0.area == floor }?.yourBooked == 3)
        #expect(try store.order("ORD-1001") == done.order)
        #expect(try store.orders().map(\.id) == ["ORD-1001"])
        #expect(try store.order("ORD-9") == nil)
        #expect(try store.check().isEmpty && store.checkAreas().isEmpty)
    }

    @Test(arguments: StateBackend.allCases) func theSameOrderAgainChangesNothingAndAnotherIsRefused(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(Array(stalls[0...1]), holder: "ann", ttl: 600, limit: nil)
        let first = try store.bookOrder(OrderRequest(id: "ORD-1", holder: "ann"))
        let again = try store.bookOrder(OrderRequest(id: "ORD-1", holder: "ann"))
        #expect(again.existed && again.order == first.order && again.change.changed.isEmpty)
        let named = try store.bookOrder(OrderRequest(id: "ORD-1", holder: "ann", seats: Array(stalls[0...1])))
        #expect(named.existed)
        try store.select([stalls[2]], holder: "ann", ttl: 600, limit: nil)
        let other = #expect(throws: SelectionRefusal.self) { try store.bookOrder(OrderRequest(id: "ORD-1", holder: "ann", seats: [stalls[2]])) }
        #expect(other?.message.contains("order ORD-1 was already booked") == true)
        #expect(throws: SelectionRefusal.self) { try store.bookOrder(OrderRequest(id: "ORD-1", holder: "bob")) }
        #expect(try store.states(holder: "").states[stalls[2]] == .held, "the refused order booked nothing")
    }

    @Test(arguments: StateBackend.allCases) func namedSeatsAreBookedAllOrNone(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select([stalls[0], stalls[1]], holder: "ann", ttl: 600, limit: nil)
        try store.select([stalls[2]], holder: "bob", ttl: 600, limit: nil)
        let refusal = #expect(throws: SelectionRefusal.self) {
            try store.bookOrder(OrderRequest(id: "ORD-2", holder: "ann", seats: [stalls[0], stalls[2]]))
        }
        #expect(refusal?.conflicts.map(\.seatID) == [chart.seatID(stalls[2])])
        #expect(refusal?.message.contains("held by another holder") == true)
        #expect(try store.states(holder: "").states[stalls[0]] == .held && store.order("ORD-2") == nil, "nothing written")
        let done = try store.bookOrder(OrderRequest(id: "ORD-2", holder: "ann", seats: [stalls[1]]))
        #expect(done.order.seats == [stalls[1]] && done.order.total == 8500)
        let states = try store.states(holder: "").states
        #expect(states[stalls[0]] == .held && states[stalls[1]] == .booked, "the seat not named stays held")
    }

    @Test(arguments: StateBackend.allCases) func aHoldThatRanOutIsRefusedNamingItsSeats(_ backend: StateBackend) throws {
        let clock = TestClock()
        let store = try open(backend, clock: clock)
        try store.select([stalls[3], stalls[4]], holder: "cy", ttl: 60, limit: nil)
        clock.advance(61)
        let all = #expect(throws: SelectionRefusal.self) { try store.bookOrder(OrderRequest(id: "ORD-3", holder: "cy")) }
        #expect(all?.conflicts.map(\.seatID) == [stalls[3], stalls[4]].map(chart.seatID))
        #expect(all?.message.contains("ran out") == true)
        let named = #expect(throws: SelectionRefusal.self) { try store.bookOrder(OrderRequest(id: "ORD-3", holder: "cy", seats: [stalls[3]])) }
        #expect(named?.conflicts.map(\.seatID) == [chart.seatID(stalls[3])])
        #expect(try store.order("ORD-3") == nil)
    }

    @Test(arguments: StateBackend.allCases) func aRefundFreesTheOrdersSeatsAndPlacesOnce(_ backend: StateBackend) throws {
        let clock = TestClock()
        let store = try open(backend, clock: clock)
        try store.select(Array(stalls[0...2]), areas: [AreaQuantity(area: floor, quantity: 2)], holder: "ann", ttl: 600, limit: nil)
        let booked = try store.bookOrder(OrderRequest(id: "ORD-5", holder: "ann"))
        // The box office released one of its seats before the refund: it stays as it is.
        try store.release([stalls[2]], by: "desk")
        clock.advance(5)
        let refund = try store.refundOrder("ORD-5", by: "clerk")
        #expect(refund.change.changed == stalls[0...1].map(chart.seatID))
        #expect(refund.change.unchanged == [chart.seatID(stalls[2])])
        #expect(refund.change.places == [AreaPlaces(areaID: "FLOOR", quantity: 2)])
        #expect(refund.order.refund == SaleOrder.Refund(time: clock.now, actor: "clerk") && refund.order.state == "refunded")
        #expect(try store.states(holder: "").states[stalls[0]] == .available)
        #expect(try store.areaCounts(holder: "").first { $0.area == floor }?.booked == 0)
        #expect(try store.order("ORD-5")?.refund != nil && store.order("ORD-5")?.total == booked.order.total)
        let history = try store.history(holder: "ann", limit: nil)
        #expect(history.first?.action == .release && history.first?.actor == "clerk")
        #expect(throws: SelectionRefusal.self) { try store.refundOrder("ORD-5", by: nil) }
        #expect(throws: UnknownOrder.self) { try store.refundOrder("ORD-404", by: nil) }
        // A refunded order id books no more.
        try store.select([stalls[5]], holder: "ann", ttl: 600, limit: nil)
        #expect(throws: SelectionRefusal.self) { try store.bookOrder(OrderRequest(id: "ORD-5", holder: "ann")) }
        #expect(try store.check().isEmpty && store.checkAreas().isEmpty)
    }

    /// A seat the box office released and the holder booked again under another order stays
    /// that order's when the first one is refunded.
    @Test(arguments: StateBackend.allCases) func aRefundLeavesWhatAnotherOrderBookedSince(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select([stalls[0], stalls[1]], areas: [AreaQuantity(area: floor, quantity: 2)], holder: "ann", ttl: 600, limit: nil)
        _ = try store.bookOrder(OrderRequest(id: "ORD-A", holder: "ann"))
        try store.release([stalls[0]], areas: [AreaQuantity(area: floor, quantity: 2)], by: "desk")
        try store.select([stalls[0]], areas: [AreaQuantity(area: floor, quantity: 2)], holder: "ann", ttl: 600, limit: nil)
        _ = try store.bookOrder(OrderRequest(id: "ORD-B", holder: "ann"))
        let refund = try store.refundOrder("ORD-A", by: nil)
        #expect(refund.change.changed == [chart.seatID(stalls[1])] && refund.change.unchanged == [chart.seatID(stalls[0])])
        #expect(refund.change.places.isEmpty, "ORD-B's places are not ORD-A's")
        #expect(try store.states(holder: "").states[stalls[0]] == .booked, "ORD-B's seat stays sold")
        #expect(try store.areaCounts(holder: "").first { $0.area == floor }?.booked == 2)
        let second = try store.refundOrder("ORD-B", by: nil)
        #expect(second.change.changed == [chart.seatID(stalls[0])] && second.change.places == [AreaPlaces(areaID: "FLOOR", quantity: 2)])
    }

    @Test(arguments: StateBackend.allCases) func idempotencyKeysAreClaimedAnsweredAndForgotten(_ backend: StateBackend) throws {
        let clock = TestClock()
        let store = try #require(try backend.open(chart, clock: clock) as? any IdempotencyStore)
        #expect(try store.claimIdempotencyKey("k1", fingerprint: "a") == .claimed)
        #expect(try store.claimIdempotencyKey("k1", fingerprint: "a") == .inProgress, "the first request is running")
        #expect(try store.claimIdempotencyKey("k1", fingerprint: "b") == .mismatch)
        try store.recordAnswer("k1", status: 201, body: #"{"order":"ORD-1"}"#)
        #expect(try store.claimIdempotencyKey("k1", fingerprint: "a") == .answered(status: 201, body: #"{"order":"ORD-1"}"#))
        // A claim whose request never finished (its server stopped) is taken again after a minute.
        #expect(try store.claimIdempotencyKey("k2", fingerprint: "c") == .claimed)
        clock.advance(IdempotencyRules.abandonedAfter)
        #expect(try store.claimIdempotencyKey("k2", fingerprint: "c") == .claimed)
        // A key given up may run again at once.
        try store.abandonIdempotencyKey("k2")
        #expect(try store.claimIdempotencyKey("k2", fingerprint: "c") == .claimed)
        // Kept 24 hours, then forgotten.
        clock.advance(IdempotencyRules.keptFor)
        #expect(try store.claimIdempotencyKey("k1", fingerprint: "b") == .claimed)
    }
}
