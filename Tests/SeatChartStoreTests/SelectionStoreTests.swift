import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

@Suite struct SelectionStoreTests {
    let chart = TestCharts.rows([TestCharts.centred(6), TestCharts.centred(6)], blocked: ["T-A-6"])
    let clock = TestClock()

    func open(_ path: String = StateFiles.newPath()) throws -> SelectionStore {
        try SelectionStore(path: path, chart: chart, clock: clock.function)
    }

    func seats(_ ids: String...) -> [Int] { ids.map { chart.seatIndex(forID: $0)! } }

    @Test func selectHoldsSeatsForTheHolder() throws {
        let store = try open()
        let change = try store.select(seats("T-A-1", "T-A-2"), holder: "bob")
        #expect(change.changed == ["T-A-1", "T-A-2"])
        let table = try store.states(holder: "bob")
        #expect(table.states[0] == .held && table.states[1] == .held && table.states[2] == .available)
        #expect(table.selected[0] && table.selected[1] && !table.selected[2])
        #expect(try store.states(holder: "amy").selected[0] == false)
    }

    @Test func selectIsAllOrNothing() throws {
        let store = try open()
        try store.select(seats("T-A-2"), holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.select(seats("T-A-1", "T-A-2", "T-A-3"), holder: "amy") }
        let table = try store.states(holder: "amy")
        #expect(table.states[0] == .available && table.states[2] == .available)
        #expect(try store.history().count == 1)
    }

