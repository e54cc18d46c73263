import Foundation
import SeatChart
import SeatChartStore
import SeatChartTestSupport
import Testing

/// Standing areas' running totals (`area_total`) in both stores: kept by triggers through
/// every kind of change, made from the rows when an older state is opened, read by a hold's
/// rules, and checked by `check`.
@Suite(.onWaitingThreads) struct AreaTotalsTests {
    let chart: Chart
    let floor: Int, box: Int
    let clock = TestClock()

    init() throws {
        chart = try ShippedStadiums.chart("hall.json")
        floor = try #require(chart.tribuneIndex(forID: "FLOOR"))
        box = try #require(chart.tribuneIndex(forID: "BOX1"))
    }

    func open(_ backend: StateBackend, at location: String) throws -> any PlaceStore {
        try #require(try backend.open(chart, clock: clock, at: location) as? any PlaceStore)
    }

    /// The areas whose total row differs from the sum of their places' rows, and the places
    /// held in all by the totals and by the rows, as read from the state.
    func totalsAndSums(_ backend: StateBackend, _ location: String) throws -> (wrong: Int, totals: Int, rows: Int) {
        let wrong = try backend.number("""
            SELECT count(*) FROM area_total t WHERE t.held <> (SELECT coalesce(sum(p.held), 0) FROM area_place p WHERE p.area = t.area)
                OR t.booked <> (SELECT coalesce(sum(p.booked), 0) FROM area_place p WHERE p.area = t.area)
            """, at: location)
        return (wrong, try backend.number("SELECT coalesce(sum(held + booked), 0) FROM area_total", at: location),
                try backend.number("SELECT coalesce(sum(held + booked), 0) FROM area_place", at: location))
    }

    func places(_ area: Int, _ quantity: Int?) -> [AreaQuantity] { [AreaQuantity(area: area, quantity: quantity)] }

    @Test(arguments: StateBackend.allCases) func totalsFollowHoldsGiveBacksExpiriesBookingsAndReleases(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try open(backend, at: location)
        let steps: [(String, () throws -> Void)] = [
            ("holds of three holders", {
                try store.select([], areas: places(floor, 5), holder: "ann", expiry: .after(60), limit: nil)
                try store.select([], areas: places(floor, 3), holder: "bob", expiry: .after(600), limit: nil)
                try store.select([], areas: places(floor, 2) + places(box, nil), holder: "cy", expiry: .after(600), limit: nil)
            }),
            ("a hold added to", { try store.select([], areas: places(floor, 4), holder: "ann", expiry: .after(60), limit: nil) }),
            ("a give-back", { try store.deselect([], areas: places(floor, 2), holder: "bob") }),
            ("a booking", { try store.bookPlaces(holder: "cy", until: nil) }),
            ("an expiry swept by the next hold", {
                clock.advance(120)
                try store.select([], areas: places(floor, 1), holder: "dee", expiry: .after(600), limit: nil)
            }),
            ("a release of booked and held places", { try store.release([], areas: places(floor, 2), by: "clerk") }),
            ("every place of a holder given back", { try store.deselectAllPlaces(holder: "dee") }),
        ]
        for (name, step) in steps {
            try step()
            let (wrong, totals, rows) = try totalsAndSums(backend, location)
            #expect(wrong == 0 && totals == rows && rows > 0, "after \(name)")
            #expect(try store.checkAreas().isEmpty, "after \(name)")
        }
    }

    @Test(arguments: StateBackend.allCases) func aHoldIsRefusedExactlyAtCapacityWhateverItsOwnPlaces(_ backend: StateBackend) throws {
        let store = try open(backend, at: try backend.newLocation())
        try store.select([], areas: places(floor, 590), holder: "ann", expiry: .after(600), limit: nil)
        try store.select([], areas: places(floor, 6), holder: "bob", expiry: .after(600), limit: nil)
        // Four left: ann's own 590 and bob's 6 both count, whoever asks.
        for holder in ["ann", "bob", "cy"] {
            let refusal = try #require(throws: SelectionRefusal.self) {
                try store.select([], areas: places(floor, 5), holder: holder, expiry: .after(600), limit: nil)
            }
            #expect(refusal.message == "area FLOOR has 4 places left: 5 cannot be held")
        }
        try store.select([], areas: places(floor, 4), holder: "bob", expiry: .after(600), limit: nil)
        #expect(throws: SelectionRefusal.self) {
            try store.select([], areas: places(floor, 1), holder: "ann", expiry: .after(600), limit: nil)
        }
        #expect(try store.checkAreas().isEmpty)
    }

    @Test(arguments: StateBackend.allCases) func anOlderStateGetsItsTotalsFromItsRows(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        do {
            let store = try open(backend, at: location)
            try store.select([], areas: places(floor, 7), holder: "ann", expiry: .after(600), limit: nil)
            try store.select([], areas: places(floor, 590), holder: "bob", expiry: .after(600), limit: nil)
        }
        // As the state was before the totals: no table, no triggers.
        switch backend {
        case .sqlite:
            try backend.execute("""
                DROP TRIGGER area_total_insert; DROP TRIGGER area_total_update; DROP TRIGGER area_total_delete;
                DROP TABLE area_total; DELETE FROM grdb_migrations WHERE identifier LIKE 'v9:%';
                """, at: location)
        case .postgres:
            try backend.execute("""
                DROP TRIGGER area_total_change ON area_place; DROP FUNCTION seatchart_area_total(); DROP TABLE area_total;
                DELETE FROM seatchart_migration WHERE version BETWEEN 10 AND 12;
                """, at: location)
        }
        let store = try open(backend, at: location)
        let refusal = try #require(throws: SelectionRefusal.self) {
            try store.select([], areas: places(floor, 4), holder: "cy", expiry: .after(600), limit: nil)
        }
        #expect(refusal.message == "area FLOOR has 3 places left: 4 cannot be held")
        let (wrong, totals, rows) = try totalsAndSums(backend, location)
        #expect(wrong == 0 && totals == 597 && rows == 597)
    }

    @Test(arguments: StateBackend.allCases) func aTotalThatDiffersFromItsRowsIsReported(_ backend: StateBackend) throws {
        let location = try backend.newLocation()
        let store = try open(backend, at: location)
        try store.select([], areas: places(floor, 7), holder: "ann", expiry: .after(600), limit: nil)
        try backend.execute("UPDATE area_total SET held = held + 1", at: location)
        #expect(try store.checkAreas() == ["area FLOOR: its running total is 8 held and 0 booked, its places add up to 7 held and 0 booked"])
    }
}
