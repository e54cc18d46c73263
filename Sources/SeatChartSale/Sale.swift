import Foundation
import SeatChart
import SeatChartGeometry
import SeatChartHitTesting
import SeatChartStore

/// The sale of one stadium's seats: its chart, the chart's hit index and its selection
/// state, with the rules every front end (the command line, an HTTP server) applies alike.
///
/// A sale resolves what a request names (seat ids and chart points) into seats, checks the
/// request's values, and asks its ``SelectionStateStore`` for the change, which is all or
/// nothing. Nothing is opened or created before it is needed: the store is opened by the
/// first change, and reads made before that go to the source's reader, which never
/// creates a state (see ``SelectionStateSource``).
///
/// ## Threads
/// A sale may be shared by any number of threads. Its own mutable parts (the opened store
/// and the hit index) are guarded by locks and built once; each operation is then one
/// call to the store, whose own locking makes it atomic (for the SQLite store: GRDB's
/// serial database queue within the process, SQLite's `BEGIN IMMEDIATE` between
/// processes). Two callers can therefore never both take one seat.
public final class Sale: Sendable {
    /// The stadium.
    public let chart: Chart
    /// How the chart's file is named in messages (its path as given).
    public let chartFile: String
    /// The chart's hit index, for the seats under points (of its first level).
    public let hitIndex: SharedHitIndex
    /// One hit index a level, the first ``hitIndex``; each built on the first point it answers.
    let levelHitIndexes: [SharedHitIndex]
    private let source: any SelectionStateSource
    private let opened: Locked<(any SelectionStateStore)?>
    /// The signer of hold tokens, once its key is read from the state.
    let signer = Locked<HoldTokenSigner?>(nil)

    /// A sale of `chart` over the state `source` describes; nothing is opened yet.
    ///
    /// - Parameters:
    ///   - chartFile: how messages name the chart's file.
    ///   - hitIndex: the chart's hit index when one is shared with other sales (a new one
    ///     otherwise, built on the first point that needs it).
    public init(chart: Chart, chartFile: String, source: any SelectionStateSource, hitIndex: SharedHitIndex? = nil) {
        self.chart = chart
        self.chartFile = chartFile
        self.source = source
        self.hitIndex = hitIndex ?? SharedHitIndex(chart: chart)
        self.levelHitIndexes = Self.levelIndexes(chart, first: self.hitIndex)
        self.opened = Locked(nil)
    }

    /// A sale of `chart` over a store already open (a server's).
    public init(chart: Chart, chartFile: String, store: any SelectionStateStore, hitIndex: SharedHitIndex? = nil) {
        self.chart = chart
        self.chartFile = chartFile
        self.source = OpenStore(store: store)
        self.hitIndex = hitIndex ?? SharedHitIndex(chart: chart)
        self.levelHitIndexes = Self.levelIndexes(chart, first: self.hitIndex)
        self.opened = Locked(store)
    }

    private static func levelIndexes(_ chart: Chart, first: SharedHitIndex) -> [SharedHitIndex] {
        [first] + (1..<max(1, chart.levels.count)).map { SharedHitIndex(chart: chart, level: $0) }
    }

    // MARK: - Changes

    /// Holds the seats `request` names for `holder`: all of them or none.
    ///
    /// Seats the holder already holds stay held, their expiry renewed to `ttl`. A holder
    /// given as a hold token's text stands for the token's holder (``HoldToken/holder(in:)``).
    ///
    /// - Parameters:
    ///   - ttl: seconds until the holds run out; `nil` until given back, booked or released.
    ///   - limit: the most seats the holder may have held and booked once this is done
    ///     (a server's `--max-per-holder`); `nil`: no limit.
    /// - Returns: the seats taken (in the order named) and those already held, with the expiry.
    /// - Throws: ``SeatRequestError`` for an unknown seat id, a point with no seat or a bad
    ///   `ttl` (nothing opened then); ``SelectionRefusal`` naming every seat in the way and
    ///   its state, or the limit (nothing changed).
    @discardableResult
    public func select(_ request: SeatRequest, holder: String, ttl: TimeInterval? = nil, limit: Int? = nil) throws -> SelectionChange {
        try check(ttl: ttl)
        return try select(request, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit)
    }

    /// Holds the seats `request` names for `holder` until `expiry`: all of them or none.
    ///
    /// - Throws: as ``select(_:holder:ttl:limit:)``, and ``SelectionRefusal/expired(at:)``
    ///   when an expiry fixed beforehand has passed by the time of the change.
    @discardableResult
    public func select(_ request: SeatRequest, holder: String, expiry: HoldExpiry, limit: Int? = nil) throws -> SelectionChange {
        let places = try places(for: request)
        if let refusal = PlaceRules.wholeTableRefusal(places.seats, in: chart) ?? PlaceRules.companionRefusal(places.seats, in: chart) {
            throw refusal
        }
        let holder = HoldToken.holder(in: holder)
        if places.areas.isEmpty { return try store().select(places.seats, holder: holder, expiry: expiry, limit: limit) }
        return try placeStore().select(places.seats, areas: places.areas, holder: holder, expiry: expiry, limit: limit)
    }

