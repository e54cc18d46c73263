import Foundation
import GRDB
import SeatChart

/// Standing areas' places in the SQLite file: each operation is one `BEGIN IMMEDIATE`
/// transaction with the seats of the same call, so the places are counted and taken under
/// SQLite's write lock and held plus booked never passes an area's capacity across processes.
extension SelectionStore: PlaceStore {
    @discardableResult
    public func select(_ seats: [Int], areas: [AreaQuantity], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try write { db, now in
            let areas = AreaRules.merged(areas)
            var ledger = try placeLedger(db, areas: areas.map(\.area), now: now)
            let asker = try holderID(db, holder, create: false)
            let adds = try areas.map { try AreaRules.placesToHold($0, in: chart, holdings: ledger.holdings($0.area), asker: asker) }
            if let limit {
                let plan = try HoldPlan(
                    seats: unique(seats), in: chart, asker: asker, limit: nil,
                    stored: { try storedState(db, seat: $0).map { ($0.state, $0.holderID) } }, owned: { 0 })
                try AreaRules.checkLimit(limit, owned: try owned(db, asker), asked: plan.take.count + adds.reduce(0, +))
            }
            let until = try expiry.seconds(takenAt: now)
            var change = try hold(db, unique(seats), holder: holder, expiry: expiry, now: now)
            let holderID = try holderID(db, holder, create: true)!
            for (request, add) in zip(areas, adds) {
                ledger.hold(request.area, holder: holderID, quantity: add, expiry: until)
                if add > 0 { change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: add)) }
            }
            try writePlaces(ledger, db, now: now, actor: nil)
            return change
        }
    }

    @discardableResult
    public func deselect(_ seats: [Int], areas: [AreaQuantity], holder: String) throws -> SelectionChange {
        try write { db, now in
            let areas = AreaRules.merged(areas)
            var ledger = try placeLedger(db, areas: areas.map(\.area), now: now)
            let asker = try holderID(db, holder, create: false)
            let frees = try areas.map {
                try AreaRules.placesToGiveBack($0, in: chart, holdings: ledger.holdings($0.area), asker: asker, holder: holder)
            }
            var change = seats.isEmpty
                ? SelectionChange(changed: [], unchanged: [], holder: holder) : try deselectSeats(db, seats, holder: holder, now: now)
            guard let asker else { return change }
            for (request, quantity) in zip(areas, frees) {
                ledger.giveBack(request.area, holder: asker, quantity: quantity)
                change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: quantity))
            }
            try writePlaces(ledger, db, now: now, actor: nil)
            return change
        }
    }

    @discardableResult
    public func deselectAllPlaces(holder: String) throws -> SelectionChange {
        try write { db, now in
            guard let asker = try holderID(db, holder, create: false) else {
                return SelectionChange(changed: [], unchanged: [], holder: holder)
            }
            var ledger = try placeLedger(db, holder: asker, now: now)
            let seats = try Int.fetchAll(
                db, sql: "SELECT seat FROM seat_state WHERE holder_id = ? AND state = 'held' ORDER BY seat", arguments: [asker])
            var change = try free(db, seats, holder: holder, holderID: asker, action: .deselect, now: now)
            for area in chart.standingAreas {
                guard let held = ledger.holdings(area).first(where: { $0.holder == asker })?.held, held > 0 else { continue }
                ledger.giveBack(area, holder: asker, quantity: held)
                change.places.append(AreaPlaces(areaID: ledger.areaID(area), quantity: held))
            }
            try writePlaces(ledger, db, now: now, actor: nil)
            return change
        }
    }

    @discardableResult
    public func bookPlaces(holder: String, until: Date?) throws -> SelectionChange {
        try write { db, now in
            try HoldExpiry.check(until: until, now: now)
            guard let asker = try holderID(db, holder, create: false) else { throw SelectionRules.nothingToBook(holder: holder) }
            var ledger = try placeLedger(db, holder: asker, now: now)
            let booked = try bookSeats(db, holderID: asker, now: now)
            let places = ledger.book(holder: asker)
            guard !booked.isEmpty || !places.isEmpty else { throw SelectionRules.nothingToBook(holder: holder) }
            try writePlaces(ledger, db, now: now, actor: nil)
            var change = SelectionChange(changed: booked, unchanged: [], holder: holder)
            change.places = places
            return change
        }
    }

    @discardableResult
    public func release(_ seats: [Int], areas: [AreaQuantity], by actor: String?) throws -> SelectionChange {
        try write { db, now in
            let areas = AreaRules.merged(areas)
            var ledger = try placeLedger(db, areas: areas.map(\.area), now: now)
            let plans = try areas.map { try AreaRules.releasePlan($0, in: chart, holdings: ledger.holdings($0.area)) }
            var change = seats.isEmpty ? SelectionChange(changed: [], unchanged: []) : try releaseSeats(db, seats, by: actor, now: now)
            for (request, steps) in zip(areas, plans) where !steps.isEmpty {
                ledger.release(request.area, steps: steps)
                change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: steps.reduce(0) { $0 + $1.quantity }))
            }
            try writePlaces(ledger, db, now: now, actor: actor)
            return change
        }
    }

    @discardableResult
    public func best(_ criteria: BestCriteria, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try write { db, now in
            let table = try stateTable(db, holder: holder, now: now)
            guard let seats = BestAvailable.find(in: chart, states: table.states, criteria: criteria) else {
                throw SelectionRules.noGroup(count: criteria.count, categoryID: criteria.categoryID)
            }
            _ = try expiry.seconds(takenAt: now)
            return try hold(db, seats, holder: holder, expiry: expiry, limit: limit, now: now)
        }
    }

    // MARK: - Rows

    /// The live places of `areas` (every holder's), after sweeping the places whose hold ran out.
    func placeLedger(_ db: Database, areas: [Int], now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(db, now: now)
        guard !areas.isEmpty else { return AreaLedger(chart: chart, rows: []) }
        let list = areas.map(String.init).joined(separator: ",")
        return AreaLedger(chart: chart, rows: try ledgerRows(db, sql: "SELECT area, holder_id, held, booked, expires_at FROM area_place WHERE area IN (\(list))"))
    }

    /// The live places of `holder` in every area, after sweeping the places whose hold ran out.
    func placeLedger(_ db: Database, holder: Int64, now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(db, now: now)
        return AreaLedger(chart: chart, rows: try ledgerRows(
            db, sql: "SELECT area, holder_id, held, booked, expires_at FROM area_place WHERE holder_id = \(holder)"))
    }

    private func ledgerRows(_ db: Database, sql: String) throws -> [AreaLedger.Row] {
        try Row.fetchAll(db, sql: sql).map { AreaLedger.Row(area: $0[0], holder: $0[1], held: $0[2], booked: $0[3], expiresAt: $0[4]) }
    }

    /// Writes the ledger's changed rows and logs its events at `now`.
    func writePlaces(_ ledger: AreaLedger, _ db: Database, now: Date, actor: String?) throws {
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
    /// dated when it ran out.
    func sweepExpiredPlaces(_ db: Database, now: Date) throws {
        let time = now.timeIntervalSince1970
        guard try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM area_place WHERE expires_at <= ?)"), arguments: [time]) == true
        else { return }
        try db.execute(sql: """
            INSERT INTO area_event (time, holder_id, action, area, area_id, quantity, state)
                SELECT expires_at, holder_id, 'expire', area, area_id, held, 'held' FROM area_place
                WHERE expires_at <= ? ORDER BY expires_at, area, holder_id;
            DELETE FROM area_place WHERE expires_at <= ? AND booked = 0;
            UPDATE area_place SET held = 0, expires_at = NULL WHERE expires_at <= ?;
            """, arguments: [time, time, time])
    }

    /// How many seats and places `holder` has, held and booked.
    func owned(_ db: Database, _ holder: Int64?) throws -> Int {
        guard let holder else { return 0 }
        return try Int.fetchOne(db, sql: """
            SELECT (SELECT count(*) FROM seat_state WHERE holder_id = ?)
                 + (SELECT coalesce(sum(held + booked), 0) FROM area_place WHERE holder_id = ?)
            """, arguments: [holder, holder]) ?? 0
    }
}
