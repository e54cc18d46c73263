import Foundation
import SeatChart

/// What a backend does inside one write for a sale of places beside seats: read under its
/// lock, write the seats' and places' rows. The operations themselves (``select(_:areas:holder:expiry:limit:)``
/// and the rest) are written once here, on these steps, so SQLite and PostgreSQL sell places
/// alike; each checks every rule before its first write.
public protocol PlaceSteps {
    /// The stadium.
    var chart: Chart { get }
    /// The write's time.
    var now: Date { get }
    /// The id of holder `name`, created when `create` is set.
    func holderID(_ name: String, create: Bool) throws -> Int64?
    /// The live places of `areas`, after the sweep of places whose hold ran out.
    func placeLedger(areas: [Int]) throws -> AreaLedger
    /// The same for a hold by `asker`: its own rows, and every other holder's places in an
    /// area summed into one row (holder ``AreaLedger/others``), which is all a hold's rules
    /// read; a backend may read it in one aggregate instead of a row a holder.
    func placeLedger(areas: [Int], heldBy asker: Int64?) throws -> AreaLedger
    /// The live places of `holder` in every area, after the same sweep.
    func placeLedger(holder: Int64) throws -> AreaLedger
    /// The stored state and holder of `seat` (`nil`: available).
    func storedSeat(_ seat: Int) throws -> (state: SeatState, holder: Int64?)?
    /// How many seats and places `holder` has, held and booked.
    func owned(_ holder: Int64?) throws -> Int
    /// Holds `seats` for `holder` within `limit` (the seats' own rules; nothing written when refused).
    func holdSeats(_ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange
    /// The state of every seat now.
    func seatStates(holder: String) throws -> [SeatState]
    /// Gives back `holder`'s holds on `seats` (nothing written when refused).
    func deselectSeats(_ seats: [Int], holder: String) throws -> SelectionChange
    /// The seats `holder` holds, in chart order.
    func heldSeats(of holder: Int64) throws -> [Int]
    /// Frees `seats` of `holder` as given back.
    func freeSeats(_ seats: [Int], holder: String, holderID: Int64) throws -> SelectionChange
    /// Books every live hold of `holderID`; the seats booked, in chart order.
    func bookSeats(holderID: Int64) throws -> [String]
    /// Frees `seats` whatever their holder (nothing written when refused).
    func releaseSeats(_ seats: [Int], by actor: String?) throws -> SelectionChange
    /// Writes the ledger's changed rows and logs its events.
    func writePlaces(_ ledger: AreaLedger, actor: String?) throws
}

extension PlaceSteps {
    /// Every holder's rows (the rules of a hold read them alike).
    public func placeLedger(areas: [Int], heldBy asker: Int64?) throws -> AreaLedger { try placeLedger(areas: areas) }