    /// Gives back `holder`'s holds on the seats `request` names: all of them or none.
    ///
    /// - Throws: ``SeatRequestError`` for what names no seat; ``SelectionRefusal`` when a
    ///   seat is not held by `holder` (free, booked, or another holder's).
    @discardableResult
    public func deselect(_ request: SeatRequest, holder: String) throws -> SelectionChange {
        let places = try places(for: request)
        if let refusal = PlaceRules.wholeTableRefusal(places.seats, in: chart) { throw refusal }
        let holder = HoldToken.holder(in: holder)
        if places.areas.isEmpty { return try store().deselect(places.seats, holder: holder) }
        return try placeStore().deselect(places.seats, areas: places.areas, holder: holder)
    }

    /// Gives back every live hold of `holder`; no change when there is none.
    @discardableResult
    public func deselectAll(holder: String) throws -> SelectionChange {
        let holder = HoldToken.holder(in: holder)
        if !chart.hasStandingAreas { return try store().deselectAll(holder: holder) }
        return try placeStore().deselectAllPlaces(holder: holder)
    }

    /// Turns every live hold of `holder` into a booking (expired holds are not booked).
    ///
    /// - Parameter until: when the holder's time runs out (a hold token's expiry), checked
    ///   inside the transaction; `nil`: no limit.
    /// - Throws: ``SelectionRefusal`` when `holder` holds no seat, or its time ran out.
    @discardableResult
    public func book(holder: String, until: Date? = nil) throws -> SelectionChange {
        let holder = HoldToken.holder(in: holder)
        if !chart.hasStandingAreas { return try store().book(holder: holder, until: until) }
        return try placeStore().bookPlaces(holder: holder, until: until)
    }

    /// Frees the seats `request` names whatever their holder or state (the box office).
    /// Seats already free come back as unchanged. The log names `actor` (the clerk) as who
    /// did it, when given.
    ///
    /// - Throws: ``SeatRequestError`` for what names no seat; ``SelectionRefusal`` when a
    ///   seat is blocked (blocking comes from the stadium file).
    @discardableResult
    public func release(_ request: SeatRequest, by actor: String? = nil) throws -> SelectionChange {
        let places = try places(for: request)
        if let refusal = PlaceRules.wholeTableRefusal(places.seats, in: chart) { throw refusal }
        if places.areas.isEmpty { return try store().release(places.seats, by: actor) }
        return try placeStore().release(places.seats, areas: places.areas, by: actor)
    }

    /// Holds the best `count` adjacent free seats of one row for `holder` (``BestAvailable``).
    ///
    /// - Parameters:
    ///   - categoryID: only seats of this category (``Category/noneID`` for seats without one).
    ///   - ttl: seconds until the holds run out; `nil` until given back, booked or released.
    ///   - limit: the most seats the holder may have held and booked once this is done; `nil`: no limit.
    ///   - accessible: whether accessible, wheelchair, companion and restricted-view places may be picked.
    ///   - zoneID: only seats of this zone, ranked by its focal point.
    ///   - levelID: the level to pick in (default the first).
    /// - Returns: the seats taken, in chart order.
    /// - Throws: ``SeatRequestError`` for a count below 1, an unknown category or a bad
    ///   `ttl`; ``InputError`` for an unknown zone or level; ``SelectionRefusal`` when no such
    ///   group is free, or over the limit.
    @discardableResult
    public func best(
        count: Int, categoryID: String? = nil, holder: String, ttl: TimeInterval? = nil, limit: Int? = nil,
        accessible: Bool = false, zoneID: String? = nil, levelID: String? = nil
    ) throws -> SelectionChange {
        try check(ttl: ttl)
        return try best(
            count: count, categoryID: categoryID, holder: holder, expiry: HoldExpiry(ttl: ttl), limit: limit,
            accessible: accessible, zoneID: zoneID, levelID: levelID)
    }

    /// Holds the best `count` adjacent free seats of one row for `holder` until `expiry`
    /// (see ``best(count:categoryID:holder:ttl:limit:accessible:zoneID:levelID:)``).
    @discardableResult
    public func best(
        count: Int, categoryID: String? = nil, holder: String, expiry: HoldExpiry, limit: Int? = nil,
        accessible: Bool = false, zoneID: String? = nil, levelID: String? = nil
    ) throws -> SelectionChange {
        let criteria = try bestCriteria(count: count, categoryID: categoryID, accessible: accessible, zoneID: zoneID, levelID: levelID)
        return try placeStore().best(criteria, holder: HoldToken.holder(in: holder), expiry: expiry, limit: limit)
    }

