import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

extension PostgresSelectionStore {
    /// The whole state in the database at `url`, read in one snapshot.
    ///
    /// - Throws: ``InputError`` naming the URL when it holds no state or cannot be reached.
    public static func dump(url: PostgresURL) throws -> SelectionStateDump {
        let pool = try PostgresConnectionPool(url: url, maximum: 1)
        return try mapping(url) {
            try pool.withConnection(unbounded: true) { c -> SelectionStateDump in
                try c.run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                try c.run("SET LOCAL statement_timeout = 0")
                defer { _ = try? c.run("COMMIT") }
                guard let stadium = try PostgresSchema.recordedStadium(c) else {
                    throw InputError(file: url.description, place: "", message: "no state in this database; expected the state to copy")
                }
                var dump = try dumpSale(StateConnection(c, .main), identity: stadium.identity, createdAt: stadium.createdAt)
                let catalogue = try listing(c)
                dump.saleEvents = try catalogue.events.sorted { $0.number < $1.number }.map { event in
                    SelectionStateDump.EventSale(event: event, sale: try dumpSale(
                        StateConnection(c, EventNamespace(number: event.number)), identity: stadium.identity, createdAt: stadium.createdAt))
                }
                dump.seasons = catalogue.seasons
                return dump
            }
        }
    }

    /// Writes `dump` into the database at `url`, which must hold no state yet, in one
    /// transaction. (Arrays of optionals do not bind: missing holders and actors go as empty
    /// text, which no holder or clerk name is.)
    ///
    /// - Throws: ``InputError`` naming the URL when it already holds a state (a copy never
    ///   mixes two sales) or cannot be reached.
    public static func load(_ dump: SelectionStateDump, url: PostgresURL) throws {
        let pool = try PostgresConnectionPool(url: url, maximum: 1)
        try mapping(url) {
            try pool.withConnection(unbounded: true) { c in
                try PostgresSchema.migrate(c)
                try c.run("BEGIN")
                do {
                    try c.run("SET LOCAL statement_timeout = 0")
                    try c.run("SELECT pg_advisory_xact_lock(\(PostgresSchema.writeLock))")
                    if try c.run("SELECT 1 FROM stadium").first != nil || c.run("SELECT 1 FROM event LIMIT 1").first != nil {
                        throw InputError(
                            file: url.description, place: "",
                            message: "this database holds a state already; expected an empty one to copy into (a copy never mixes two sales)")
                    }
                    let i = dump.identity
                    try c.run("""
                        INSERT INTO stadium (id, name, seat_count, seat_hash, created_at)
                        VALUES (1, \(i.name), \(i.seatCount), \(i.seatHash), \(dump.createdAt))
                        """)
                    try copyRows(of: dump, into: StateConnection(c, .main))
                    for sale in dump.saleEvents {
                        let event = sale.event
                        try c.run("""
                            INSERT INTO sale_event (id, key, name, starts, schema_version, created_at)
                            VALUES (\(event.number), \(event.key), \(event.name), \(event.starts),
                                \(PostgresSchema.stateMigrations.count), \(dump.createdAt))
                            """)
                        for (category, minor) in event.prices.sorted(by: { $0.key < $1.key }) {
                            try c.run("INSERT INTO sale_event_price (event_id, category, minor_units) VALUES (\(event.number), \(category), \(minor))")
                        }
                        let namespace = EventNamespace(number: event.number)
                        try PostgresSchema.makeTables(c, of: namespace)
                        try copyRows(of: sale.sale, into: StateConnection(c, namespace))
                    }
                    try c.run("SELECT setval(pg_get_serial_sequence('sale_event', 'id'), coalesce((SELECT max(id) FROM sale_event), 0) + 1, false)")
                    let numbers = Dictionary(uniqueKeysWithValues: dump.saleEvents.map { ($0.event.key, $0.event.number) })
                    for season in dump.seasons {
                        let id = try c.run("INSERT INTO season (key, created_at) VALUES (\(season.key), \(dump.createdAt)) RETURNING id")
                            .first?.decode(Int64.self) ?? 0
                        for number in season.events.compactMap({ numbers[$0] }) {
                            try c.run("INSERT INTO season_event (season_id, event_id) VALUES (\(id), \(number))")
                        }
                    }
                    for namespace in [EventNamespace.main] + dump.saleEvents.map({ EventNamespace(number: $0.event.number) }) {
                        try continueSequences(StateConnection(c, namespace))
                    }
                    try c.run("COMMIT")
                } catch {
                    _ = try? c.run("ROLLBACK")
                    throw error
                }
            }
        }
    }

