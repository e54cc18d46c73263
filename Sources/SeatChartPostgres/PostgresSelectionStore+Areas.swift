import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

/// Standing areas' places in PostgreSQL: each operation is one write (after the database's
/// write lock, ``PostgresSchema/writeLock``) with the seats of the same call, so places are
/// counted and taken one writer at a time across servers, and held plus booked never passes an
/// area's capacity. Every rule is checked before anything is written (a write shares its
/// transaction with the others of its batch).
extension PostgresSelectionStore: PlaceStore {
    @discardableResult
    public func select(_ seats: [Int], areas: [AreaQuantity], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try write { [self] connection, now in
            try steps(connection, now).select(seats, areas: areas, holder: holder, expiry: expiry, limit: limit)
        }
    }

    @discardableResult
    public func deselect(_ seats: [Int], areas: [AreaQuantity], holder: String) throws -> SelectionChange {
        try write { [self] connection, now in try steps(connection, now).deselect(seats, areas: areas, holder: holder) }
    }

    @discardableResult
    public func deselectAllPlaces(holder: String) throws -> SelectionChange {
        try write { [self] connection, now in try steps(connection, now).deselectAll(holder: holder) }
    }

    @discardableResult
    public func bookPlaces(holder: String, until: Date?) throws -> SelectionChange {
        try write { [self] connection, now in try steps(connection, now).book(holder: holder, until: until) }
    }

    @discardableResult
    public func release(_ seats: [Int], areas: [AreaQuantity], by actor: String?) throws -> SelectionChange {
        try write { [self] connection, now in try steps(connection, now).release(seats, areas: areas, by: actor) }
    }

    /// The steps of a sale of places inside the write on `connection` at `now`.
    func steps(_ connection: StateConnection, _ now: Date) -> PostgresPlaceSteps {
        PostgresPlaceSteps(store: self, connection: connection, now: now)
    }

    @discardableResult
    public func best(_ criteria: BestCriteria, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try write { [self] connection, now in try steps(connection, now).best(criteria, holder: holder, expiry: expiry, limit: limit) }
    }

    // MARK: - Rows

    /// The live places of `areas` (every holder's), after sweeping the places whose hold ran out.
    func placeLedger(_ connection: StateConnection, areas: [Int], now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(connection, now: now)
        guard !areas.isEmpty else { return AreaLedger(chart: chart, rows: []) }
        return AreaLedger(chart: chart, rows: try ledgerRows(connection.run(
            "SELECT area, holder_id, held, booked, expires_at FROM area_place WHERE area = ANY(\(areas))")))
    }

    /// The live places of `areas` as a hold by `asker` reads them: its own rows, and the
    /// others' places an area in one row, from the area's running total (`area_total`) less the
    /// asker's, in one round trip.
    func placeLedger(_ connection: StateConnection, areas: [Int], heldBy asker: Int64?, now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(connection, now: now)
        guard !areas.isEmpty else { return AreaLedger(chart: chart, rows: []) }
        let me = asker ?? AreaLedger.others
        let rows = try connection.run("""
            SELECT t.area, t.held, t.booked, p.held, p.booked, p.expires_at FROM area_total t
            LEFT JOIN area_place p ON p.area = t.area AND p.holder_id = \(me) WHERE t.area = ANY(\(areas)) ORDER BY t.area
            """).flatMap { row in
            let (area, held, booked, ownHeld, ownBooked, expiry) = try row.decode((Int, Int, Int, Int?, Int?, Double?).self)
            let mine = ownHeld.map { AreaLedger.Row(area: area, holder: me, held: $0, booked: ownBooked ?? 0, expiresAt: expiry) }
            return AreaLedger.rows(area: area, totalHeld: held, totalBooked: booked, mine: mine)
        }
        return AreaLedger(chart: chart, rows: rows)
    }

    /// The live places of `holder` in every area, after sweeping the places whose hold ran out.
    func placeLedger(_ connection: StateConnection, holder: Int64, now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(connection, now: now)
        return AreaLedger(chart: chart, rows: try ledgerRows(connection.run(
            "SELECT area, holder_id, held, booked, expires_at FROM area_place WHERE holder_id = \(holder)")))
    }

    private func ledgerRows(_ rows: [PostgresRow]) throws -> [AreaLedger.Row] {
        try rows.map { row in
            let (area, holder, held, booked, expiry) = try row.decode((Int, Int64, Int, Int, Double?).self)
            return AreaLedger.Row(area: area, holder: holder, held: held, booked: booked, expiresAt: expiry)
        }
    }

