import Foundation
import SeatChart
import SeatChartPostgres
import SeatChartSQLite
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Standing areas' places in both stores (a SQLite file, a PostgreSQL database): counts,
/// all-or-nothing with seats, booking, expiry, release, the log's quantities, the check and a
/// copy from one backend to the other.
@Suite(.onWaitingThreads) struct AreaPlacesStoreTests {
    let chart: Chart
    let floor: Int, box: Int

    init() throws {
        chart = try ShippedStadiums.chart("hall.json")
        floor = try #require(chart.tribuneIndex(forID: "FLOOR"))
        box = try #require(chart.tribuneIndex(forID: "BOX1"))
    }

    func open(_ backend: StateBackend, clock: TestClock = TestClock(), at location: String? = nil) throws -> any PlaceStore {
        try #require(try backend.open(chart, clock: clock, at: location) as? any PlaceStore)
    }

    func count(_ store: any PlaceStore, _ area: Int, holder: String = "") throws -> AreaCount {
        try #require(try store.areaCounts(holder: holder).first { $0.area == area })
    }

    @Test(arguments: StateBackend.allCases) func placesAreCountedAndBooked(_ backend: StateBackend) throws {
        let store = try open(backend)
        let seat = try #require(chart.seats.indices.first { chart.tribunes[chart.seats[$0].tribune].kind == .rows })
        let change = try store.select([seat], areas: [AreaQuantity(area: floor, quantity: 4)], holder: "ann", ttl: nil, limit: nil)
        #expect(change.changed == [chart.seatID(seat)])
        #expect(change.places == [AreaPlaces(areaID: "FLOOR", quantity: 4)])
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 2)], holder: "bob", ttl: nil, limit: nil)
        var ann = try count(store, floor, holder: "ann")
        #expect((ann.held, ann.booked, ann.left, ann.yourHeld) == (6, 0, 594, 4))
        let booked = try store.bookPlaces(holder: "ann")
        #expect(booked.changed == [chart.seatID(seat)] && booked.places == [AreaPlaces(areaID: "FLOOR", quantity: 4)])
        ann = try count(store, floor, holder: "ann")
        #expect((ann.held, ann.booked, ann.yourBooked) == (2, 4, 4))
        #expect(try store.states(holder: "ann").states[seat] == .booked)
        // A book with nothing held is refused.
        #expect(throws: SelectionRefusal.self) { try store.bookPlaces(holder: "ann") }
        #expect(try store.check().isEmpty && store.checkAreas().isEmpty)
    }

    /// Every holder's booked places in one read: in area order, then by holder; places held
    /// and not booked are not listed.
    @Test(arguments: StateBackend.allCases) func bookedPlacesAreListedByAreaAndHolder(_ backend: StateBackend) throws {
        let store = try open(backend)
        #expect(try store.areaBookings().isEmpty)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 4), AreaQuantity(area: box, quantity: 6)], holder: "cy", ttl: nil, limit: nil)
        try store.bookPlaces(holder: "cy")
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 3)], holder: "ann", ttl: nil, limit: nil)
        try store.bookPlaces(holder: "ann")
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 5)], holder: "bob", ttl: nil, limit: nil)
        let expected = [
            AreaBookingRecord(area: floor, holder: "ann", quantity: 3), AreaBookingRecord(area: floor, holder: "cy", quantity: 4),
            AreaBookingRecord(area: box, holder: "cy", quantity: 6),
        ].sorted { ($0.area, $0.holder) < ($1.area, $1.holder) }
        #expect(try store.areaBookings() == expected)
    }

    @Test(arguments: StateBackend.allCases) func aRefusedAreaTakesNoSeat(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 598)], holder: "ann", ttl: nil, limit: nil)
        let seat = try #require(chart.seats.indices.first { chart.tribunes[chart.seats[$0].tribune].kind == .rows })
        let refusal = try #require(throws: SelectionRefusal.self) {
            try store.select([seat], areas: [AreaQuantity(area: floor, quantity: 3)], holder: "bob", ttl: nil, limit: nil)
        }
        #expect(refusal.message == "area FLOOR has 2 places left: 3 cannot be held")
        #expect(try store.states(holder: "bob").states[seat] == .available)
        // A seat in the way refuses the places too.
        try store.select([seat], holder: "cy", ttl: nil, limit: nil)
        #expect(throws: SelectionRefusal.self) {
            try store.select([seat], areas: [AreaQuantity(area: floor, quantity: 1)], holder: "bob", ttl: nil, limit: nil)
        }
        #expect(try count(store, floor).held == 598)
        // The limit counts places with seats.
        #expect(throws: SelectionRefusal.self) {
            try store.select([], areas: [AreaQuantity(area: floor, quantity: 2)], holder: "cy", ttl: nil, limit: 2)
        }
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 1)], holder: "cy", ttl: nil, limit: 2)
    }

    @Test(arguments: StateBackend.allCases) func aHoldOfSeatsAloneCountsOnlyPlacesStillHeld(_ backend: StateBackend) throws {
        let clock = TestClock()
        let store = try open(backend, clock: clock)
        let seat = try #require(chart.seats.indices.first { chart.tribunes[chart.seats[$0].tribune].kind == .rows })
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 5)], holder: "ann", ttl: 60, limit: nil)
        #expect(throws: SelectionRefusal.self) { try store.select([seat], areas: [], holder: "ann", ttl: nil, limit: 5) }
        clock.advance(61)
        // The five places ran out: a seat alone is within a limit of 2.
        #expect(try store.select([seat], areas: [], holder: "ann", ttl: nil, limit: 2).changed.count == 1)
    }

    @Test(arguments: StateBackend.allCases) func expiredPlacesComeBackAndAreLogged(_ backend: StateBackend) throws {
        let clock = TestClock()
        let store = try open(backend, clock: clock)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 5)], holder: "ann", ttl: 60, limit: nil)
        try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "bob", ttl: 60, limit: nil)
        clock.advance(30)
        // A new hold renews the holder's time for all its places in the area.
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 1)], holder: "ann", ttl: 60, limit: nil)
        clock.advance(45)
        #expect(try count(store, box).held == 0)
        #expect(try count(store, floor, holder: "ann").yourHeld == 6)
        // The box is free again for another holder; the sweep logs bob's expiry when it ran out.
        try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "cy", ttl: nil, limit: nil)
        let history = try store.areaHistory(holder: "bob", limit: nil)
        #expect(history.map(\.action) == [.expire, .select])
        #expect(history.first?.quantity == 6 && history.first?.seatID == "BOX1")
        #expect(history.first?.time == Date(timeIntervalSince1970: 1_800_000_060))
        #expect(try store.checkAreas().isEmpty)
    }

    /// The position a change feed keys its reads to moves with every change of the counts:
    /// a hold, its running out (before any sweep), a give-back; and stays while nothing moves.
    @Test(arguments: StateBackend.allCases) func thePositionMovesWhenTheCountsMayHaveChanged(_ backend: StateBackend) throws {
        let clock = TestClock()
        let store = try open(backend, clock: clock)
        let start = try store.areaPosition()
        #expect(start.nextExpiry == nil && start.rows == 0)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 5)], holder: "ann", ttl: 60, limit: nil)
        let held = try store.areaPosition()
        #expect(held.needsRead(after: start) && held.lastEvent > start.lastEvent)
        #expect(held.nextExpiry == 1_800_000_060, "\(held)")
        clock.advance(30)
        let quiet = try store.areaPosition()
        #expect(!quiet.needsRead(after: held), "nothing changed: \(quiet) after \(held)")
        clock.advance(31)
        // Ann's places ran out: no write yet, and the counts changed.
        let due = try store.areaPosition()
        #expect(due.needsRead(after: held) && due.lastEvent == held.lastEvent && due.nextExpiry == nil, "\(due)")
        #expect(!due.needsRead(after: due))
        try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "bob", ttl: nil, limit: nil)
        let boxed = try store.areaPosition()
        try store.deselect([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "bob")
        #expect(try store.areaPosition().needsRead(after: boxed))
        // A box held whole, renewed to a sooner time: the counts' next change moved.
        try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "cy", ttl: 600, limit: nil)
        let long = try store.areaPosition()
        try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "cy", ttl: 60, limit: nil)
        let renewed = try store.areaPosition()
        #expect(renewed.needsRead(after: long) && renewed.nextExpiry == long.now + 60, "\(renewed) after \(long)")
    }

    @Test(arguments: StateBackend.allCases) func theServersSweepFreesPlacesWhenNoSeatIsDue(_ backend: StateBackend) throws {
        let clock = TestClock()
        let store = try open(backend, clock: clock)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 5)], holder: "ann", ttl: 60, limit: nil)
        try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "bob", ttl: 600, limit: nil)
        clock.advance(61)
        // Only ann's places are due: the sweep frees them and logs their expiry, once.
        #expect(try store.expireDue() == 1)
        #expect(try store.expireDue() == 0)
        #expect(try store.areaHistory(holder: "ann", limit: nil).map(\.action) == [.expire, .select])
        #expect(try store.areaHistory(holder: "bob", limit: nil).map(\.action) == [.select])
        #expect(try count(store, floor).held == 0 && count(store, box).held == 6)
        #expect(try store.checkAreas().isEmpty)
    }

    @Test(arguments: StateBackend.allCases) func deselectAndReleaseTakePlacesBack(_ backend: StateBackend) throws {
        let store = try open(backend)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 5)], holder: "ann", ttl: nil, limit: nil)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 3)], holder: "bob", ttl: nil, limit: nil)
        try store.bookPlaces(holder: "bob")
        #expect(try store.deselect([], areas: [AreaQuantity(area: floor, quantity: 2)], holder: "ann").places
            == [AreaPlaces(areaID: "FLOOR", quantity: 2)])
        #expect(throws: SelectionRefusal.self) { try store.deselect([], areas: [AreaQuantity(area: floor, quantity: 4)], holder: "ann") }
        let released = try store.release([], areas: [AreaQuantity(area: floor, quantity: 4)], by: "clerk")
        #expect(released.places == [AreaPlaces(areaID: "FLOOR", quantity: 4)])
        let left = try count(store, floor)
        #expect((left.held, left.booked) == (0, 2))
        let events = try store.areaHistory(holder: nil, limit: 2)
        #expect(events.map(\.action) == [.release, .release] && events.allSatisfy { $0.actor == "clerk" })
        try store.deselectAllPlaces(holder: "ann")
        #expect(try store.checkAreas().isEmpty)
        #expect(try store.release([], areas: [AreaQuantity(area: floor, quantity: nil)], by: nil).places.first?.quantity == 2)
        #expect(try count(store, floor).left == 600)
    }

    @Test(arguments: StateBackend.allCases) func wholeAreaIsOneHoldersBox(_ backend: StateBackend) throws {
        let store = try open(backend)
        #expect(try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "ann", ttl: nil, limit: nil).places.first?.quantity == 6)
        let refusal = try #require(throws: SelectionRefusal.self) {
            try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "bob", ttl: nil, limit: nil)
        }
        #expect(refusal.message.contains("sold whole and is taken"))
        #expect(throws: SelectionRefusal.self) { try store.deselect([], areas: [AreaQuantity(area: box, quantity: 2)], holder: "ann") }
        try store.deselect([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "ann")
        #expect(try count(store, box).left == 6)
    }

    @Test(arguments: StateBackend.allCases) func aCopyCarriesPlacesAndTheirLog(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try open(backend, at: location)
        try store.select([], areas: [AreaQuantity(area: floor, quantity: 7)], holder: "ann", ttl: nil, limit: nil)
        try store.bookPlaces(holder: "ann")
        try store.select([], areas: [AreaQuantity(area: box, quantity: nil)], holder: "bob", ttl: 600, limit: nil)
        let other: StateBackend = backend == .sqlite ? .postgres : .sqlite
        let target = try other.newLocation()
        let dump = backend == .sqlite
            ? try SelectionStore.dump(path: location) : try PostgresSelectionStore.dump(url: PostgresURL(location))
        #expect(dump.areaPlaces.count == 2 && dump.areaEvents.count == 3)
        if other == .sqlite { try SelectionStore.load(dump, path: target) } else { try PostgresSelectionStore.load(dump, url: PostgresURL(target)) }
        let copy = try open(other, at: target)
        #expect(try copy.areaCounts(holder: "ann") == store.areaCounts(holder: "ann"))
        #expect(try copy.areaHistory(holder: nil, limit: nil) == store.areaHistory(holder: nil, limit: nil))
        #expect(try copy.checkAreas().isEmpty)
        // The copy sells on after the copied log.
        try copy.select([], areas: [AreaQuantity(area: floor, quantity: 1)], holder: "cy", ttl: nil, limit: nil)
        #expect(try copy.checkAreas().isEmpty)
    }
}