    /// Makes the copied sale's new holders and log entries continue after the copied ids.
    private static func continueSequences(_ c: StateConnection) throws {
        for table in ["area_event", "holder", "event"] {
            let name = c.namespace.qualify(table)
            try c.run("SELECT setval(pg_get_serial_sequence(\(name), 'id'), coalesce((SELECT max(id) FROM \(unescaped: table)), 0) + 1, false)")
        }
    }

    /// Inserts every row of `dump` (holders, seats, events, tokens, extensions,
    /// standing places and their events) through `c`, inside the caller's transaction.
    private static func copyRows(of dump: SelectionStateDump, into c: StateConnection) throws {
        try c.run("INSERT INTO holder (id, name) SELECT * FROM unnest(\(dump.holders.map(\.id))::bigint[], \(dump.holders.map(\.name))::text[])")
        for s in dump.seats {
            try c.run("""
                INSERT INTO seat_state (seat, seat_id, state, holder_id, since, expires_at)
                VALUES (\(s.seat), \(s.seatID), \(s.state), \(s.holderID), \(s.since), \(s.expiresAt))
                """)
        }
        for chunk in stride(from: 0, to: dump.events.count, by: 5000) {
            let events = dump.events[chunk..<min(chunk + 5000, dump.events.count)]
            try c.run("""
                INSERT INTO event (id, time, holder_id, action, seat, seat_id, actor)
                SELECT id, time, NULLIF(holder, '')::bigint, action, seat, seat_id, NULLIF(actor, '')
                FROM unnest(\(events.map(\.id))::bigint[], \(events.map(\.time))::float8[],
                    \(events.map { $0.holderID.map(String.init) ?? "" })::text[], \(events.map(\.action))::text[],
                    \(events.map(\.seat))::bigint[], \(events.map(\.seatID))::text[], \(events.map { $0.actor ?? "" })::text[])
                    AS t(id, time, holder, action, seat, seat_id, actor)
                """)
        }
        for token in dump.tokens {
            try c.run("INSERT INTO hold_token (holder_id, expires_at) VALUES (\(token.holderID), \(token.expiresAt))")
        }
        for e in dump.extensions {
            try c.run("INSERT INTO hold_extension (holder_id, count, expires_at) VALUES (\(e.holderID), \(e.count), \(e.expiresAt))")
        }
        for p in dump.areaPlaces {
            try c.run("""
                INSERT INTO area_place (area, area_id, holder_id, held, booked, since, expires_at)
                VALUES (\(p.area), \(p.areaID), \(p.holderID), \(p.held), \(p.booked), \(p.since), \(p.expiresAt))
                """)
        }
        for e in dump.areaEvents {
            try c.run("""
                INSERT INTO area_event (id, time, holder_id, action, area, area_id, quantity, state, actor)
                VALUES (\(e.id), \(e.time), \(e.holderID), \(e.action), \(e.area), \(e.areaID), \(e.quantity), \(e.state), \(e.actor))
                """)
        }
        for o in dump.orders {
            try c.run("""
                INSERT INTO sale_order (id, holder_id, booked_at, total, currency, refunded_at, refunded_by)
                VALUES (\(o.id), \(o.holderID), \(o.bookedAt), \(o.total), \(o.currency), \(o.refundedAt), \(o.refundedBy))
                """)
        }
        for l in dump.orderLines {
            try c.run("""
                INSERT INTO order_line (order_id, line, seat, area, place_id, quantity)
                VALUES (\(l.orderID), \(l.line), \(l.seat), \(l.area), \(l.placeID), \(l.quantity))
                """)
        }
        for k in dump.idempotencyKeys {
            try c.run("""
                INSERT INTO idempotency_key (key, fingerprint, created_at, status, body)
                VALUES (\(k.key), \(k.fingerprint), \(k.createdAt), \(k.status), \(k.body))
                """)
        }
    }

