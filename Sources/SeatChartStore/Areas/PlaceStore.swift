import Foundation
import SeatChart

/// Reads the places of a stadium's standing areas: counts and their log.
public protocol PlaceReader: Sendable {
    /// Every standing area's counts, in chart order, with `holder`'s own places.
    func areaCounts(holder: String) throws -> [AreaCount]

    /// The areas' log, newest first (each event's ``SelectionEvent/quantity`` set, its
    /// ``SelectionEvent/seatID`` the area's id); only `holder`'s when given; at most `limit`.
    func areaHistory(holder: String?, limit: Int?) throws -> [SelectionEvent]

    /// Every holder's booked places, area by area, in one read (the tickets of a box office):
    /// in area order, then by holder name.
    func areaBookings() throws -> [AreaBookingRecord]

    /// The problems of the stored places (``AreaLogReplay``); empty when sound.
    func checkAreas() throws -> [String]

    /// Where the areas' counts stand (``AreaPosition``), without reading them.
    func areaPosition() throws -> AreaPosition
}

/// The operations of a sale that take standing areas' places beside seats, each all or
/// nothing with the seats of the same call, under the same write lock as the seats: held plus
/// booked never passes an area's capacity, whatever the processes or servers. The rules are
/// ``AreaRules``'; seats follow ``SelectionStateStore``'s.
public protocol PlaceStore: SelectionStateStore, PlaceReader {
    /// Holds `seats` and the places `areas` ask for `holder`, all or none; the holder's held
    /// places in those areas (and its seats) are renewed to `expiry`. With a `limit`, the
    /// holder's seats and places together stay within it.
    @discardableResult
    func select(_ seats: [Int], areas: [AreaQuantity], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange

    /// Gives back `holder`'s holds on `seats` and the places `areas` ask, all or none.
    @discardableResult
    func deselect(_ seats: [Int], areas: [AreaQuantity], holder: String) throws -> SelectionChange

    /// Gives back every live hold of `holder`, seats and places; no change when there is none.
    @discardableResult
    func deselectAllPlaces(holder: String) throws -> SelectionChange

    /// Books every live hold of `holder`, seats and places; refused when there is none, or
    /// when `until` (a hold token's expiry) has passed by the transaction's time.
    @discardableResult
    func bookPlaces(holder: String, until: Date?) throws -> SelectionChange

    /// Frees `seats` and the places `areas` ask (``AreaRules/releasePlan(_:in:holdings:)``),
    /// whatever their holder (the box office); the log names `actor` when given.
    @discardableResult
    func release(_ seats: [Int], areas: [AreaQuantity], by actor: String?) throws -> SelectionChange

    /// Holds the best group `criteria` asks for (``BestAvailable/find(in:states:criteria:)``),
    /// within the holder's `limit` as for `select`.
    @discardableResult
    func best(_ criteria: BestCriteria, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange
}

extension PlaceReader {
    /// The places left in each standing area, by tribune index (for drawing).
    public func placesLeft(holder: String) throws -> [Int: Int] {
        Dictionary(uniqueKeysWithValues: try areaCounts(holder: holder).map { ($0.area, $0.left) })
    }
}

extension AreaCount {
    /// Every standing area of `chart` with nothing taken, in chart order.
    public static func empty(of chart: Chart) -> [AreaCount] {
        chart.standingAreas.compactMap { t in
            chart.tribunes[t].kind.standingArea.map {
                AreaCount(areaID: chart.tribunes[t].id, area: t, capacity: $0.capacity, held: 0, booked: 0)
            }
        }
    }

    /// The counts of every standing area of `chart` from the stored `rows` (tribune, holder,
    /// live held, booked), with `asker`'s own places and `askerExpiry` per area.
    public static func counts(
        of chart: Chart, rows: [(area: Int, holder: Int64, held: Int, booked: Int, expiresAt: Double?)], asker: Int64?
    ) -> [AreaCount] {
        var counts = empty(of: chart)
        let position = Dictionary(uniqueKeysWithValues: counts.enumerated().map { ($0.element.area, $0.offset) })
        for row in rows {
            guard let i = position[row.area] else { continue }
            counts[i].held += row.held
            counts[i].booked += row.booked
            if let asker, row.holder == asker {
                counts[i].yourHeld = row.held
                counts[i].yourBooked = row.booked
                counts[i].yourExpiry = row.held > 0 ? row.expiresAt.map { Date(timeIntervalSince1970: $0) } : nil
            }
        }
        return counts
    }
}

extension PlaceStore {
    /// Holds seats and places for `ttl` seconds (`nil`: until given back, booked or released).
    @discardableResult
    public func select(_ seats: [Int], areas: [AreaQuantity], holder: String, ttl: TimeInterval?, limit: Int?) throws -> SelectionChange {
        try select(seats, areas: areas, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit)
    }

    /// Books every live hold of `holder`, seats and places, whatever the holder's time.
    @discardableResult
    public func bookPlaces(holder: String) throws -> SelectionChange {
        try bookPlaces(holder: holder, until: nil)
    }
}
