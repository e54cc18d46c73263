import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartStore

/// The sale of standing areas' places and of tables beside seats: what a request names is
/// resolved here (an area's id or a point in it: its places; a table's id: all its chairs),
/// the chart's rules checked (``PlaceRules``), then one call to the store does all of it or
/// nothing (``PlaceStore``).
extension Sale {
    /// Seats and places a request names, resolved.
    public struct Places: Hashable, Sendable {
        /// Seat indices, in the order named.
        public var seats: [Int]
        /// Places of standing areas, in the order named.
        public var areas: [AreaQuantity]
    }

    /// The seats and places `request` names: ids of seats, of tables (all their chairs) and
    /// of standing areas (with the request's quantity), then the seat or area under each
    /// point, then the request's `areas`.
    ///
    /// - Throws: ``SeatRequestError`` for what names nothing, a quantity below 1, or a
    ///   quantity with no standing area to apply to.
    public func places(for request: SeatRequest) throws -> Places {
        if let quantity = request.quantity, quantity < 1 {
            throw SeatRequestError.invalidQuantity("expected a whole number of places of at least 1, found \(quantity)", chartFile: chartFile)
        }
        var places = Places(seats: [], areas: [])
        var seatIDs: [String] = []
        for id in request.ids {
            if let t = chart.tribuneIndex(forID: id), chart.tribunes[t].kind.standingArea != nil {
                places.areas.append(AreaQuantity(area: t, quantity: request.quantity))
            } else if let t = chart.tribuneIndex(forID: id), chart.tribunes[t].kind.table != nil {
                places.seats += Array(chart.tribunes[t].seats)
            } else {
                seatIDs.append(id)
            }
        }
        places.seats = try seatIndices(forIDs: seatIDs) + places.seats
        for (point, hit) in zip(request.points, hitIndex.hits(request.points)) {
            if let seat = hit.seat {
                places.seats.append(seat)
            } else if let t = hit.tribune, chart.tribunes[t].kind.standingArea != nil {
                places.areas.append(AreaQuantity(area: t, quantity: request.quantity))
            } else {
                throw SeatRequestError.noSeat(at: point, chartFile: chartFile)
            }
        }
        for area in request.areas { places.areas.append(try areaQuantity(area)) }
        if request.quantity != nil, places.areas.isEmpty {
            let message = chart.hasStandingAreas
                ? "a quantity applies to a standing area: name one (such as \(exampleAreaID))"
                : "a quantity applies to a standing area, and this stadium has none"
            throw SeatRequestError.invalidQuantity(message, chartFile: chartFile)
        }
        return places
    }

    /// The store's form of an area asked by id.
    func areaQuantity(_ request: AreaRequest) throws -> AreaQuantity {
        guard let t = chart.tribuneIndex(forID: request.id), chart.tribunes[t].kind.standingArea != nil else {
            throw SeatRequestError.unknownArea(request.id, known: chart.standingAreas.map { chart.tribunes[$0].id }, chartFile: chartFile)
        }
        if let quantity = request.quantity, quantity < 1 {
            throw SeatRequestError.invalidQuantity("area \(request.id): expected a whole number of places of at least 1, found \(quantity)", chartFile: chartFile)
        }
        return AreaQuantity(area: t, quantity: request.quantity)
    }

    /// A standing area's id to show in messages.
    var exampleAreaID: String { chart.standingAreas.first.map { chart.tribunes[$0].id } ?? "FLOOR" }

    /// The store, as one that sells places.
    func placeStore() throws -> any PlaceStore {
        guard let store = try store() as? any PlaceStore else {
            throw InputError(file: chartFile, place: "", message: "this state cannot sell standing areas' places")
        }
        return store
    }

    /// The reader, as one that reads places; `nil` when it reads none.
    func placeReader() throws -> (any PlaceReader)? {
        try reader() as? any PlaceReader
    }

    // MARK: - Reading

    /// Every standing area's counts, in chart order, with `holder`'s own places.
    public func areaCounts(holder: String) throws -> [AreaCount] {
        try placeReader()?.areaCounts(holder: holder) ?? AreaCount.empty(of: chart)
    }

    /// Where the areas' counts stand (``AreaPosition``); `nil` when the state reads no places.
    public func areaPosition() throws -> AreaPosition? {
        try placeReader()?.areaPosition()
    }

    /// The areas' log, newest first (events with a ``SelectionEvent/quantity``).
    public func areaHistory(holder: String? = nil, limit: Int? = nil) throws -> [SelectionEvent] {
        try placeReader()?.areaHistory(holder: holder, limit: limit.map { max(0, $0) }) ?? []
    }
}
