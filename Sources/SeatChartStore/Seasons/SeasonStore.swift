import Crypto
import Foundation
import SeatChart

/// The sale of a season: each change made in every event of it in one transaction
/// (``SeasonWriter``), all or nothing; a refusal names the event and the seat in the way.
///
/// A season sells with `select`, `deselect`, `best`, `book` and `release` (seats and standing
/// places alike). Its seat states are each seat's most taken state across its events
/// (``SeasonRules/merged(_:)``): what is free for the season is free in every event, which is
/// what `best` picks from and what a picture of the season shows. Everything else (the log,
/// bookings, status, blocks, the server's tokens) belongs to each event: the season refuses
/// it, naming its events. Served over HTTP, a season has hold tokens of its own (a key
/// derived from its first event's, so that every server of the state signs alike) and no
/// live feed of its own: each event's stream carries the season's changes in it.
public final class SeasonStore: PlaceStore {
    /// The season.
    public let season: Season
    /// Its events, in the order their writes begin (by number).
    public let events: [SaleEvent]
    /// The chart (the season's first event's prices).
    public let chart: Chart
    /// Where the state is; named in refusals.
    public let file: String
    let writer: any SeasonWriter
    let readers: [any PlaceStore]

    /// The sale of `season`, whose events are `events` (from the catalogue), over `writer`.
    public init(season: Season, events: [SaleEvent], chart: Chart, file: String, writer: any SeasonWriter) {
        self.season = season
        self.events = events.sorted { $0.number < $1.number }
        self.chart = self.events.first?.pricing(chart) ?? chart
        self.file = file
        self.writer = writer
        readers = self.events.map { writer.eventStore($0, chart: $0.pricing(chart)) }
    }

    var keys: [String] { events.map(\.key) }

    /// Runs `step` in every event, in one transaction.
    func each(_ step: @escaping (any PlaceSteps) throws -> SelectionChange) throws -> SelectionChange {
        try writer.seasonWrite(events) { [keys] steps, _ in try SeasonRules.each(steps, keys: keys, step) }
    }

    /// The refusal of what a season does not do by itself.
    func perEvent(_ what: String) -> InputError {
        InputError(
            file: file, place: "--event",
            message: "\(what) belongs to each event, not to season \(season.key): name one of its events (\(keys.joined(separator: ", "))); "
                + "a season sells with select, deselect, best, book and release")
    }

    // MARK: - Selling

    @discardableResult
    public func select(_ seats: [Int], areas: [AreaQuantity], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try each { try $0.select(seats, areas: areas, holder: holder, expiry: expiry, limit: limit) }
    }

    @discardableResult
    public func select(_ seats: [Int], holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try select(seats, areas: [], holder: holder, expiry: expiry, limit: limit)
    }

    @discardableResult
    public func deselect(_ seats: [Int], areas: [AreaQuantity], holder: String) throws -> SelectionChange {
        try each { try $0.deselect(seats, areas: areas, holder: holder) }
    }

    @discardableResult
    public func deselect(_ seats: [Int], holder: String) throws -> SelectionChange {
        try deselect(seats, areas: [], holder: holder)
    }

    @discardableResult
    public func deselectAllPlaces(holder: String) throws -> SelectionChange {
        try each { try $0.deselectAll(holder: holder) }
    }

    @discardableResult
    public func deselectAll(holder: String) throws -> SelectionChange {
        try deselectAllPlaces(holder: holder)
    }

    /// Books the holder's holds in every event, and records the seats as the season's.
    @discardableResult
    public func bookPlaces(holder: String, until: Date?) throws -> SelectionChange {
        try writer.seasonWrite(events) { [self] steps, record in
            let change = try SeasonRules.each(steps, keys: keys) { try $0.book(holder: holder, until: until) }
            let seats = change.changed.compactMap { id in
                chart.seatIndex(forID: id).map { SeasonSeat(season: season.key, seat: $0, seatID: id, holder: holder) }
            }
            try record.record(seats, at: steps.first?.now ?? Date())
            return change
        }
    }

    @discardableResult
    public func book(holder: String, until: Date?) throws -> SelectionChange {
        try bookPlaces(holder: holder, until: until)
    }

    /// Frees the seats in every event, and forgets them as the season's.
    @discardableResult
    public func release(_ seats: [Int], areas: [AreaQuantity], by actor: String?) throws -> SelectionChange {
        try writer.seasonWrite(events) { [self] steps, record in
            let change = try SeasonRules.each(steps, keys: keys) { try $0.release(seats, areas: areas, by: actor) }
            try record.forget(seats, of: season.key)
            return change
        }
    }

    @discardableResult
    public func release(_ seats: [Int], by actor: String?) throws -> SelectionChange {
        try release(seats, areas: [], by: actor)
    }