    /// Blocks the seats `request` names (the box office): no one can hold or book them until
    /// they are unblocked. All of them or none; seats already blocked come back as unchanged.
    /// The log names `actor` (the clerk) when given.
    ///
    /// - Throws: ``SeatRequestError`` for what names no seat; ``SelectionRefusal`` when a
    ///   seat is held or booked (release it first).
    @discardableResult
    public func block(_ request: SeatRequest, by actor: String? = nil) throws -> SelectionChange {
        let seats = try seats(for: request)
        return try store().block(seats, by: actor)
    }

    /// Makes the seats `request` names available again after the box office blocked them.
    /// All of them or none; seats not blocked come back as unchanged. The log names `actor`
    /// when given.
    ///
    /// - Throws: ``SeatRequestError`` for what names no seat; ``SelectionRefusal`` when a
    ///   seat is blocked by the stadium file.
    @discardableResult
    public func unblock(_ request: SeatRequest, by actor: String? = nil) throws -> SelectionChange {
        let seats = try seats(for: request)
        return try store().unblock(seats, by: actor)
    }

    // MARK: - Reading

    /// The state of every seat now, with `holder`'s live holds and bookings marked selected.
    public func states(holder: String) throws -> SeatStateTable {
        let holder = HoldToken.holder(in: holder)
        var table = try reader().states(holder: holder)
        if chart.hasStandingAreas, let places = try placeReader() { table.areaPlacesLeft = try places.placesLeft(holder: holder) }
        return table
    }

    /// Counts by state, `holder`'s held and booked seats in chart order, and every holder's
    /// latest activity.
    public func status(holder: String) throws -> SelectionStatus {
        try reader().status(holder: HoldToken.holder(in: holder))
    }

    /// The log, newest first; only `holder`'s events when given; at most `limit` events
    /// (a negative limit counts as 0).
    public func history(holder: String? = nil, limit: Int? = nil) throws -> [SelectionEvent] {
        let holder = holder.map(HoldToken.holder(in:))
        let seats = try reader().history(holder: holder, limit: limit.map { max(0, $0) })
        if !chart.hasStandingAreas { return seats }
        return SelectionEvent.newestFirst(seats + (try areaHistory(holder: holder, limit: limit)), limit: limit.map { max(0, $0) })
    }

    /// The problems found in the recorded state; empty when it is sound.
    public func check() throws -> [String] {
        try reader().check() + (try placeReader()?.checkAreas() ?? [])
    }

    // MARK: - The live feed

    /// The log's changes after `sequence`, oldest first, at most `limit` of them.
    public func changes(after sequence: Int64, limit: Int = 1000) throws -> [SeatChangeEvent] {
        try store().changes(after: sequence, limit: limit)
    }

    /// The sequence number of the log's latest change.
    public func latestSequence() throws -> Int64 {
        try store().latestSequence()
    }

    /// The store's signal of committed changes, when it has one (PostgreSQL); `nil` when the
    /// log is to be read on a timer, or the state cannot be opened now.
    public func changeSignal() -> (any SelectionChangeSignal)? {
        (try? store()) as? any SelectionChangeSignal
    }

    /// Where the store's commits stand, when it can say so cheaply (``SelectionChangeStamp``);
    /// `nil` otherwise, or when the state cannot be opened now.
    public func changeStamp() -> StateStamp? {
        ((try? store()) as? any SelectionChangeStamp)?.changeStamp()
    }

    /// Frees the holds whose time has run out (each logged as an `expire` change); returns how many.
    @discardableResult
    public func expireDue() throws -> Int {
        try store().expireDue()
    }

    /// Deletes the holders that own nothing and whose recorded token ran out
    /// (``SelectionStateStore/removeIdleHolders()``); returns how many.
    @discardableResult
    public func removeIdleHolders() throws -> Int {
        try store().removeIdleHolders()
    }

    // MARK: - The store

    /// The store, opened on first use.
    func store() throws -> any SelectionStateStore {
        try opened.withLock { opened in
            if let store = opened { return store }
            let store = try source.openStore()
            opened = store
            return store
        }
    }

    /// The open store, or a reader that creates nothing while no change has opened one.
    func reader() throws -> any SelectionStateReader {
        if let store = opened.withLock({ $0 }) { return store }
        return try source.openReader()
    }

    /// Throws unless `ttl` is `nil` or a finite number of seconds above 0.
    func check(ttl: TimeInterval?) throws {
        if let ttl, !(ttl.isFinite && ttl > 0) { throw SeatRequestError.invalidTTL(ttl, chartFile: chartFile) }
    }
}

/// The source of a sale made over a store already open: the store serves reads too.
private struct OpenStore: SelectionStateSource {
    let store: any SelectionStateStore

    func openStore() throws -> any SelectionStateStore { store }
    func openReader() throws -> any SelectionStateReader { store }
}