    @Test func refusalNamesSeatAndStateButNotTheOtherHolder() throws {
        let store = try open()
        try store.select(seats("T-A-1"), holder: "bob")
        try store.select(seats("T-A-2"), holder: "carol")
        try store.book(holder: "carol")
        do {
            try store.select(seats("T-A-1", "T-A-2", "T-A-6", "T-A-3"), holder: "amy")
            Issue.record("expected a refusal")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.conflicts.map(\.seatID) == ["T-A-1", "T-A-2", "T-A-6"])
            #expect(refusal.conflicts.map(\.state) == [.held, .booked, .blocked])
            #expect(refusal.message.contains("T-A-1") && refusal.message.contains("held"))
            #expect(refusal.message.contains("T-A-2") && refusal.message.contains("booked"))
            #expect(refusal.message.contains("T-A-6") && refusal.message.contains("blocked"))
            #expect(!refusal.message.contains("bob") && !refusal.message.contains("carol"))
        }
    }

    @Test func reselectingOwnHoldRenewsIt() throws {
        let store = try open()
        try store.select(seats("T-A-1"), holder: "bob", ttl: 10)
        let change = try store.select(seats("T-A-1", "T-A-2"), holder: "bob", ttl: 100)
        #expect(change.changed == ["T-A-2"] && change.unchanged == ["T-A-1"])
        clock.advance(50)
        #expect(try store.states(holder: "bob").states[0] == .held)
    }

    @Test func selectingOwnBookingIsRefused() throws {
        let store = try open()
        try store.select(seats("T-A-1"), holder: "bob")
        try store.book(holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.select(seats("T-A-1"), holder: "bob") }
    }

    @Test func deselectGivesBackOnlyTheHoldersHolds() throws {
        let store = try open()
        try store.select(seats("T-A-1", "T-A-2"), holder: "bob")
        try store.select(seats("T-A-3"), holder: "amy")
        #expect(throws: SelectionRefusal.self) { try store.deselect(seats("T-A-1", "T-A-3"), holder: "bob") }
        #expect(throws: SelectionRefusal.self) { try store.deselect(seats("T-A-4"), holder: "bob") }
        #expect(try store.deselect(seats("T-A-1"), holder: "bob").changed == ["T-A-1"])
        let table = try store.states(holder: "bob")
        #expect(table.states[0] == .available && table.states[1] == .held && table.states[2] == .held)
    }

    @Test func deselectAllGivesBackEveryHold() throws {
        let store = try open()
        try store.select(seats("T-B-3", "T-A-1"), holder: "bob")
        #expect(try store.deselectAll(holder: "bob").changed == ["T-A-1", "T-B-3"])
        #expect(try store.deselectAll(holder: "nobody").changed.isEmpty)
    }

    @Test func bookedSeatCannotBeDeselected() throws {
        let store = try open()
        try store.select(seats("T-A-1"), holder: "bob")
        try store.book(holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.deselect(seats("T-A-1"), holder: "bob") }
    }

    @Test func bookTurnsEveryHoldIntoABooking() throws {
        let store = try open()
        try store.select(seats("T-B-2", "T-A-1"), holder: "bob")
        try store.select(seats("T-A-3"), holder: "amy")
        #expect(try store.book(holder: "bob").changed == ["T-A-1", "T-B-2"])
        let table = try store.states(holder: "bob")
        #expect(table.states[0] == .booked && table.states[chart.seatIndex(forID: "T-B-2")!] == .booked)
        #expect(table.states[2] == .held)
        #expect(table.selected[0], "a holder's bookings are theirs")
        #expect(!table.selected[2], "not another holder's")
    }

    @Test func bookWithoutHoldsIsRefused() throws {
        let store = try open()
        #expect(throws: SelectionRefusal.self) { try store.book(holder: "bob") }
        try store.select(seats("T-A-1"), holder: "bob")
        try store.book(holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.book(holder: "bob") }
    }

    @Test func releaseFreesAnySeat() throws {
        let store = try open()
        try store.select(seats("T-A-1"), holder: "bob")
        try store.select(seats("T-A-2"), holder: "amy")
        try store.book(holder: "amy")
        let change = try store.release(seats("T-A-1", "T-A-2", "T-A-3"))
        #expect(change.changed == ["T-A-1", "T-A-2"] && change.unchanged == ["T-A-3"])
        #expect(try store.states(holder: "bob").states.prefix(3).allSatisfy { $0 == .available })
        let events = try store.history()
        #expect(events.prefix(2).map(\.action) == [.release, .release])
        #expect(Set(events.prefix(2).map(\.holder)) == ["bob", "amy"])
        // Free again: anyone may take them.
        try store.select(seats("T-A-2"), holder: "carol")
    }

    @Test func releaseOfBlockedSeatIsRefused() throws {
        let store = try open()
        try store.select(seats("T-A-1"), holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.release(seats("T-A-1", "T-A-6")) }
        #expect(try store.states(holder: "bob").states[0] == .held)
    }

    @Test func statusCountsAndListsInChartOrder() throws {
        let store = try open()
        try store.select(seats("T-B-1", "T-A-4", "T-A-2"), holder: "bob")
        try store.book(holder: "bob")
        try store.select(seats("T-B-6", "T-A-5"), holder: "bob")
        try store.select(seats("T-A-1"), holder: "amy")
        let status = try store.status(holder: "bob")
        let counts = Dictionary(uniqueKeysWithValues: status.countsByState.map { ($0.state, $0.count) })
        #expect(counts == [.available: 5, .held: 3, .booked: 3, .blocked: 1])
        #expect(status.booked == ["T-A-2", "T-A-4", "T-B-1"])
        #expect(status.held == ["T-A-5", "T-B-6"])
        #expect(status.holders.map(\.holder) == ["amy", "bob"])
        #expect(status.holders.map(\.action) == [.select, .select])
    }

    @Test func historyIsNewestFirstAndFiltersByHolder() throws {
        let store = try open()
        try store.select(seats("T-A-1"), holder: "bob")
        clock.advance(1)
        try store.select(seats("T-A-2"), holder: "amy")
        clock.advance(1)
        try store.book(holder: "bob")
        clock.advance(1)
        try store.deselect(seats("T-A-2"), holder: "amy")
        let all = try store.history()
        #expect(all.map(\.action) == [.deselect, .book, .select, .select])
        #expect(all.map(\.holder) == ["amy", "bob", "amy", "bob"])
        #expect(all.map(\.time) == (0..<4).map { clock.now - Double($0) })
        #expect(try store.history(holder: "bob").map(\.action) == [.book, .select])
        #expect(try store.history(limit: 1).map(\.action) == [.deselect])
    }

    @Test func bestHoldsTheNearestGroupAndRefusesWhenNoneIsFree() throws {
        let store = try open()
        // Row A: seats 1-5 free, 6 blocked; the pair nearest x = 0 that strands nothing.
        let first = try store.best(count: 2, holder: "bob", ttl: 30)
        #expect(first.changed.count == 2)
        #expect(try store.status(holder: "bob").held == first.changed)
        let second = try store.best(count: 2, holder: "amy")
        #expect(Set(second.changed).isDisjoint(with: first.changed))
        do {
            try store.best(count: 7, holder: "amy")
            Issue.record("expected a refusal")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.message == "no 7 adjacent free seats in one row")
        }
        #expect(throws: SelectionRefusal.self) { try store.best(count: 1, categoryID: "Z", holder: "amy") }
    }

    @Test func stateSurvivesReopening() throws {
        let path = StateFiles.newPath()
        try open(path).select(seats("T-A-1"), holder: "bob")
        let again = try open(path)
        #expect(try again.states(holder: "bob").selected[0])
        #expect(throws: SelectionRefusal.self) { try again.select(seats("T-A-1"), holder: "amy") }
    }
}