    /// The rows of one sale through `c`: the state's own or an event's (its namespace).
    private static func dumpSale(_ c: StateConnection, identity: StadiumIdentity, createdAt: Double) throws -> SelectionStateDump {
        var dump = SelectionStateDump(
            identity: identity, createdAt: createdAt,
            holders: try c.run("SELECT id, name FROM holder ORDER BY id").map { try $0.decode((Int64, String).self) },
            seats: try c.run("SELECT seat, seat_id, state, holder_id, since, expires_at FROM seat_state ORDER BY seat").map {
                let r = try $0.decode((Int, String, String, Int64?, Double, Double?).self)
                return SelectionStateDump.Seat(seat: r.0, seatID: r.1, state: r.2, holderID: r.3, since: r.4, expiresAt: r.5)
            },
            events: try c.run("SELECT id, time, holder_id, action, seat, seat_id, actor FROM event ORDER BY id").map {
                let r = try $0.decode((Int64, Double, Int64?, String, Int, String, String?).self)
                return SelectionStateDump.Event(id: r.0, time: r.1, holderID: r.2, action: r.3, seat: r.4, seatID: r.5, actor: r.6)
            },
            tokens: try c.run("SELECT holder_id, expires_at FROM hold_token ORDER BY holder_id").map { try $0.decode((Int64, Double).self) },
            // A state written before migration 5 has no extensions.
            extensions: try c.run("SELECT to_regclass('public.hold_extension') IS NOT NULL").first?.decode(Bool.self) == true
                ? c.run("SELECT holder_id, count, expires_at FROM hold_extension ORDER BY holder_id")
                    .map { try $0.decode((Int64, Int, Double).self) } : [])
        if try hasAreas(c) {
            dump.areaPlaces = try c.run(
                "SELECT area, area_id, holder_id, held, booked, since, expires_at FROM area_place ORDER BY area, holder_id"
            ).map {
                let r = try $0.decode((Int, String, Int64, Int, Int, Double, Double?).self)
                return .init(area: r.0, areaID: r.1, holderID: r.2, held: r.3, booked: r.4, since: r.5, expiresAt: r.6)
            }
            dump.areaEvents = try c.run(
                "SELECT id, time, holder_id, action, area, area_id, quantity, state, actor FROM area_event ORDER BY id"
            ).map {
                let r = try $0.decode((Int64, Double, Int64, String, Int, String, Int, String, String?).self)
                return .init(id: r.0, time: r.1, holderID: r.2, action: r.3, area: r.4, areaID: r.5, quantity: r.6, state: r.7, actor: r.8)
            }
        }
        if try c.run("SELECT to_regclass('public.sale_order') IS NOT NULL").first?.decode(Bool.self) == true {
            dump.orders = try c.run("SELECT id, holder_id, booked_at, total, currency, refunded_at, refunded_by FROM sale_order ORDER BY booked_at, id").map {
                let r = try $0.decode((String, Int64, Double, Int, String?, Double?, String?).self)
                return .init(id: r.0, holderID: r.1, bookedAt: r.2, total: r.3, currency: r.4, refundedAt: r.5, refundedBy: r.6)
            }
            dump.orderLines = try c.run("SELECT order_id, line, seat, area, place_id, quantity FROM order_line ORDER BY order_id, line").map {
                let r = try $0.decode((String, Int, Int?, Int?, String, Int).self)
                return .init(orderID: r.0, line: r.1, seat: r.2, area: r.3, placeID: r.4, quantity: r.5)
            }
            dump.idempotencyKeys = try c.run("SELECT key, fingerprint, created_at, status, body FROM idempotency_key ORDER BY created_at, key").map {
                let r = try $0.decode((String, String, Double, Int?, String?).self)
                return .init(key: r.0, fingerprint: r.1, createdAt: r.2, status: r.3, body: r.4)
            }
        }
        return dump
    }
}
