import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// The store's contract, on both backends: every test runs on a new SQLite file and on a new
/// database of the tests' own PostgreSQL server.
@Suite(.onWaitingThreads) struct SelectionStoreTests {
    let chart = TestCharts.rows([TestCharts.centred(6), TestCharts.centred(6)], blocked: ["T-A-6"])
    let clock = TestClock()

    func open(_ backend: StateBackend, at location: String? = nil) throws -> any SelectionStateStore {
        try backend.open(chart, clock: clock, at: location)
    }

    func seats(_ ids: String...) -> [Int] { ids.map { chart.seatIndex(forID: $0)! } }

    @Test(arguments: StateBackend.allCases) func selectHoldsSeatsForTheHolder(_ backend: StateBackend) throws {
        let store = try open(backend)
        let change = try store.select(seats("T-A-1", "T-A-2"), holder: "bob")
        #expect(change.changed == ["T-A-1", "T-A-2"])
        let table = try store.states(holder: "bob")
        #expect(table.states[0] == .held && table.states[1] == .held && table.states[2] == .available)
        #expect(table.selected[0] && table.selected[1] && !table.selected[2])
        #expect(try store.states(holder: "amy").selected[0] == false)
    }

    @Test(arguments: StateBackend.allCases) func selectIsAllOrNothing(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-A-2"), holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.select(seats("T-A-1", "T-A-2", "T-A-3"), holder: "amy") }
        let table = try store.states(holder: "amy")
        #expect(table.states[0] == .available && table.states[2] == .available)
        #expect(try store.history().count == 1)
    }