    /// Writes the ledger's changed rows and logs its events at `now`.
    func writePlaces(_ ledger: AreaLedger, _ connection: StateConnection, now: Date, actor: String?) throws {
        let time = now.timeIntervalSince1970
        for row in ledger.changedRows {
            if row.isEmpty {
                try connection.run("DELETE FROM area_place WHERE area = \(row.area) AND holder_id = \(row.holder)")
                continue
            }
            try connection.run("""
                INSERT INTO area_place (area, area_id, holder_id, held, booked, since, expires_at)
                VALUES (\(row.area), \(ledger.areaID(row.area)), \(row.holder), \(row.held), \(row.booked), \(time), \(row.expiresAt))
                ON CONFLICT (area, holder_id) DO UPDATE SET held = EXCLUDED.held, booked = EXCLUDED.booked, expires_at = EXCLUDED.expires_at
                """)
        }
        for event in ledger.events {
            let clerk = event.action == .release ? actor : nil
            try connection.run("""
                INSERT INTO area_event (time, holder_id, action, area, area_id, quantity, state, actor)
                VALUES (\(time), \(event.holder), \(event.action.rawValue), \(event.area), \(ledger.areaID(event.area)),
                        \(event.quantity), \(event.state.rawValue), \(clerk))
                """)
        }
    }

    /// Frees every held place whose time ran out at `now`, logging an `expire` event each,
    /// dated when it ran out; returns how many holders' places in an area were freed.
    @discardableResult
    func sweepExpiredPlaces(_ connection: StateConnection, now: Date) throws -> Int {
        let time = now.timeIntervalSince1970
        return try connection.run("""
            WITH expired AS (
                SELECT area, area_id, holder_id, held, expires_at FROM area_place WHERE expires_at <= \(time) FOR UPDATE),
            logged AS (
                INSERT INTO area_event (time, holder_id, action, area, area_id, quantity, state)
                SELECT expires_at, holder_id, 'expire', area, area_id, held, 'held' FROM expired ORDER BY expires_at, area, holder_id),
            gone AS (
                DELETE FROM area_place p USING expired x
                WHERE p.area = x.area AND p.holder_id = x.holder_id AND p.booked = 0),
            kept AS (
                UPDATE area_place p SET held = 0, expires_at = NULL FROM expired x
                WHERE p.area = x.area AND p.holder_id = x.holder_id AND p.booked > 0)
            SELECT count(*)::bigint FROM expired
            """).first?.decode(Int.self) ?? 0
    }

    /// How many seats and places `holder` has, held and booked.
    func owned(_ connection: StateConnection, _ holder: Int64?) throws -> Int {
        guard let holder else { return 0 }
        return try connection.run("""
            SELECT ((SELECT count(*) FROM seat_state WHERE holder_id = \(holder))
                  + (SELECT coalesce(sum(held + booked), 0) FROM area_place WHERE holder_id = \(holder)))::bigint
            """).first?.decode(Int.self) ?? 0
    }
}

/// PostgreSQL's steps of a sale of places, inside one write (after the write lock).
struct PostgresPlaceSteps: PlaceSteps {
    let store: PostgresSelectionStore
    let connection: StateConnection
    let now: Date

    var chart: Chart { store.chart }

    func holderID(_ name: String, create: Bool) throws -> Int64? { try store.holderID(connection, name, create: create) }
    func placeLedger(areas: [Int]) throws -> AreaLedger { try store.placeLedger(connection, areas: areas, now: now) }
    func placeLedger(areas: [Int], heldBy asker: Int64?) throws -> AreaLedger {
        try store.placeLedger(connection, areas: areas, heldBy: asker, now: now)
    }
    func placeLedger(holder: Int64) throws -> AreaLedger { try store.placeLedger(connection, holder: holder, now: now) }
    func storedSeat(_ seat: Int) throws -> (state: SeatState, holder: Int64?)? { try store.storedStates(connection, [seat])[seat] }
    func owned(_ holder: Int64?) throws -> Int { try store.owned(connection, holder) }
    func holdSeats(_ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try store.holdAll(connection, [HoldRequest(seats: seats, holder: holder, expiry: expiry, limit: limit)], now: now).outcomes[0].get()
    }
    func seatStates(holder: String) throws -> [SeatState] {
        try store.stateTable(connection, holder: holder, now: now.timeIntervalSince1970).states
    }
    func deselectSeats(_ seats: [Int], holder: String) throws -> SelectionChange {
        try store.deselectSeats(connection, seats, holder: holder, now: now)
    }
    func heldSeats(of holder: Int64) throws -> [Int] {
        try connection.run("SELECT seat FROM seat_state WHERE holder_id = \(holder) AND state = 'held' ORDER BY seat").map { try $0.decode(Int.self) }
    }
    func freeSeats(_ seats: [Int], holder: String, holderID: Int64) throws -> SelectionChange {
        try store.free(connection, seats, holder: holder, holderID: holderID, action: .deselect, now: now)
    }
    func bookSeats(holderID: Int64) throws -> [String] { try store.bookSeats(connection, holderID: holderID, now: now).map(chart.seatID) }
    func releaseSeats(_ seats: [Int], by actor: String?) throws -> SelectionChange {
        try store.releaseSeats(connection, seats, by: actor, now: now)
    }
    func writePlaces(_ ledger: AreaLedger, actor: String?) throws { try store.writePlaces(ledger, connection, now: now, actor: actor) }
}
