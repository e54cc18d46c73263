import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore: EventCatalogue {
    public func listing() throws -> EventListing {
        try read { db, _ in try Self.listing(db) }
    }

    @discardableResult
    public func createEvent(_ event: SaleEvent) throws -> SaleEvent {
        try catalogueWrite { db, now in
            try Self.checkKeyFree(db, event.key, file: path)
            try db.execute(
                sql: "INSERT INTO sale_event (key, name, starts, schema_version, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [event.key, event.name, event.starts, StoreSchema.stateMigrations.count, now.timeIntervalSince1970])
            var made = event
            made.number = db.lastInsertedRowID
            try Self.makeTables(db, of: EventNamespace(number: made.number))
            for (category, minor) in event.prices.sorted(by: { $0.key < $1.key }) {
                try db.execute(
                    sql: "INSERT INTO sale_event_price (event_id, category, minor_units) VALUES (?, ?, ?)",
                    arguments: [made.number, category, minor])
            }
            return made
        }
    }

    public func deleteEvent(_ key: String) throws {
        try catalogueWrite { db, now in
            let listing = try Self.listing(db)
            guard let event = listing.event(key) else {
                throw EventRules.unknown(key, in: listing, file: path, place: key)
            }
            let namespace = EventNamespace(number: event.number)
            let time = now.timeIntervalSince1970
            let seats = try Int.fetchOne(db, sql: namespace.qualify("""
                SELECT count(*) FROM seat_state
                WHERE state = 'booked' OR (state = 'held' AND (expires_at IS NULL OR expires_at > ?))
                """), arguments: [time]) ?? 0
            let places = try Int.fetchOne(db, sql: namespace.qualify("""
                SELECT coalesce(sum(booked + CASE WHEN expires_at IS NULL OR expires_at > ? THEN held ELSE 0 END), 0)
                FROM area_place
                """), arguments: [time]) ?? 0
            guard seats == 0 && places == 0 else { throw EventRules.deleteRefused(key, seats: seats, places: places) }
            try Self.dropTables(db, of: namespace)
            try db.execute(sql: "DELETE FROM sale_event WHERE id = ?", arguments: [event.number])
        }
    }

    @discardableResult
    public func createSeason(_ key: String, events: [String]) throws -> Season {
        try catalogueWrite { db, now in
            guard !events.isEmpty else { throw EventRules.emptySeason(key, file: path) }
            try Self.checkKeyFree(db, key, file: path)
            let listing = try Self.listing(db)
            var numbers: [Int64] = []
            for name in events {
                guard let event = listing.event(name) else { throw EventRules.unknown(name, in: listing, file: path, place: name) }
                guard !numbers.contains(event.number) else { throw EventRules.alreadyInSeason(name, season: key, file: path) }
                numbers.append(event.number)
            }
            try db.execute(sql: "INSERT INTO season (key, created_at) VALUES (?, ?)", arguments: [key, now.timeIntervalSince1970])
            let season = db.lastInsertedRowID
            for number in numbers {
                try db.execute(sql: "INSERT INTO season_event (season_id, event_id) VALUES (?, ?)", arguments: [season, number])
            }
            return try Self.listing(db).season(key) ?? Season(key: key, events: events)
        }
    }

    @discardableResult
    public func addToSeason(_ season: String, event: String) throws -> Season {
        try catalogueWrite { db, now in
            let listing = try Self.listing(db)
            guard listing.season(season) != nil, let seasonID = try Int64.fetchOne(
                db, sql: "SELECT id FROM season WHERE key = ?", arguments: [season])
            else { throw EventRules.unknown(season, in: listing, file: path, place: season) }
            guard let joining = listing.event(event) else { throw EventRules.unknown(event, in: listing, file: path, place: event) }
            guard listing.season(season)?.events.contains(event) != true else {
                throw EventRules.alreadyInSeason(event, season: season, file: path)
            }
            try db.execute(sql: "INSERT INTO season_event (season_id, event_id) VALUES (?, ?)", arguments: [seasonID, joining.number])
            // The season's seats are booked in the event joining it, or nothing changes.
            let seats = try SQLiteSeasonSeats(db: db, chart: chart).seats(of: season)
            if !seats.isEmpty {
                let store = SelectionStore(event: EventNamespace(number: joining.number), of: self)
                let sale = StateDatabase(db.db, store.namespace)
                try store.sweepExpiredHolds(sale, now: now)
                try SeasonRules.bookSeasonSeats(seats, in: store.steps(sale, now), event: event, season: season)
            }
            return try Self.listing(db).season(season) ?? Season(key: season, events: [event])
        }
    }

    // MARK: - Steps

    /// The catalogue recorded in `db`; empty in a file of a version before events.
    static func listing(_ db: StateDatabase) throws -> EventListing {
        guard try db.tableExists("sale_event") else { return .empty }
        var prices: [Int64: [String: Int]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT event_id, category, minor_units FROM sale_event_price") {
            prices[row[0], default: [:]][row[1]] = row[2]
        }
        let events = try Row.fetchAll(db, sql: "SELECT id, key, name, starts FROM sale_event").map { row in
            SaleEvent(key: row[1], name: row[2], starts: row[3], prices: prices[row[0]] ?? [:], number: row[0])
        }
        var members: [String: [String]] = [:]
        let keysByNumber = Dictionary(uniqueKeysWithValues: events.map { ($0.number, $0.key) })
        for row in try Row.fetchAll(db, sql: "SELECT s.key, e.event_id FROM season s LEFT JOIN season_event e ON e.season_id = s.id") {
            let season: String = row[0]
            let number: Int64? = row[1]
            members[season, default: []] += number.flatMap { keysByNumber[$0] }.map { [$0] } ?? []
        }
        return EventListing(events: events, seasons: members.map { Season(key: $0.key, events: $0.value) })
    }

    /// Throws unless `key` is free for a new event or season.
    static func checkKeyFree(_ db: StateDatabase, _ key: String, file: String) throws {
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sale_event WHERE key = ?)", arguments: [key]) == true {
            throw EventRules.taken(key, bySeason: false, file: file)
        }
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM season WHERE key = ?)", arguments: [key]) == true {
            throw EventRules.taken(key, bySeason: true, file: file)
        }
    }

    /// Makes an event's tables: the state's migrations, each under its names.
    static func makeTables(_ db: StateDatabase, of namespace: EventNamespace) throws {
        for (_, sql) in StoreSchema.stateMigrations { try db.execute(sql: namespace.qualify(sql)) }
    }

    /// Drops an event's tables (their indexes and triggers go with them).
    static func dropTables(_ db: StateDatabase, of namespace: EventNamespace) throws {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ?",
            arguments: [namespace.prefix.utf8.count, namespace.prefix])
        // Children before the holders they refer to.
        for table in tables.sorted(by: { ($0.hasSuffix("_holder") ? 1 : 0, $0) < ($1.hasSuffix("_holder") ? 1 : 0, $1) }) {
            try db.execute(sql: "DROP TABLE \"\(table)\"")
        }
        if try db.tableExists("sqlite_sequence") {
            try db.execute(
                sql: "DELETE FROM sqlite_sequence WHERE substr(name, 1, ?) = ?",
                arguments: [namespace.prefix.utf8.count, namespace.prefix])
        }
    }
}

extension SelectionStore {
    /// Brings every event's tables up to the state's migrations: those an older version made
    /// get the migrations added since, each event in one transaction with its new version.
    static func upgradeEventTables(_ database: DatabasePool) throws {
        let count = StoreSchema.stateMigrations.count
        let behind = try database.read { db -> [(Int64, Int)] in
            guard try db.tableExists("sale_event") else { return [] }
            return try Row.fetchAll(db, sql: "SELECT id, schema_version FROM sale_event WHERE schema_version < ?", arguments: [count])
                .map { ($0[0], $0[1]) }
        }
        for (number, _) in behind {
            try database.writeWithoutTransaction { db in try db.inTransaction(.immediate) {
                // Read again under the lock: another process may have upgraded it meanwhile.
                guard let version = try Int.fetchOne(db, sql: "SELECT schema_version FROM sale_event WHERE id = ?", arguments: [number]),
                      version < count
                else { return .commit }
                let namespace = EventNamespace(number: number)
                for (_, sql) in StoreSchema.stateMigrations[version...] { try db.execute(sql: namespace.qualify(sql)) }
                try db.execute(sql: "UPDATE sale_event SET schema_version = ? WHERE id = ?", arguments: [count, number])
                return .commit
            } }
        }
    }
}