    /// Holds the best group free in every event, the same seats in each.
    @discardableResult
    public func best(_ criteria: BestCriteria, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try writer.seasonWrite(events) { [self] steps, _ in
            guard let first = steps.first else { throw SelectionRules.noGroup(count: criteria.count, categoryID: criteria.categoryID) }
            _ = try expiry.seconds(takenAt: first.now)
            let states = SeasonRules.merged(try steps.map { try $0.seatStates(holder: holder) })
            guard let seats = BestAvailable.find(in: chart, states: states, criteria: criteria) else {
                throw SelectionRules.noGroup(count: criteria.count, categoryID: criteria.categoryID)
            }
            return try SeasonRules.each(steps, keys: keys) { try $0.holdSeats(seats, holder: holder, expiry: expiry, limit: limit) }
        }
    }

    @discardableResult
    public func best(count: Int, categoryID: String?, holder: String, expiry: HoldExpiry, limit: Int?) throws -> SelectionChange {
        try best(BestCriteria(count: count, categoryID: categoryID), holder: holder, expiry: expiry, limit: limit)
    }

    @discardableResult
    public func block(_ seats: [Int], by actor: String?) throws -> SelectionChange { throw perEvent("blocking") }

    @discardableResult
    public func unblock(_ seats: [Int], by actor: String?) throws -> SelectionChange { throw perEvent("unblocking") }

    @discardableResult
    public func expireDue() throws -> Int { try readers.reduce(0) { $0 + (try $1.expireDue()) } }

    /// The season's own key: its first event's key, keyed with the season's name (HMAC-SHA256),
    /// so a season's token is refused by each of its events and by every other season.
    public func tokenKey() throws -> [UInt8] {
        guard let first = readers.first else { throw perEvent("a hold token") }
        let code = HMAC<SHA256>.authenticationCode(for: Data("season:\(season.key)".utf8), using: SymmetricKey(data: try first.tokenKey()))
        return Array(code)
    }

    @discardableResult
    public func removeIdleHolders() throws -> Int { try readers.reduce(0) { $0 + (try $1.removeIdleHolders()) } }

    public func extendHolds(of holder: String, from expiry: Date, by lifetime: TimeInterval, maximumExtensions: Int) throws -> TokenExtension {
        throw perEvent("a hold token")
    }

    public func holdExtension(of holder: String) throws -> TokenExtensionRecord? { throw perEvent("a hold token") }

    /// None: a season's changes are each event's, in each event's log and stream.
    public func changes(after sequence: Int64, limit: Int) throws -> [SeatChangeEvent] { [] }

    public func latestSequence() throws -> Int64 { 0 }

    // MARK: - Reading

    /// Each seat's most taken state across the events; selected where the holder holds it in every one.
    public func states(holder: String) throws -> SeatStateTable {
        let tables = try readers.map { try $0.states(holder: holder) }
        guard let first = tables.first else { return SeatStateTable(states: [], selected: []) }
        var merged = SeatStateTable(
            states: SeasonRules.merged(tables.map(\.states)),
            selected: first.selected.indices.map { seat in tables.allSatisfy { seat < $0.selected.count && $0.selected[seat] } },
            areaPlacesLeft: first.areaPlacesLeft)
        for table in tables.dropFirst() {
            for (area, left) in table.areaPlacesLeft { merged.areaPlacesLeft[area] = min(merged.areaPlacesLeft[area] ?? left, left) }
        }
        return merged
    }

    public func status(holder: String) throws -> SelectionStatus { throw perEvent("status") }

    public func history(holder: String?, limit: Int?) throws -> [SelectionEvent] { throw perEvent("the log") }

    public func bookings() throws -> [BookingRecord] { throw perEvent("bookings") }

    /// Every event's check, each problem named with its event.
    public func check() throws -> [String] {
        try zip(keys, readers).flatMap { key, reader in try reader.check().map { "event \(key): \($0)" } }
    }

    public func areaCounts(holder: String) throws -> [AreaCount] {
        let counts = try readers.map { try $0.areaCounts(holder: holder) }
        guard var merged = counts.first else { return AreaCount.empty(of: chart) }
        for other in counts.dropFirst() {
            for (i, count) in other.enumerated() where i < merged.count && count.left < merged[i].left { merged[i] = count }
        }
        return merged
    }

    public func areaHistory(holder: String?, limit: Int?) throws -> [SelectionEvent] { throw perEvent("the log") }

    public func areaBookings() throws -> [AreaBookingRecord] { throw perEvent("bookings") }

    public func checkAreas() throws -> [String] {
        try zip(keys, readers).flatMap { key, reader in try reader.checkAreas().map { "event \(key): \($0)" } }
    }

    public func areaPosition() throws -> AreaPosition {
        guard let first = readers.first else { throw perEvent("the live feed") }
        return try first.areaPosition()
    }
}
