import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// The whole state in the file at `path`, read without changing it.
    ///
    /// - Throws: ``InputError`` naming the file when there is none, or no state in it.
    public static func dump(path: String) throws -> SelectionStateDump {
        guard FileManager.default.fileExists(atPath: path) else {
            throw InputError(file: path, place: "", message: "no such state file; expected the state to copy")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            return try DatabaseQueue(path: path, configuration: configuration).read { db -> SelectionStateDump in
                guard try db.tableExists("stadium"),
                      let stadium = try Row.fetchOne(db, sql: "SELECT name, seat_count, seat_hash, created_at FROM stadium WHERE id = 1")
                else { throw InputError(file: path, place: "", message: "no state in this file; expected the state to copy") }
                let identity = StadiumIdentity(name: stadium[0], seatCount: stadium[1], seatHash: stadium[2])
                var dump = try dumpSale(db, .main, identity: identity, createdAt: stadium[3])
                let catalogue = try listing(StateDatabase(db, .main))
                dump.saleEvents = try catalogue.events.sorted { $0.number < $1.number }.map { event in
                    SelectionStateDump.EventSale(
                        event: event, sale: try dumpSale(db, EventNamespace(number: event.number), identity: identity, createdAt: stadium[3]))
                }
                dump.seasons = catalogue.seasons
                return dump
            }
        } catch let error as InputError {
            throw error
        } catch {
            throw inputError(error, path: path)
        }
    }

    /// Writes `dump` into a new state file at `path`, in one transaction.
    ///
    /// - Throws: ``InputError`` naming the file when it exists already (a copy never mixes two
    ///   sales) or cannot be written.
    public static func load(_ dump: SelectionStateDump, path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw InputError(file: path, place: "", message: "the file exists; expected a new state file to copy into (a copy never mixes two sales)")
        }
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.journalMode = .wal
            configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA page_size = 1024") }
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try StoreSchema.migrator.migrate(queue)
            try queue.inTransaction(.immediate) { db in
                try db.execute(
                    sql: "INSERT INTO stadium (id, name, seat_count, seat_hash, created_at) VALUES (1, ?, ?, ?, ?)",
                    arguments: [dump.identity.name, dump.identity.seatCount, dump.identity.seatHash, dump.createdAt])
                try copyRows(of: dump, into: db, .main)
                for sale in dump.saleEvents {
                    let event = sale.event
                    try db.execute(
                        sql: "INSERT INTO sale_event (id, key, name, starts, schema_version, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                        arguments: [event.number, event.key, event.name, event.starts, StoreSchema.stateMigrations.count, dump.createdAt])
                    for (category, minor) in event.prices.sorted(by: { $0.key < $1.key }) {
                        try db.execute(
                            sql: "INSERT INTO sale_event_price (event_id, category, minor_units) VALUES (?, ?, ?)",
                            arguments: [event.number, category, minor])
                    }
                    let namespace = EventNamespace(number: event.number)
                    try makeTables(StateDatabase(db, .main), of: namespace)
                    try copyRows(of: sale.sale, into: db, namespace)
                }
                let numbers = Dictionary(uniqueKeysWithValues: dump.saleEvents.map { ($0.event.key, $0.event.number) })
                for season in dump.seasons {
                    try db.execute(sql: "INSERT INTO season (key, created_at) VALUES (?, ?)", arguments: [season.key, dump.createdAt])
                    let id = db.lastInsertedRowID
                    for key in season.events {
                        guard let number = numbers[key] else { continue }
                        try db.execute(sql: "INSERT INTO season_event (season_id, event_id) VALUES (?, ?)", arguments: [id, number])
                    }
                }
                return .commit
            }
        } catch {
            // The file is this call's own: nothing half-copied stays.
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            if let error = error as? InputError { throw error }
            throw inputError(error, path: path)
        }
    }

    /// The rows of one sale in `db`: the state's own (`.main`) or an event's.
    private static func dumpSale(
        _ db: Database, _ namespace: EventNamespace, identity: StadiumIdentity, createdAt: Double
    ) throws -> SelectionStateDump {
        func q(_ sql: String) -> String { namespace.qualify(sql) }
        let actor = try db.columns(in: q("event")).contains { $0.name == "actor" } ? "actor" : "NULL"
        var dump = SelectionStateDump(
            identity: identity, createdAt: createdAt,
            holders: try Row.fetchAll(db, sql: q("SELECT id, name FROM holder ORDER BY id")).map { ($0[0], $0[1]) },
            seats: try Row.fetchAll(db, sql: q("SELECT seat, seat_id, state, holder_id, since, expires_at FROM seat_state ORDER BY seat")).map {
                SelectionStateDump.Seat(seat: $0[0], seatID: $0[1], state: $0[2], holderID: $0[3], since: $0[4], expiresAt: $0[5])
            },
            events: try Row.fetchAll(db, sql: q("SELECT id, time, holder_id, action, seat, seat_id, \(actor) FROM event ORDER BY id")).map {
                SelectionStateDump.Event(id: $0[0], time: $0[1], holderID: $0[2], action: $0[3], seat: $0[4], seatID: $0[5], actor: $0[6])
            },
            tokens: try db.tableExists(q("hold_token"))
                ? Row.fetchAll(db, sql: q("SELECT holder_id, expires_at FROM hold_token ORDER BY holder_id")).map { ($0[0], $0[1]) } : [],
            extensions: try db.tableExists(q("hold_extension"))
                ? Row.fetchAll(db, sql: q("SELECT holder_id, count, expires_at FROM hold_extension ORDER BY holder_id"))
                    .map { ($0[0], $0[1], $0[2]) } : [])
        if try db.tableExists(q("area_place")) {
            dump.areaPlaces = try Row.fetchAll(
                db, sql: q("SELECT area, area_id, holder_id, held, booked, since, expires_at FROM area_place ORDER BY area, holder_id")
            ).map { .init(area: $0[0], areaID: $0[1], holderID: $0[2], held: $0[3], booked: $0[4], since: $0[5], expiresAt: $0[6]) }
            dump.areaEvents = try Row.fetchAll(
                db, sql: q("SELECT id, time, holder_id, action, area, area_id, quantity, state, actor FROM area_event ORDER BY id")
            ).map {
                .init(id: $0[0], time: $0[1], holderID: $0[2], action: $0[3], area: $0[4], areaID: $0[5], quantity: $0[6],
                      state: $0[7], actor: $0[8])
            }
        }
        if try db.tableExists(q("sale_order")) {
            dump.orders = try Row.fetchAll(
                db, sql: q("SELECT id, holder_id, booked_at, total, currency, refunded_at, refunded_by FROM sale_order ORDER BY booked_at, id")
            ).map { .init(id: $0[0], holderID: $0[1], bookedAt: $0[2], total: $0[3], currency: $0[4], refundedAt: $0[5], refundedBy: $0[6]) }
            dump.orderLines = try Row.fetchAll(
                db, sql: q("SELECT order_id, line, seat, area, place_id, quantity FROM order_line ORDER BY order_id, line")
            ).map { .init(orderID: $0[0], line: $0[1], seat: $0[2], area: $0[3], placeID: $0[4], quantity: $0[5]) }
            dump.idempotencyKeys = try Row.fetchAll(
                db, sql: q("SELECT key, fingerprint, created_at, status, body FROM idempotency_key ORDER BY created_at, key")
            ).map { .init(key: $0[0], fingerprint: $0[1], createdAt: $0[2], status: $0[3], body: $0[4]) }
        }
        return dump
    }

    /// Inserts the rows of `dump`'s sale (holders, seats, log, tokens, extensions, standing
    /// places and their log) into `namespace`'s tables, inside the caller's transaction.
    private static func copyRows(of dump: SelectionStateDump, into db: Database, _ namespace: EventNamespace) throws {
        func q(_ sql: String) -> String { namespace.qualify(sql) }
        for holder in dump.holders {
            try db.execute(sql: q("INSERT INTO holder (id, name) VALUES (?, ?)"), arguments: [holder.id, holder.name])
        }
        for s in dump.seats {
            try db.execute(
                sql: q("INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at) VALUES (?, ?, ?, ?, ?, ?)"),
                arguments: [s.seat, s.seatID, s.state, s.holderID, s.since, s.expiresAt])
        }
        let insert = try db.makeStatement(
            sql: q("INSERT INTO event (id, time, holder_id, action, seat, seat_id, actor) VALUES (?, ?, ?, ?, ?, ?, ?)"))
        for e in dump.events {
            try insert.execute(arguments: [e.id, e.time, e.holderID, e.action, e.seat, e.seatID, e.actor])
        }
        for token in dump.tokens {
            try db.execute(sql: q("INSERT INTO hold_token (holder_id, expires_at) VALUES (?, ?)"), arguments: [token.holderID, token.expiresAt])
        }
        for e in dump.extensions {
            try db.execute(
                sql: q("INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (?, ?, ?)"),
                arguments: [e.holderID, e.count, e.expiresAt])
        }
        for p in dump.areaPlaces {
            try db.execute(
                sql: q("INSERT INTO area_place (area, area_id, holder_id, held, booked, since, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                arguments: [p.area, p.areaID, p.holderID, p.held, p.booked, p.since, p.expiresAt])
        }
        for e in dump.areaEvents {
            try db.execute(
                sql: q("INSERT INTO area_event (id, time, holder_id, action, area, area_id, quantity, state, actor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                arguments: [e.id, e.time, e.holderID, e.action, e.area, e.areaID, e.quantity, e.state, e.actor])
        }
        for o in dump.orders {
            try db.execute(
                sql: q("INSERT INTO sale_order (id, holder_id, booked_at, total, currency, refunded_at, refunded_by) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                arguments: [o.id, o.holderID, o.bookedAt, o.total, o.currency, o.refundedAt, o.refundedBy])
        }
        for l in dump.orderLines {
            try db.execute(
                sql: q("INSERT INTO order_line (order_id, line, seat, area, place_id, quantity) VALUES (?, ?, ?, ?, ?, ?)"),
                arguments: [l.orderID, l.line, l.seat, l.area, l.placeID, l.quantity])
        }
        for k in dump.idempotencyKeys {
            try db.execute(
                sql: q("INSERT INTO idempotency_key (key, fingerprint, created_at, status, body) VALUES (?, ?, ?, ?, ?)"),
                arguments: [k.key, k.fingerprint, k.createdAt, k.status, k.body])
        }
    }
}
