import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartSQLite
import SeatChartSale
import SeatChartStore
import Testing

@Suite struct SaleTests {
    @Test func selectHoldsEverySeatOrNone() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        let first = try sale.select(SeatRequest(ids: ["S-A-2"]), holder: "bob")
        #expect(first.changed == ["S-A-2"] && first.holder == "bob" && first.expiresAt == nil)
        #expect(throws: SelectionRefusal.self) {
            try sale.select(SeatRequest(ids: ["S-A-1", "S-A-2", "S-A-3"]), holder: "amy")
        }
        let states = try sale.states(holder: "amy")
        #expect(states.states[0] == .available && states.states[2] == .available)
        #expect(try sale.history().count == 1)
        // The holder's own holds stay held and count as unchanged.
        let again = try sale.select(SeatRequest(ids: ["S-A-2", "S-A-3"]), holder: "bob")
        #expect(again.changed == ["S-A-3"] && again.unchanged == ["S-A-2"])
    }

    @Test func refusalsNameEachSeatAndItsStateButNoOtherHolder() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        try sale.select(SeatRequest(ids: ["S-A-1"]), holder: "bob")
        try sale.select(SeatRequest(ids: ["S-A-2"]), holder: "carol")
        try sale.book(holder: "carol")
        do {
            try sale.select(SeatRequest(ids: ["S-A-1", "S-A-2", "S-A-6", "S-A-3"]), holder: "amy")
            Issue.record("the selection was taken")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.conflicts == [
                .init(seatID: "S-A-1", state: .held, isOwn: false),
                .init(seatID: "S-A-2", state: .booked, isOwn: false),
                .init(seatID: "S-A-6", state: .blocked, isOwn: false),
            ])
            #expect(refusal.message.contains("S-A-2 cannot be held: it is booked by another holder"))
            #expect(!refusal.message.contains("bob") && !refusal.message.contains("carol"))
        }
        do {
            try sale.select(SeatRequest(ids: ["S-A-2"]), holder: "carol")
            Issue.record("a booked seat was held again")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.conflicts == [.init(seatID: "S-A-2", state: .booked, isOwn: true)])
        }
    }

    @Test func pointsNameTheSeatUnderThem() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        let change = try sale.select(SeatRequest(ids: ["S-A-1"], points: [f.centre("S-B-3")]), holder: "bob")
        #expect(change.changed == ["S-A-1", "S-B-3"])
        #expect(throws: SeatRequestError.noSeat(at: Point(500, 500), chartFile: "hall.json")) {
            try sale.release(SeatRequest(points: [Point(500, 500)]))
        }
        #expect(SeatRequestError.noSeat(at: Point(500, -2.5), chartFile: "hall.json").description
            == "no seat at 500,-2.5 in hall.json")
        #expect(try sale.status(holder: "bob").held == ["S-A-1", "S-B-3"])
    }

    @Test func oddRequestsAreAnsweredNeverTrapped() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        let ids = ["", "-", "--", "S-A-", "S-A-0", "S-A-1-1", "S-A-+1", String(repeating: "9", count: 10_000), "S-\u{0}-1"]
        #expect(throws: SeatRequestError.unknownSeats(ids, example: "S-A-1", chartFile: "hall.json")) {
            try sale.select(SeatRequest(ids: ids), holder: "bob")
        }
        for point in [Point(.nan, 0), Point(0, .infinity), Point(-.infinity, .nan), Point(1e308, -1e308)] {
            #expect(throws: SeatRequestError.self) { try sale.select(SeatRequest(points: [point]), holder: "bob") }
        }
        #expect(throws: SeatRequestError.self) { try sale.select(SeatRequest(ids: ["S-A-1"]), holder: "bob", ttl: .nan) }
        #expect(throws: SeatRequestError.self) { try sale.select(SeatRequest(ids: ["S-A-1"]), holder: "bob", ttl: .infinity) }
        #expect(throws: SeatRequestError.self) { try sale.best(count: .min, holder: "bob") }
        #expect(!f.stateFileExists)
        // An empty request changes nothing.
        #expect(try sale.select(SeatRequest(), holder: "bob").changed.isEmpty)
    }

    @Test func unknownIdsAreNamedAndNothingIsCreated() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        do {
            try sale.select(SeatRequest(ids: ["S-A-1", "X-A-1", "S-Z-9"]), holder: "bob")
            Issue.record("unknown seats were taken")
        } catch let error as SeatRequestError {
            #expect(error == .unknownSeats(["X-A-1", "S-Z-9"], example: "S-A-1", chartFile: "hall.json"))
            #expect(error.problems.map(\.description) == [
                "hall.json: seat X-A-1: no such seat (expected an id TRIBUNE-ROW-NUMBER such as S-A-1)",
                "hall.json: seat S-Z-9: no such seat (expected an id TRIBUNE-ROW-NUMBER such as S-A-1)",
            ])
        }
        #expect(!f.stateFileExists)
        // Reading never creates the state either.
        #expect(try sale.status(holder: "bob").countsByState.first { $0.state == .available }?.count == 11)
        #expect(try sale.history().isEmpty && sale.check().isEmpty)
        #expect(!f.stateFileExists)
    }

    @Test func bestHoldsAdjacentSeatsOfOneRowNearestTheFocalPoint() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        let best = try sale.best(count: 3, holder: "bob", ttl: 60)
        #expect(best.changed.count == 3 && Set(best.changed.map { $0.prefix(3) }).count == 1)
        #expect(best.expiresAt == f.clock.now.addingTimeInterval(60))
        let numbers = best.changed.compactMap { Int($0.split(separator: "-")[2]) }
        #expect(numbers == Array(numbers[0]..<numbers[0] + 3))
        #expect(throws: SelectionRefusal.self) { try sale.best(count: 7, holder: "amy") }
        #expect(throws: SeatRequestError.invalidCount(0, chartFile: "hall.json")) { try sale.best(count: 0, holder: "amy") }
        #expect(throws: SeatRequestError.invalidTTL(-1, chartFile: "hall.json")) { try sale.best(count: 1, holder: "amy", ttl: -1) }
        do {
            try sale.best(count: 1, categoryID: "Z", holder: "amy")
            Issue.record("an unknown category was accepted")
        } catch let error as SeatRequestError {
            #expect(error.message == "no category Z (expected one of: P, Q)")
        }
        // Q has no seats: a known category, but no group of it is free.
        #expect(throws: SelectionRefusal.self) { try sale.best(count: 1, categoryID: "Q", holder: "amy") }
    }

    @Test func bookTurnsHoldsIntoBookingsAndReleaseFreesThem() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        #expect(throws: SelectionRefusal(message: "bob holds no seats to book")) { try sale.book(holder: "bob") }
        try sale.select(SeatRequest(ids: ["S-B-2", "S-A-4"]), holder: "bob")
        let booked = try sale.book(holder: "bob")
        #expect(booked.changed == ["S-A-4", "S-B-2"] && booked.holder == "bob")
        let status = try sale.status(holder: "bob")
        #expect(status.booked == ["S-A-4", "S-B-2"] && status.held.isEmpty)
        let released = try sale.release(SeatRequest(ids: ["S-A-4", "S-A-5"]))
        #expect(released.changed == ["S-A-4"] && released.unchanged == ["S-A-5"] && released.holder == nil)
        #expect(throws: SelectionRefusal.self) { try sale.release(SeatRequest(ids: ["S-A-6"])) }
        #expect(try sale.history(holder: "bob").map(\.action) == [.release, .book, .book, .select, .select])
    }

    @Test func deselectGivesBackOnlyTheHoldersOwnHolds() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        try sale.select(SeatRequest(ids: ["S-A-1", "S-A-2", "S-A-3"]), holder: "bob")
        try sale.select(SeatRequest(ids: ["S-B-1"]), holder: "amy")
        #expect(throws: SelectionRefusal.self) { try sale.deselect(SeatRequest(ids: ["S-A-1", "S-B-1"]), holder: "bob") }
        #expect(try sale.deselect(SeatRequest(ids: ["S-A-2"]), holder: "bob").changed == ["S-A-2"])
        #expect(try sale.deselectAll(holder: "bob").changed == ["S-A-1", "S-A-3"])
        #expect(try sale.deselectAll(holder: "nobody").changed.isEmpty)
        #expect(try sale.status(holder: "amy").held == ["S-B-1"])
    }

    @Test func statusAndHistoryFollowTheClock() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        let change = try sale.select(SeatRequest(ids: ["S-A-1"]), holder: "bob", ttl: 60)
        #expect(change.expiresAt == f.clock.now.addingTimeInterval(60))
        f.clock.advance(61)
        let status = try sale.status(holder: "bob")
        #expect(status.held.isEmpty)
        #expect(status.countsByState.first { $0.state == .held }?.count == 0)
        #expect(try sale.history(limit: 1).map(\.action) == [.expire])
        #expect(try sale.history(limit: -3).isEmpty)
        #expect(try sale.check().isEmpty)
    }

    @Test func aSaleOverAnOpenStoreSharesItsState() throws {
        let f = try SaleFixture()
        let store = try SelectionStore(path: f.statePath, chart: f.chart, clock: f.clock.function)
        let sale = Sale(chart: f.chart, chartFile: "hall.json", store: store)
        try sale.select(SeatRequest(ids: ["S-A-1"]), holder: "bob")
        #expect(try store.status(holder: "bob").held == ["S-A-1"])
        #expect(try f.sale().status(holder: "bob").held == ["S-A-1"])
    }

    @Test func resultsEncodeForAServer() throws {
        let f = try SaleFixture()
        let change = try f.sale().select(SeatRequest(ids: ["S-A-1"]), holder: "bob", ttl: 30)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        let text = String(decoding: try encoder.encode(change), as: UTF8.self)
        #expect(text == #"{"changed":["S-A-1"],"expiresAt":1800000030,"holder":"bob","unchanged":[]}"#)
        let refusal = SelectionRefusal(conflicts: [.init(seatID: "S-A-1", state: .held, isOwn: false)], message: "m")
        let decoded = try JSONDecoder().decode(SelectionRefusal.self, from: try JSONEncoder().encode(refusal))
        #expect(decoded == refusal)
    }
}

