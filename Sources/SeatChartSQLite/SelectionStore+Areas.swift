import Foundation
import GRDB
import SeatChart
import SeatChartStore

/// Standing areas' places in the SQLite file: each operation is one `BEGIN IMMEDIATE`
/// transaction with the seats of the same call, so the places are counted and taken under
/// SQLite's write lock and held plus booked never passes an area's capacity across processes.
extension SelectionStore: PlaceStore {
    @discardableResult
    public func select(_ seats: [Int], areas: [AreaQuantity], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try write { db, now in try steps(db, now).select(seats, areas: areas, holder: holder, expiry: expiry, limit: limit) }
    }

    @discardableResult
    public func deselect(_ seats: [Int], areas: [AreaQuantity], holder: String) throws -> SelectionChange {
        try write { db, now in try steps(db, now).deselect(seats, areas: areas, holder: holder) }
    }

    @discardableResult
    public func deselectAllPlaces(holder: String) throws -> SelectionChange {
        try write { db, now in try steps(db, now).deselectAll(holder: holder) }
    }

    @discardableResult
    public func bookPlaces(holder: String, until: Date?) throws -> SelectionChange {
        try write { db, now in try steps(db, now).book(holder: holder, until: until) }
    }

    @discardableResult
    public func release(_ seats: [Int], areas: [AreaQuantity], by actor: String?) throws -> SelectionChange {
        try write { db, now in try steps(db, now).release(seats, areas: areas, by: actor) }
    }

    /// The steps of a sale of places inside the write on `db` at `now`.
    func steps(_ db: StateDatabase, _ now: Date) -> SQLitePlaceSteps { SQLitePlaceSteps(store: self, db: db, now: now) }

    @discardableResult
    public func best(_ criteria: BestCriteria, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try write { db, now in try steps(db, now).best(criteria, holder: holder, expiry: expiry, limit: limit) }
    }

    // MARK: - Rows

    /// The live places of `areas` (every holder's), after sweeping the places whose hold ran out.
    func placeLedger(_ db: StateDatabase, areas: [Int], now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(db, now: now)
        guard !areas.isEmpty else { return AreaLedger(chart: chart, rows: []) }
        let list = areas.map(String.init).joined(separator: ",")
        return AreaLedger(chart: chart, rows: try ledgerRows(db, sql: "SELECT area, holder_id, held, booked, expires_at FROM area_place WHERE area IN (\(list))"))
    }

    /// The live places of `areas` as a hold by `asker` reads them: its own rows, and the other
    /// holders' places an area in one row (``AreaLedger/others``): the area's total
    /// (`area_total`, kept by triggers) less the asker's, so a floor of thousands of holders
    /// costs a hold two indexed reads an area.
    func placeLedger(_ db: StateDatabase, areas: [Int], heldBy asker: Int64?, now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(db, now: now)
        let mine = try db.cachedStatement(sql: "SELECT held, booked, expires_at FROM area_place WHERE area = ? AND holder_id = ?")
        let total = try db.cachedStatement(sql: "SELECT held, booked FROM area_total WHERE area = ?")
        var rows: [AreaLedger.Row] = []
        for area in Set(areas).sorted() {
            guard let sum = try Row.fetchOne(total, arguments: [area]) else { continue }
            let own = try asker.flatMap { try Row.fetchOne(mine, arguments: [area, $0]) }.map {
                AreaLedger.Row(area: area, holder: asker ?? AreaLedger.others, held: $0[0], booked: $0[1], expiresAt: $0[2])
            }
            rows += AreaLedger.rows(area: area, totalHeld: sum[0], totalBooked: sum[1], mine: own)
        }
        return AreaLedger(chart: chart, rows: rows)
    }

    /// The live places of `holder` in every area, after sweeping the places whose hold ran out.
    func placeLedger(_ db: StateDatabase, holder: Int64, now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(db, now: now)
        return AreaLedger(chart: chart, rows: try ledgerRows(
            db, sql: "SELECT area, holder_id, held, booked, expires_at FROM area_place WHERE holder_id = \(holder)"))
    }

    private func ledgerRows(_ db: StateDatabase, sql: String) throws -> [AreaLedger.Row] {
        try Row.fetchAll(db, sql: sql).map { AreaLedger.Row(area: $0[0], holder: $0[1], held: $0[2], booked: $0[3], expiresAt: $0[4]) }
    }

