import Foundation
import SeatChart

/// What a backend does inside one write for an order, beside a sale's steps: read and write
/// the order's rows. The booking and the refund themselves are written once here, on these
/// steps, so SQLite and PostgreSQL book orders alike, each checking every rule before its
/// first write.
public protocol OrderSteps: PlaceSteps {
    /// The order recorded as `id`; `nil` when there is none.
    func storedOrder(_ id: String) throws -> SaleOrder?
    /// Records `order`, booked for `holderID`.
    func insertOrder(_ order: SaleOrder, holderID: Int64) throws
    /// Records the refund of order `id`.
    func recordRefund(_ id: String, _ refund: SaleOrder.Refund) throws
    /// Books `seats`, each held by `holderID` (checked before); their ids, in the order given.
    func bookSeats(_ seats: [Int], holderID: Int64) throws -> [String]
    /// The seats whose hold by `holderID` ran out since its latest booking, in chart order.
    func expiredSeats(of holderID: Int64) throws -> [Int]
    /// What `holderID`'s orders other than `id` that stand (not refunded) booked: their seats,
    /// and their places by area.
    func otherStandingOrders(of holderID: Int64, except id: String) throws -> (seats: Set<Int>, places: [Int: Int])
}

extension OrderSteps {
    /// ``OrderStore/bookOrder(_:)`` inside a write.
    public func bookOrder(_ request: OrderRequest) throws -> OrderChange {
        if let existing = try storedOrder(request.id) {
            guard request.isAnswered(by: existing) else {
                throw existing.refund == nil ? OrderRules.duplicate(request.id) : OrderRules.refunded(request.id)
            }
            let change = SelectionChange(changed: [], unchanged: existing.seatIDs, holder: request.holder)
            return OrderChange(order: existing, change: change, existed: true)
        }
        guard let holderID = try holderID(request.holder, create: false) else {
            if let seats = request.seats, !seats.isEmpty { throw OrderRules.notHeld(try conflicts(seats, holderID: nil)) }
            throw SelectionRules.nothingToBook(holder: request.holder)
        }
        let held = try heldSeats(of: holderID)
        let seats: [Int]
        if let asked = request.seats.map(SelectionRules.unique) {
            let heldSet = Set(held)
            let missing = asked.filter { !heldSet.contains($0) }
            guard missing.isEmpty else { throw OrderRules.notHeld(try conflicts(missing, holderID: holderID)) }
            seats = asked.sorted()
        } else {
            seats = held
        }
        var ledger = try placeLedger(holder: holderID)
        var places: [SaleOrder.Places] = []
        let heldPlaces = { (area: Int) in ledger.holdings(area).first { $0.holder == holderID }?.held ?? 0 }
        if let areas = request.areas {
            for asked in AreaRules.merged(areas) {
                let have = heldPlaces(asked.area), want = asked.quantity ?? have
                guard want > 0, want <= have else {
                    throw OrderRules.placesNotHeld(areaID: ledger.areaID(asked.area), asked: want, held: have)
                }
                places.append(SaleOrder.Places(area: asked.area, areaID: ledger.areaID(asked.area), quantity: want))
            }
        } else {
            for area in chart.standingAreas where heldPlaces(area) > 0 {
                places.append(SaleOrder.Places(area: area, areaID: ledger.areaID(area), quantity: heldPlaces(area)))
            }
        }
        places.sort { $0.area < $1.area }
        guard !seats.isEmpty || !places.isEmpty else {
            throw OrderRules.nothingHeld(holder: request.holder, expired: try expiredSeats(of: holderID).map(chart.seatID))
        }
        let booked = seats.isEmpty ? [] : try bookSeats(seats, holderID: holderID)
        for line in places { ledger.book(line.area, holder: holderID, quantity: line.quantity) }
        try writePlaces(ledger, actor: nil)
        let order = SaleOrder(
            id: request.id, holder: request.holder, seats: seats, seatIDs: booked, places: places,
            total: OrderRules.total(of: seats, places: places, in: chart), currency: chart.currency?.code, time: now)
        try insertOrder(order, holderID: holderID)
        var change = SelectionChange(changed: booked, unchanged: [], holder: request.holder)
        change.places = order.areaPlaces
        return OrderChange(order: order, change: change)
    }

    /// ``OrderStore/refundOrder(_:by:)`` inside a write: the order's seats and places still
    /// booked by its holder become free; those the box office released since, and those another
    /// order of the holder booked again since, stay as they are.
    public func refundOrder(_ id: String, by actor: String?) throws -> OrderChange {
        guard var order = try storedOrder(id) else { throw UnknownOrder(id: id) }
        guard order.refund == nil else { throw OrderRules.refunded(id) }
        let holderID = try holderID(order.holder, create: false)
        let others: (seats: Set<Int>, places: [Int: Int]) = try holderID.map { try otherStandingOrders(of: $0, except: id) } ?? ([], [:])
        var still: [Int] = [], gone: [String] = []
        for (seat, seatID) in zip(order.seats, order.seatIDs) {
            if !others.seats.contains(seat), let stored = try storedSeat(seat), stored.state == .booked, stored.holder == holderID {
                still.append(seat)
            } else {
                gone.append(seatID)
            }
        }
        var change = still.isEmpty ? SelectionChange(changed: [], unchanged: []) : try releaseSeats(still, by: actor)
        change.unchanged += gone
        change.holder = order.holder
        if let holderID, !order.places.isEmpty {
            var ledger = try placeLedger(holder: holderID)
            for line in order.places {
                let booked = ledger.holdings(line.area).first { $0.holder == holderID }?.booked ?? 0
                let quantity = min(max(0, booked - (others.places[line.area] ?? 0)), line.quantity)
                guard quantity > 0 else { continue }
                ledger.release(line.area, steps: [AreaRules.ReleaseStep(holder: holderID, state: .booked, quantity: quantity)])
                change.places.append(AreaPlaces(areaID: line.areaID, quantity: quantity))
            }
            try writePlaces(ledger, actor: actor)
        }
        let refund = SaleOrder.Refund(time: now, actor: actor)
        try recordRefund(id, refund)
        order.refund = refund
        return OrderChange(order: order, change: change)
    }

    private func conflicts(_ seats: [Int], holderID: Int64?) throws -> [SelectionRefusal.Conflict] {
        try seats.map { seat in
            let stored = try storedSeat(seat)
            return SelectionRules.conflict(seat, in: chart, stored: stored?.state, storedHolder: stored?.holder, asker: holderID)
        }
    }
}
