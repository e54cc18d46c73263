import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// The catalogue of events and seasons, on both backends: events made with their own tables,
/// listed in order, refused when a key is taken or unknown, deleted with their tables.
@Suite(.onWaitingThreads) struct EventCatalogueTests {
    let chart = TestCharts.rows([TestCharts.centred(6), TestCharts.centred(6)], blocked: ["T-A-6"])
    let clock = TestClock()

    func catalogue(_ backend: StateBackend, at location: String) throws -> any EventCatalogue {
        let source = try backend.source(location, chart: chart, clock: clock)
        return try #require(source as? any EventCatalogueSource).openCatalogue()
    }

    func listing(_ backend: StateBackend, at location: String) throws -> EventListing {
        try #require(try backend.source(location, chart: chart, clock: clock) as? any EventCatalogueSource).readListing()
    }

    @Test(arguments: StateBackend.allCases) func eventsAreListedByStartThenKey(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        #expect(try listing(backend, at: location) == .empty, "no state: no events, and nothing made")
        let store = try catalogue(backend, at: location)
        try store.createEvent(SaleEvent(key: "late", name: "Late Show", starts: "2027-05-01T21:00:00+02:00"))
        try store.createEvent(SaleEvent(key: "undated"))
        try store.createEvent(SaleEvent(key: "early", starts: "2027-04-18T19:30:00+01:00", prices: ["A": 4850]))
        let found = try listing(backend, at: location)
        #expect(found.events.map(\.key) == ["early", "late", "undated"])
        #expect(found.event("late")?.name == "Late Show" && found.event("late")?.starts == "2027-05-01T21:00:00+02:00")
        #expect(found.event("early")?.prices == ["A": 4850])
        let numbers = Set(found.events.map(\.number))
        #expect(numbers.count == 3 && !numbers.contains(0))
    }

    @Test(arguments: StateBackend.allCases) func eachEventHasTablesOfItsOwn(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let made = try catalogue(backend, at: location).createEvent(SaleEvent(key: "gala"))
        let prefix = EventNamespace(number: made.number).prefix
        for table in ["seat_state", "event", "holder", "area_place", "area_total", "token_key"] {
            let count = try backend.number("SELECT count(*) FROM \(prefix)\(table)", at: location)
            #expect(count == 0, "\(prefix)\(table) exists and is empty")
        }
    }

    @Test(arguments: StateBackend.allCases) func aTakenKeyIsRefusedWhetherAnEventsOrASeasons(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try catalogue(backend, at: location)
        try store.createEvent(SaleEvent(key: "gala"))
        let twice = try #require(throws: InputError.self) { try store.createEvent(SaleEvent(key: "gala", name: "Again")) }
        #expect(twice.description.contains("gala") && twice.description.contains("already taken by an event"))
        try store.createSeason("season-1", events: ["gala"])
        let taken = try #require(throws: InputError.self) { try store.createEvent(SaleEvent(key: "season-1")) }
        #expect(taken.description.contains("already taken by a season"))
        #expect(throws: InputError.self) { try store.createSeason("gala", events: ["gala"]) }
        #expect(try listing(backend, at: location).events.count == 1, "nothing was added")
    }

    @Test(arguments: StateBackend.allCases) func unknownKeysAreNamedWithTheKeysThatExist(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try catalogue(backend, at: location)
        try store.createEvent(SaleEvent(key: "spring-gala"))
        try store.createEvent(SaleEvent(key: "summer"))
        let error = try #require(throws: InputError.self) { try store.createSeason("all", events: ["spring-gala", "sprng-gala"]) }
        #expect(error.description.contains("\"sprng-gala\"") && error.description.contains("spring-gala, summer"))
        #expect(error.description.contains("did you mean spring-gala?"))
        #expect(try listing(backend, at: location).seasons.isEmpty, "the season was not made")
        #expect(throws: InputError.self) { try store.deleteEvent("winter") }
    }

    @Test(arguments: StateBackend.allCases) func seasonsListTheirEventsAndGrow(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try catalogue(backend, at: location)
        try store.createEvent(SaleEvent(key: "match-2", starts: "2027-03-08T15:00:00Z"))
        try store.createEvent(SaleEvent(key: "match-1", starts: "2027-03-01T15:00:00Z"))
        try store.createEvent(SaleEvent(key: "match-3", starts: "2027-03-15T15:00:00Z"))
        let season = try store.createSeason("home", events: ["match-2", "match-1"])
        #expect(season.events == ["match-1", "match-2"], "in the events' order")
        #expect(try store.addToSeason("home", event: "match-3").events == ["match-1", "match-2", "match-3"])
        #expect(throws: InputError.self) { try store.addToSeason("home", event: "match-3") }
        #expect(throws: InputError.self) { try store.createSeason("twice", events: ["match-1", "match-1"]) }
        #expect(throws: InputError.self) { try store.createSeason("none", events: []) }
        #expect(try listing(backend, at: location).season("home")?.events == ["match-1", "match-2", "match-3"])
    }

    @Test(arguments: StateBackend.allCases) func deletingAnEventDropsItsTables(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try catalogue(backend, at: location)
        let made = try store.createEvent(SaleEvent(key: "gala"))
        try store.createSeason("all", events: ["gala"])
        try store.deleteEvent("gala")
        let after = try listing(backend, at: location)
        #expect(after.events.isEmpty && after.season("all")?.events == [])
        let prefix = EventNamespace(number: made.number).prefix
        let tables = backend == .sqlite
            ? "SELECT count(*) FROM sqlite_master WHERE substr(name, 1, \(prefix.count)) = '\(prefix)'"
            : "SELECT count(*) FROM pg_class WHERE left(relname, \(prefix.count)) = '\(prefix)'"
        #expect(try backend.number(tables, at: location) == 0, "no table, index or trigger of the event is left")
        let again = try store.createEvent(SaleEvent(key: "gala"))
        #expect(again.number != made.number, "a number is never given twice")
    }
}