    /// Writes the ledger's changed rows and logs its events at `now`.
    func writePlaces(_ ledger: AreaLedger, _ db: StateDatabase, now: Date, actor: String?) throws {
        for row in ledger.changedRows {
            if row.isEmpty {
                try db.cachedStatement(sql: "DELETE FROM area_place WHERE area = ? AND holder_id = ?").execute(arguments: [row.area, row.holder])
                continue
            }
            try db.cachedStatement(sql: """
                INSERT INTO area_place (area, area_id, holder_id, held, booked, since, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (area, holder_id) DO UPDATE SET held = excluded.held, booked = excluded.booked, expires_at = excluded.expires_at
                """).execute(arguments: [row.area, ledger.areaID(row.area), row.holder, row.held, row.booked, now.timeIntervalSince1970, row.expiresAt])
        }
        for event in ledger.events {
            try db.cachedStatement(sql: """
                INSERT INTO area_event (time, holder_id, action, area, area_id, quantity, state, actor) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """).execute(arguments: [
                    now.timeIntervalSince1970, event.holder, event.action.rawValue, event.area, ledger.areaID(event.area),
                    event.quantity, event.state.rawValue, event.action == .release ? actor : nil,
                ])
        }
    }

    /// Frees every held place whose time ran out at `now`, logging an `expire` event each,
    /// dated when it ran out; returns how many holders' places in an area were freed.
    @discardableResult
    func sweepExpiredPlaces(_ db: StateDatabase, now: Date) throws -> Int {
        let time = now.timeIntervalSince1970
        let due = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM area_place WHERE expires_at <= ?"), arguments: [time]) ?? 0
        guard due > 0 else { return 0 }
        try db.execute(sql: """
            INSERT INTO area_event (time, holder_id, action, area, area_id, quantity, state)
                SELECT expires_at, holder_id, 'expire', area, area_id, held, 'held' FROM area_place
                WHERE expires_at <= ? ORDER BY expires_at, area, holder_id;
            DELETE FROM area_place WHERE expires_at <= ? AND booked = 0;
            UPDATE area_place SET held = 0, expires_at = NULL WHERE expires_at <= ?;
            """, arguments: [time, time, time])
        return due
    }

    /// How many seats and places `holder` has, held and booked.
    func owned(_ db: StateDatabase, _ holder: Int64?) throws -> Int {
        guard let holder else { return 0 }
        return try Int.fetchOne(db.cachedStatement(sql: """
            SELECT (SELECT count(*) FROM seat_state WHERE holder_id = ?1)
                 + (SELECT coalesce(sum(held + booked), 0) FROM area_place WHERE holder_id = ?1)
            """), arguments: [holder]) ?? 0
    }
}

/// The SQLite file's steps of a sale of places, inside one write.
struct SQLitePlaceSteps: PlaceSteps {
    let store: SelectionStore
    let db: StateDatabase
    let now: Date

    var chart: Chart { store.chart }

    func holderID(_ name: String, create: Bool) throws -> Int64? { try store.holderID(db, name, create: create) }
    func placeLedger(areas: [Int]) throws -> AreaLedger { try store.placeLedger(db, areas: areas, now: now) }
    func placeLedger(areas: [Int], heldBy asker: Int64?) throws -> AreaLedger {
        try store.placeLedger(db, areas: areas, heldBy: asker, now: now)
    }
    func placeLedger(holder: Int64) throws -> AreaLedger { try store.placeLedger(db, holder: holder, now: now) }
    func storedSeat(_ seat: Int) throws -> (state: SeatState, holder: Int64?)? {
        try store.storedState(db, seat: seat).map { ($0.state, $0.holderID) }
    }
    func owned(_ holder: Int64?) throws -> Int { try store.owned(db, holder) }
    func holdSeats(_ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try store.hold(db, seats, holder: holder, expiry: expiry, limit: limit, now: now)
    }
    func seatStates(holder: String) throws -> [SeatState] { try store.stateTable(db, holder: holder, now: now).states }
    func deselectSeats(_ seats: [Int], holder: String) throws -> SelectionChange {
        try store.deselectSeats(db, seats, holder: holder, now: now)
    }
    func heldSeats(of holder: Int64) throws -> [Int] {
        try Int.fetchAll(db, sql: "SELECT seat FROM seat_state WHERE holder_id = ? AND state = 'held' ORDER BY seat", arguments: [holder])
    }
    func freeSeats(_ seats: [Int], holder: String, holderID: Int64) throws -> SelectionChange {
        try store.free(db, seats, holder: holder, holderID: holderID, action: .deselect, now: now)
    }
    func bookSeats(holderID: Int64) throws -> [String] { try store.bookSeats(db, holderID: holderID, now: now) }
    func releaseSeats(_ seats: [Int], by actor: String?) throws -> SelectionChange {
        try store.releaseSeats(db, seats, by: actor, now: now)
    }
    func writePlaces(_ ledger: AreaLedger, actor: String?) throws { try store.writePlaces(ledger, db, now: now, actor: actor) }
}