    @Test(arguments: StateBackend.allCases) func refusalNamesSeatAndStateButNotTheOtherHolder(_ backend: StateBackend) throws {
        let store = try open(backend)
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

    @Test(arguments: StateBackend.allCases) func reselectingOwnHoldRenewsIt(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-A-1"), holder: "bob", ttl: 10)
        let change = try store.select(seats("T-A-1", "T-A-2"), holder: "bob", ttl: 100)
        #expect(change.changed == ["T-A-2"] && change.unchanged == ["T-A-1"])
        clock.advance(50)
        #expect(try store.states(holder: "bob").states[0] == .held)
    }

    @Test(arguments: StateBackend.allCases) func selectingOwnBookingIsRefused(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-A-1"), holder: "bob")
        try store.book(holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.select(seats("T-A-1"), holder: "bob") }
    }

    @Test(arguments: StateBackend.allCases) func deselectGivesBackOnlyTheHoldersHolds(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-A-1", "T-A-2"), holder: "bob")
        try store.select(seats("T-A-3"), holder: "amy")
        #expect(throws: SelectionRefusal.self) { try store.deselect(seats("T-A-1", "T-A-3"), holder: "bob") }
        #expect(throws: SelectionRefusal.self) { try store.deselect(seats("T-A-4"), holder: "bob") }
        #expect(try store.deselect(seats("T-A-1"), holder: "bob").changed == ["T-A-1"])
        let table = try store.states(holder: "bob")
        #expect(table.states[0] == .available && table.states[1] == .held && table.states[2] == .held)
    }

    @Test(arguments: StateBackend.allCases) func deselectAllGivesBackEveryHold(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-B-3", "T-A-1"), holder: "bob")
        #expect(try store.deselectAll(holder: "bob").changed == ["T-A-1", "T-B-3"])
        #expect(try store.deselectAll(holder: "nobody").changed.isEmpty)
    }

    @Test(arguments: StateBackend.allCases) func bookedSeatCannotBeDeselected(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-A-1"), holder: "bob")
        try store.book(holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.deselect(seats("T-A-1"), holder: "bob") }
    }

    @Test(arguments: StateBackend.allCases) func bookTurnsEveryHoldIntoABooking(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-B-2", "T-A-1"), holder: "bob")
        try store.select(seats("T-A-3"), holder: "amy")
        #expect(try store.book(holder: "bob").changed == ["T-A-1", "T-B-2"])
        let table = try store.states(holder: "bob")
        #expect(table.states[0] == .booked && table.states[chart.seatIndex(forID: "T-B-2")!] == .booked)
        #expect(table.states[2] == .held)
        #expect(table.selected[0], "a holder's bookings are theirs")
        #expect(!table.selected[2], "not another holder's")
    }

    @Test(arguments: StateBackend.allCases) func bookWithoutHoldsIsRefused(_ backend: StateBackend) throws {
        let store = try open(backend)
        #expect(throws: SelectionRefusal.self) { try store.book(holder: "bob") }
        try store.select(seats("T-A-1"), holder: "bob")
        try store.book(holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.book(holder: "bob") }
    }

    @Test(arguments: StateBackend.allCases) func releaseFreesAnySeat(_ backend: StateBackend) throws {
        let store = try open(backend)
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

    @Test(arguments: StateBackend.allCases) func releaseOfBlockedSeatIsRefused(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-A-1"), holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.release(seats("T-A-1", "T-A-6")) }
        #expect(try store.states(holder: "bob").states[0] == .held)
    }

    @Test(arguments: StateBackend.allCases) func statusCountsAndListsInChartOrder(_ backend: StateBackend) throws {
        let store = try open(backend)
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

    @Test(arguments: StateBackend.allCases) func historyIsNewestFirstAndFiltersByHolder(_ backend: StateBackend) throws {
        let store = try open(backend)
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
        #expect(try store.history(holder: "bob", limit: nil).map(\.action) == [.book, .select])
        #expect(try store.history(holder: nil, limit: 1).map(\.action) == [.deselect])
    }

    @Test(arguments: StateBackend.allCases) func bestHoldsTheNearestGroupAndRefusesWhenNoneIsFree(_ backend: StateBackend) throws {
        let store = try open(backend)
        // Row A: seats 1-5 free, 6 blocked; the pair nearest x = 0 that strands nothing.
        let first = try store.best(count: 2, categoryID: nil, holder: "bob", ttl: 30)
        #expect(first.changed.count == 2)
        #expect(try store.status(holder: "bob").held == first.changed)
        let second = try store.best(count: 2, categoryID: nil, holder: "amy", ttl: nil)
        #expect(Set(second.changed).isDisjoint(with: first.changed))
        do {
            try store.best(count: 7, categoryID: nil, holder: "amy", ttl: nil)
            Issue.record("expected a refusal")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.message == "no 7 adjacent free seats in one row")
        }
        #expect(throws: SelectionRefusal.self) { try store.best(count: 1, categoryID: "Z", holder: "amy", ttl: nil) }
    }

    @Test(arguments: StateBackend.allCases) func stateSurvivesReopening(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        try open(backend, at: location).select(seats("T-A-1"), holder: "bob")
        let again = try open(backend, at: location)
        #expect(try again.states(holder: "bob").selected[0])
        #expect(throws: SelectionRefusal.self) { try again.select(seats("T-A-1"), holder: "amy") }
    }

    @Test(arguments: StateBackend.allCases) func blockAndUnblockWithTheirActor(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select(seats("T-A-1"), holder: "bob")
        #expect(throws: SelectionRefusal.self) { try store.block(seats("T-A-1", "T-A-2"), by: "eve") }
        #expect(try store.block(seats("T-A-2", "T-A-6"), by: "eve").changed == ["T-A-2"])
        #expect(throws: SelectionRefusal.self) { try store.select(seats("T-A-2"), holder: "amy") }
        #expect(throws: SelectionRefusal.self) { try store.release(seats("T-A-2")) }
        #expect(throws: SelectionRefusal.self) { try store.unblock(seats("T-A-6")) }
        #expect(try store.unblock(seats("T-A-2", "T-A-3")).unchanged == ["T-A-3"])
        try store.release(seats("T-A-1"), by: "eve")
        let events = try store.history()
        #expect(events.map(\.action) == [.release, .unblock, .block, .select])
        #expect(events.map(\.actor) == ["eve", SelectionEvent.boxOffice, "eve", "bob"])
        #expect(events.map(\.holder) == ["bob", nil, nil, "bob"])
        #expect(try store.check().isEmpty)
    }

    @Test(arguments: StateBackend.allCases) func limitsTokensBookingsAndTheFeed(_ backend: StateBackend) throws {
        let store = try open(backend)
        #expect(try store.latestSequence() == 0)
        try store.select(seats("T-A-1", "T-A-2"), holder: "bob", ttl: nil, limit: 3)
        do {
            try store.select(seats("T-A-3", "T-A-4"), holder: "bob", ttl: nil, limit: 3)
            Issue.record("expected the limit to refuse")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.limit == 3)
        }
        try store.book(holder: "bob")
        #expect(try store.bookings().map(\.seatID) == ["T-A-1", "T-A-2"])
        #expect(try store.bookings().map(\.holder) == ["bob", "bob"])
        let feed = try store.changes(after: 0, limit: 10)
        #expect(feed.map(\.action) == [.select, .select, .book, .book])
        #expect(feed.map(\.sequence) == feed.map(\.sequence).sorted())
        #expect(try store.latestSequence() == feed.last?.sequence)
        #expect(try store.changes(after: feed[1].sequence, limit: 1).map(\.seatID) == ["T-A-1"])
        let holds = try store.status(holder: "bob")
        #expect(holds.booked == ["T-A-1", "T-A-2"] && holds.holds.isEmpty)
    }

    @Test(arguments: StateBackend.allCases) func aReaderCreatesNothingAndAnotherStadiumIsRefused(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let reader = try backend.source(location, chart: chart, clock: clock).openReader()
        #expect(try reader.states(holder: "bob").states.filter { $0 == .available }.count == 11)
        #expect(try reader.history(holder: nil, limit: nil).isEmpty && reader.bookings().isEmpty && reader.check().isEmpty)
        try open(backend, at: location).select(seats("T-A-1"), holder: "bob")
        let other = TestCharts.rows([TestCharts.centred(5)])
        #expect(throws: InputError.self) { try backend.open(other, clock: clock, at: location) }
        #expect(throws: InputError.self) { try backend.source(location, chart: other, clock: clock).openReader().states(holder: "x") }
    }

    @Test(arguments: StateBackend.allCases) func manyThreadsNeverTakeOneSeatTwiceNorBestTheSameGroup(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let wide = TestCharts.rows([TestCharts.centred(30), TestCharts.centred(30)])
        let store = try backend.open(wide, clock: clock, at: location)
        let won = Winners()
        DispatchQueue.concurrentPerform(iterations: 16) { worker in
            var random = SplitMix64(seed: UInt64(worker))
            for attempt in 0..<25 {
                let first = Int(random.next() % 58)
                let holder = "w\(worker)-\(attempt)"
                // Half the workers ask for the best pair, the others for three seats of their choice.
                let change = worker % 2 == 0
                    ? try? store.best(count: 2, categoryID: nil, holder: holder, ttl: nil)
                    : try? store.select([first, first + 1, first + 2].map { $0 % 60 }, holder: holder)
                if let change { won.add(holder, change.changed) }
            }
        }
        let taken = won.seats
        #expect(Set(taken).count == taken.count, "no seat held twice")
        let states = try store.states(holder: "nobody").states
        #expect(states.filter { $0 == .held }.count == taken.count, "every success is stored")
        #expect(try store.check().isEmpty)
    }
}

/// The seats each holder won, recorded from many threads.
private final class Winners: @unchecked Sendable {
    private let lock = NSLock()
    private var won: [String: [String]] = [:]

    func add(_ holder: String, _ seats: [String]) { lock.withLock { won[holder] = seats } }

    var seats: [String] { lock.withLock { won.values.flatMap { $0 } } }
}