@Suite struct SaleBlockingTests {
    @Test func blockedSeatsCannotBeHeldUntilUnblocked() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        let blocked = try sale.block(SeatRequest(ids: ["S-A-1", "S-A-6"], points: [f.centre("S-B-1")]))
        #expect(blocked.changed == ["S-A-1", "S-B-1"] && blocked.unchanged == ["S-A-6"] && blocked.holder == nil)
        do {
            try sale.select(SeatRequest(ids: ["S-A-1", "S-A-2"]), holder: "bob")
            Issue.record("a blocked seat was held")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.conflicts == [.init(seatID: "S-A-1", state: .blocked, isOwn: false)])
        }
        #expect(try sale.states(holder: "bob").states[0] == .blocked)
        #expect(try sale.status(holder: "bob").countsByState.first { $0.state == .blocked }?.count == 3)
        // Best never offers a blocked seat: row A keeps 2-5, row B 2-6.
        #expect(try sale.best(count: 5, holder: "amy").changed == ["S-B-2", "S-B-3", "S-B-4", "S-B-5", "S-B-6"])
        #expect(throws: SelectionRefusal.self) { try sale.release(SeatRequest(ids: ["S-A-1"])) }
        #expect(try sale.unblock(SeatRequest(ids: ["S-A-1", "S-A-2"])).changed == ["S-A-1"])
        #expect(try sale.select(SeatRequest(ids: ["S-A-1"]), holder: "bob").changed == ["S-A-1"])
        #expect(try sale.check().isEmpty)
        let events = try sale.history(limit: 3)
        #expect(events.map(\.action) == [.select, .unblock, .select])
        #expect(events[1].holder == nil && events[1].actor == SelectionEvent.boxOffice)
        #expect(try sale.history(holder: "bob").map(\.action) == [.select])
    }

    @Test func heldSeatsAndTheStadiumsBlockedSeatsRefuse() throws {
        let f = try SaleFixture()
        let sale = f.sale()
        try sale.select(SeatRequest(ids: ["S-A-2"]), holder: "bob")
        do {
            try sale.block(SeatRequest(ids: ["S-A-1", "S-A-2"]))
            Issue.record("a held seat was blocked")
        } catch let refusal as SelectionRefusal {
            #expect(refusal.conflicts == [.init(seatID: "S-A-2", state: .held, isOwn: false)])
            #expect(refusal.message == "seat S-A-2 cannot be blocked: it is held (release it first)")
        }
        #expect(try sale.states(holder: "bob").states[0] == .available)
        #expect(throws: SelectionRefusal.self) { try sale.unblock(SeatRequest(ids: ["S-A-6"])) }
        #expect(try sale.unblock(SeatRequest(ids: ["S-A-2"])).unchanged == ["S-A-2"])
        #expect(try sale.status(holder: "bob").held == ["S-A-2"])
    }
}
