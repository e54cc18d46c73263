import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

extension PostgresSelectionStore: EventCatalogue {
    public func listing() throws -> EventListing {
        try read { connection, _ in try Self.listing(connection.connection) }
    }

    @discardableResult
    public func createEvent(_ event: SaleEvent) throws -> SaleEvent {
        try catalogueWrite { [self] connection, now in
            try checkKeyFree(connection, event.key)
            let number = try connection.run("""
                INSERT INTO sale_event (key, name, starts, schema_version, created_at)
                VALUES (\(event.key), \(event.name), \(event.starts), \(PostgresSchema.stateMigrations.count), \(now))
                RETURNING id
                """).first?.decode(Int64.self) ?? 0
            var made = event
            made.number = number
            try PostgresSchema.makeTables(connection, of: EventNamespace(number: number))
            for (category, minor) in event.prices.sorted(by: { $0.key < $1.key }) {
                try connection.run("INSERT INTO sale_event_price (event_id, category, minor_units) VALUES (\(number), \(category), \(minor))")
            }
            return made
        }
    }

    public func deleteEvent(_ key: String) throws {
        try catalogueWrite { [self] connection, now in
            let listing = try Self.listing(connection)
            guard let event = listing.event(key) else { throw EventRules.unknown(key, in: listing, file: url.description, place: key) }
            let namespace = EventNamespace(number: event.number)
            let seats = try connection.run(PostgresQuery(qualifying: """
                SELECT count(*)::bigint FROM seat_state
                WHERE state = 'booked' OR (state = 'held' AND (expires_at IS NULL OR expires_at > \(now)))
                """, in: namespace)).first?.decode(Int.self) ?? 0
            let places = try connection.run(PostgresQuery(qualifying: """
                SELECT coalesce(sum(booked + CASE WHEN expires_at IS NULL OR expires_at > \(now) THEN held ELSE 0 END), 0)::bigint
                FROM area_place
                """, in: namespace)).first?.decode(Int.self) ?? 0
            guard seats == 0 && places == 0 else { throw EventRules.deleteRefused(key, seats: seats, places: places) }
            try PostgresSchema.dropTables(connection, of: namespace)
            try connection.run("DELETE FROM sale_event WHERE id = \(event.number)")
        }
    }

    @discardableResult
    public func createSeason(_ key: String, events: [String]) throws -> Season {
        try catalogueWrite { [self] connection, now in
            guard !events.isEmpty else { throw EventRules.emptySeason(key, file: url.description) }
            try checkKeyFree(connection, key)
            let listing = try Self.listing(connection)
            var numbers: [Int64] = []
            for name in events {
                guard let event = listing.event(name) else {
                    throw EventRules.unknown(name, in: listing, file: url.description, place: name)
                }
                guard !numbers.contains(event.number) else { throw EventRules.alreadyInSeason(name, season: key, file: url.description) }
                numbers.append(event.number)
            }
            let season = try connection.run("INSERT INTO season (key, created_at) VALUES (\(key), \(now)) RETURNING id")
                .first?.decode(Int64.self) ?? 0
            for number in numbers {
                try connection.run("INSERT INTO season_event (season_id, event_id) VALUES (\(season), \(number))")
            }
            return try Self.listing(connection).season(key) ?? Season(key: key, events: events)
        }
    }

    @discardableResult
    public func addToSeason(_ season: String, event: String) throws -> Season {
        try catalogueWrite { [self] connection, now in
            let listing = try Self.listing(connection)
            guard let found = listing.season(season),
                  let seasonID = try connection.run("SELECT id FROM season WHERE key = \(season)").first?.decode(Int64.self)
            else { throw EventRules.unknown(season, in: listing, file: url.description, place: season) }
            guard let joining = listing.event(event) else {
                throw EventRules.unknown(event, in: listing, file: url.description, place: event)
            }
            guard !found.events.contains(event) else { throw EventRules.alreadyInSeason(event, season: season, file: url.description) }
            try connection.run("INSERT INTO season_event (season_id, event_id) VALUES (\(seasonID), \(joining.number))")
            // The season's seats are booked in the event joining it, or nothing changes.
            let seats = try PostgresSeasonSeats(connection: connection).seats(of: season)
            if !seats.isEmpty {
                let store = PostgresSelectionStore(event: EventNamespace(number: joining.number), of: self)
                let sale = StateConnection(connection, store.namespace)
                try sale.run("SELECT seatchart_begin_write(\(now))")
                let steps = PostgresPlaceSteps(store: store, connection: sale, now: Date(timeIntervalSince1970: now))
                try SeasonRules.bookSeasonSeats(seats, in: steps, event: event, season: season)
            }
            return try Self.listing(connection).season(season) ?? Season(key: season, events: [event])
        }
    }

    // MARK: - Steps

    /// Runs `body` in one transaction under the write lock, without the sweep of a sale's
    /// write: a change to the catalogue. `body` gets the time (the given clock's, or the
    /// database's).
    func catalogueWrite<T>(_ body: (PostgresConnection, Double) throws -> T) throws -> T {
        try Self.mapping(url) {
            try pool.withConnection { connection in
                try connection.run("BEGIN")
                do {
                    try connection.run("SELECT pg_advisory_xact_lock(\(PostgresSchema.writeLock))")
                    let now = try connection.run("SELECT coalesce(\(givenTime)::float8, extract(epoch FROM clock_timestamp()))")
                        .first?.decode(Double.self) ?? 0
                    let result = try body(connection, now)
                    try connection.run("COMMIT")
                    return result
                } catch {
                    if !connection.isClosed { _ = try? connection.run("ROLLBACK") }
                    throw error
                }
            }
        }
    }

    /// The catalogue recorded; empty in a database of a version before events.
    static func listing(_ connection: PostgresConnection) throws -> EventListing {
        guard try connection.run("SELECT to_regclass('public.sale_event') IS NOT NULL").first?.decode(Bool.self) ?? false else {
            return .empty
        }
        var prices: [Int64: [String: Int]] = [:]
        for row in try connection.run("SELECT event_id, category, minor_units FROM sale_event_price") {
            let (number, category, minor) = try row.decode((Int64, String, Int).self)
            prices[number, default: [:]][category] = minor
        }
        let events = try connection.run("SELECT id, key, name, starts FROM sale_event").map { row in
            let (number, key, name, starts) = try row.decode((Int64, String, String?, String?).self)
            return SaleEvent(key: key, name: name, starts: starts, prices: prices[number] ?? [:], number: number)
        }
        let keysByNumber = Dictionary(uniqueKeysWithValues: events.map { ($0.number, $0.key) })
        var members: [String: [String]] = [:]
        for row in try connection.run("SELECT s.key, e.event_id FROM season s LEFT JOIN season_event e ON e.season_id = s.id") {
            let (season, number) = try row.decode((String, Int64?).self)
            members[season, default: []] += number.flatMap { keysByNumber[$0] }.map { [$0] } ?? []
        }
        return EventListing(events: events, seasons: members.map { Season(key: $0.key, events: $0.value) })
    }

    /// Throws unless `key` is free for a new event or season.
    func checkKeyFree(_ connection: PostgresConnection, _ key: String) throws {
        if try connection.run("SELECT EXISTS (SELECT 1 FROM sale_event WHERE key = \(key))").first?.decode(Bool.self) == true {
            throw EventRules.taken(key, bySeason: false, file: url.description)
        }
        if try connection.run("SELECT EXISTS (SELECT 1 FROM season WHERE key = \(key))").first?.decode(Bool.self) == true {
            throw EventRules.taken(key, bySeason: true, file: url.description)
        }
    }
}
