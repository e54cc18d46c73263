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
            let areas = AreaRules.merged(areas), seats = SelectionRules.unique(seats)
            var ledger = try placeLedger(connection, areas: areas.map(\.area), now: now)
            let asker = try holderID(connection, holder, create: false)
            let adds = try areas.map { try AreaRules.placesToHold($0, in: chart, holdings: ledger.holdings($0.area), asker: asker) }
            if let limit {
                let stored = try storedStates(connection, seats)
                let plan = try HoldPlan(seats: seats, in: chart, asker: asker, limit: nil, stored: { stored[$0] }, owned: { 0 })
                try AreaRules.checkLimit(limit, owned: try owned(connection, asker), asked: plan.take.count + adds.reduce(0, +))
            }
            let until = try expiry.seconds(takenAt: now)
            var change = try holdAll(connection, [HoldRequest(seats: seats, holder: holder, expiry: expiry, limit: nil)], now: now)
                .outcomes[0].get()
            guard let holderID = try holderID(connection, holder, create: true) else { return change }
            for (request, add) in zip(areas, adds) {
                ledger.hold(request.area, holder: holderID, quantity: add, expiry: until)
                if add > 0 { change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: add)) }
            }
            try writePlaces(ledger, connection, now: now, actor: nil)
            return change
        }
    }

    @discardableResult
    public func deselect(_ seats: [Int], areas: [AreaQuantity], holder: String) throws -> SelectionChange {
        try write { [self] connection, now in
            let areas = AreaRules.merged(areas)
            var ledger = try placeLedger(connection, areas: areas.map(\.area), now: now)
            let asker = try holderID(connection, holder, create: false)
            let frees = try areas.map {
                try AreaRules.placesToGiveBack($0, in: chart, holdings: ledger.holdings($0.area), asker: asker, holder: holder)
            }
            var change = seats.isEmpty
                ? SelectionChange(changed: [], unchanged: [], holder: holder) : try deselectSeats(connection, seats, holder: holder, now: now)
            guard let asker else { return change }
            for (request, quantity) in zip(areas, frees) {
                ledger.giveBack(request.area, holder: asker, quantity: quantity)
                change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: quantity))
            }
            try writePlaces(ledger, connection, now: now, actor: nil)
            return change
        }
    }

    @discardableResult
    public func deselectAllPlaces(holder: String) throws -> SelectionChange {
        try write { [self] connection, now in
            guard let asker = try holderID(connection, holder, create: false) else {
                return SelectionChange(changed: [], unchanged: [], holder: holder)
            }
            var ledger = try placeLedger(connection, holder: asker, now: now)
            let seats = try connection.run(
                "SELECT seat FROM seat_state WHERE holder_id = \(asker) AND state = 'held' ORDER BY seat"
            ).map { try $0.decode(Int.self) }
            var change = try free(connection, seats, holder: holder, holderID: asker, action: .deselect, now: now)
            for area in chart.standingAreas {
                guard let held = ledger.holdings(area).first(where: { $0.holder == asker })?.held, held > 0 else { continue }
                ledger.giveBack(area, holder: asker, quantity: held)
                change.places.append(AreaPlaces(areaID: ledger.areaID(area), quantity: held))
            }
            try writePlaces(ledger, connection, now: now, actor: nil)
            return change
        }
    }

    @discardableResult
    public func bookPlaces(holder: String, until: Date?) throws -> SelectionChange {
        try write { [self] connection, now in
            try HoldExpiry.check(until: until, now: now)
            guard let asker = try holderID(connection, holder, create: false) else { throw SelectionRules.nothingToBook(holder: holder) }
            var ledger = try placeLedger(connection, holder: asker, now: now)
            let places = ledger.book(holder: asker)
            let heldSeats = try connection.run(
                "SELECT EXISTS (SELECT 1 FROM seat_state WHERE holder_id = \(asker) AND state = 'held')"
            ).first?.decode(Bool.self) ?? false
            guard heldSeats || !places.isEmpty else { throw SelectionRules.nothingToBook(holder: holder) }
            let booked = try bookSeats(connection, holderID: asker, now: now)
            try writePlaces(ledger, connection, now: now, actor: nil)
            var change = SelectionChange(changed: booked.map(chart.seatID), unchanged: [], holder: holder)
            change.places = places
            return change
        }
    }

    @discardableResult
    public func release(_ seats: [Int], areas: [AreaQuantity], by actor: String?) throws -> SelectionChange {
        try write { [self] connection, now in
            let areas = AreaRules.merged(areas)
            var ledger = try placeLedger(connection, areas: areas.map(\.area), now: now)
            let plans = try areas.map { try AreaRules.releasePlan($0, in: chart, holdings: ledger.holdings($0.area)) }
            var change = seats.isEmpty ? SelectionChange(changed: [], unchanged: []) : try releaseSeats(connection, seats, by: actor, now: now)
            for (request, steps) in zip(areas, plans) where !steps.isEmpty {
                ledger.release(request.area, steps: steps)
                change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: steps.reduce(0) { $0 + $1.quantity }))
            }
            try writePlaces(ledger, connection, now: now, actor: actor)
            return change
        }
    }

    @discardableResult
    public func best(_ criteria: BestCriteria, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try write { [self] connection, now in
            let table = try stateTable(connection, holder: holder, now: now.timeIntervalSince1970)
            guard let seats = BestAvailable.find(in: chart, states: table.states, criteria: criteria) else {
                throw SelectionRules.noGroup(count: criteria.count, categoryID: criteria.categoryID)
            }
            _ = try expiry.seconds(takenAt: now)
            return try holdAll(connection, [HoldRequest(seats: seats, holder: holder, expiry: expiry, limit: limit)], now: now)
                .outcomes[0].get()
        }
    }

    // MARK: - Rows

    /// The live places of `areas` (every holder's), after sweeping the places whose hold ran out.
    func placeLedger(_ connection: PostgresConnection, areas: [Int], now: Date) throws -> AreaLedger {
        try sweepExpiredPlaces(connection, now: now)
        guard !areas.isEmpty else { return AreaLedger(chart: chart, rows: []) }
        return AreaLedger(chart: chart, rows: try ledgerRows(connection.run(
            "SELECT area, holder_id, held, booked, expires_at FROM area_place WHERE area = ANY(\(areas))")))
    }

    /// The live places of `holder` in every area, after sweeping the places whose hold ran out.
    func placeLedger(_ connection: PostgresConnection, holder: Int64, now: Date) throws -> AreaLedger {
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
    func writePlaces(_ ledger: AreaLedger, _ connection: PostgresConnection, now: Date, actor: String?) throws {
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
    /// dated when it ran out.
    func sweepExpiredPlaces(_ connection: PostgresConnection, now: Date) throws {
        let time = now.timeIntervalSince1970
        try connection.run("""
            WITH expired AS (
                SELECT area, area_id, holder_id, held, expires_at FROM area_place WHERE expires_at <= \(time) FOR UPDATE),
            logged AS (
                INSERT INTO area_event (time, holder_id, action, area, area_id, quantity, state)
                SELECT expires_at, holder_id, 'expire', area, area_id, held, 'held' FROM expired ORDER BY expires_at, area, holder_id),
            gone AS (
                DELETE FROM area_place p USING expired x
                WHERE p.area = x.area AND p.holder_id = x.holder_id AND p.booked = 0)
            UPDATE area_place p SET held = 0, expires_at = NULL FROM expired x
            WHERE p.area = x.area AND p.holder_id = x.holder_id AND p.booked > 0
            """)
    }

    /// How many seats and places `holder` has, held and booked.
    func owned(_ connection: PostgresConnection, _ holder: Int64?) throws -> Int {
        guard let holder else { return 0 }
        return try connection.run("""
            SELECT ((SELECT count(*) FROM seat_state WHERE holder_id = \(holder))
                  + (SELECT coalesce(sum(held + booked), 0) FROM area_place WHERE holder_id = \(holder)))::bigint
            """).first?.decode(Int.self) ?? 0
    }
}