    /// ``PlaceStore/select(_:areas:holder:expiry:limit:)`` inside a write.
    public func select(_ seats: [Int], areas: [AreaQuantity], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        let areas = AreaRules.merged(areas), seats = SelectionRules.unique(seats)
        let asker = try holderID(holder, create: false)
        // Seats alone neither read nor write an area's places (a season's hold makes this call
        // in each of its events). A limit still counts the places the holder has: the ones whose
        // hold ran out are swept first, as the ledger's read does.
        if areas.isEmpty {
            if limit != nil { _ = try placeLedger(areas: [], heldBy: asker) }
            try checkLimit(limit, seats: seats, places: 0, asker: asker)
            return try holdSeats(seats, holder: holder, expiry: expiry, limit: nil)
        }
        var ledger = try placeLedger(areas: areas.map(\.area), heldBy: asker)
        let adds = try areas.map { try AreaRules.placesToHold($0, in: chart, holdings: ledger.holdings($0.area), asker: asker) }
        try checkLimit(limit, seats: seats, places: adds.reduce(0, +), asker: asker)
        let until = try expiry.seconds(takenAt: now)
        var change = try holdSeats(seats, holder: holder, expiry: expiry, limit: nil)
        guard let holderID = try holderID(holder, create: true) else { return change }
        for (request, add) in zip(areas, adds) {
            ledger.hold(request.area, holder: holderID, quantity: add, expiry: until)
            if add > 0 { change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: add)) }
        }
        try writePlaces(ledger, actor: nil)
        return change
    }

    /// Refuses a hold of `seats` and `places` more places when the holder's seats and places
    /// would then pass `limit`.
    private func checkLimit(_ limit: Int?, seats: [Int], places: Int, asker: Int64?) throws {
        guard let limit else { return }
        let plan = try HoldPlan(seats: seats, in: chart, asker: asker, limit: nil, stored: storedSeat, owned: { 0 })
        try AreaRules.checkLimit(limit, owned: try owned(asker), asked: plan.take.count + places)
    }

    /// ``PlaceStore/best(_:holder:expiry:limit:)`` inside a write.
    public func best(_ criteria: BestCriteria, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        _ = try expiry.seconds(takenAt: now)
        guard let seats = BestAvailable.find(in: chart, states: try seatStates(holder: holder), criteria: criteria) else {
            throw SelectionRules.noGroup(count: criteria.count, categoryID: criteria.categoryID)
        }
        return try holdSeats(seats, holder: holder, expiry: expiry, limit: limit)
    }

    /// ``PlaceStore/deselect(_:areas:holder:)`` inside a write.
    public func deselect(_ seats: [Int], areas: [AreaQuantity], holder: String) throws -> SelectionChange {
        let areas = AreaRules.merged(areas)
        var ledger = try placeLedger(areas: areas.map(\.area))
        let asker = try holderID(holder, create: false)
        let frees = try areas.map {
            try AreaRules.placesToGiveBack($0, in: chart, holdings: ledger.holdings($0.area), asker: asker, holder: holder)
        }
        var change = seats.isEmpty ? SelectionChange(changed: [], unchanged: [], holder: holder) : try deselectSeats(seats, holder: holder)
        guard let asker else { return change }
        for (request, quantity) in zip(areas, frees) {
            ledger.giveBack(request.area, holder: asker, quantity: quantity)
            change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: quantity))
        }
        try writePlaces(ledger, actor: nil)
        return change
    }

    /// ``PlaceStore/deselectAllPlaces(holder:)`` inside a write.
    public func deselectAll(holder: String) throws -> SelectionChange {
        guard let asker = try holderID(holder, create: false) else { return SelectionChange(changed: [], unchanged: [], holder: holder) }
        var ledger = try placeLedger(holder: asker)
        var change = try freeSeats(try heldSeats(of: asker), holder: holder, holderID: asker)
        for area in chart.standingAreas {
            guard let held = ledger.holdings(area).first(where: { $0.holder == asker })?.held, held > 0 else { continue }
            ledger.giveBack(area, holder: asker, quantity: held)
            change.places.append(AreaPlaces(areaID: ledger.areaID(area), quantity: held))
        }
        try writePlaces(ledger, actor: nil)
        return change
    }

    /// ``PlaceStore/bookPlaces(holder:until:)`` inside a write.
    public func book(holder: String, until: Date?) throws -> SelectionChange {
        try HoldExpiry.check(until: until, now: now)
        guard let asker = try holderID(holder, create: false) else { throw SelectionRules.nothingToBook(holder: holder) }
        var ledger = try placeLedger(holder: asker)
        let places = ledger.book(holder: asker)
        guard try !heldSeats(of: asker).isEmpty || !places.isEmpty else { throw SelectionRules.nothingToBook(holder: holder) }
        var change = SelectionChange(changed: try bookSeats(holderID: asker), unchanged: [], holder: holder)
        try writePlaces(ledger, actor: nil)
        change.places = places
        return change
    }

    /// ``PlaceStore/release(_:areas:by:)`` inside a write.
    public func release(_ seats: [Int], areas: [AreaQuantity], by actor: String?) throws -> SelectionChange {
        let areas = AreaRules.merged(areas)
        var ledger = try placeLedger(areas: areas.map(\.area))
        let plans = try areas.map { try AreaRules.releasePlan($0, in: chart, holdings: ledger.holdings($0.area)) }
        var change = seats.isEmpty ? SelectionChange(changed: [], unchanged: []) : try releaseSeats(seats, by: actor)
        for (request, steps) in zip(areas, plans) where !steps.isEmpty {
            ledger.release(request.area, steps: steps)
            change.places.append(AreaPlaces(areaID: ledger.areaID(request.area), quantity: steps.reduce(0) { $0 + $1.quantity }))
        }
        try writePlaces(ledger, actor: actor)
        return change
    }
}
