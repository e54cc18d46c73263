import Foundation
import GRDB
import SeatChart
import SeatChartStore

/// Holds, bookings and their history for one stadium, kept in a SQLite file through GRDB.
///
/// The file is created on first use, in WAL mode, with the schema of ``StoreSchema``, and
/// records the ``StadiumIdentity`` it was made for; opening it with a stadium whose seats
/// changed throws an ``InputError``.
///
/// Every operation (``select(_:holder:ttl:)``, ``deselect(_:holder:)``, ``book(holder:)``,
/// ``release(_:by:)``, ``best(count:categoryID:holder:ttl:)``, ``block(_:by:)``, ``unblock(_:by:)``)
/// runs as ONE `BEGIN IMMEDIATE` transaction: it takes SQLite's write lock before reading,
/// so two processes can never both see a seat free and both take it; a process that finds
/// the lock taken waits (the busy timeout, ``busyTimeout``) instead of failing. A process
/// killed mid-operation leaves the file as before that operation (SQLite rolls the
/// unfinished transaction back).
///
/// Expired holds are swept at the start of each operation: each becomes free again and
/// the log records an `expire` event at the moment the hold ran out. Reads
/// (``status(holder:)``, ``history(holder:limit:)``, ``SelectionStore/readStates(path:chart:holder:clock:)``)
/// never write; they treat a hold whose time has run out as free already.
///
/// One store may be shared by many threads: every property is immutable, and GRDB's
/// `DatabasePool` runs one write at a time on its writer connection, so two threads'
/// operations never interleave inside one transaction, while reads run at the same time on
/// reader connections (WAL mode) and never wait behind a write.
public final class SelectionStore: Sendable {
    /// The state file.
    public let path: String
    /// The stadium the state belongs to.
    public let chart: Chart
    /// The stadium's identity, as recorded in the file.
    public let identity: StadiumIdentity
    /// How long an operation waits for another process's transaction, in seconds.
    public static let busyTimeout: TimeInterval = 30

    /// Whose tables this store uses: the plain ones, or an event's (``EventNamespace``).
    public let namespace: EventNamespace

    let database: DatabasePool
    let clock: @Sendable () -> Date
    let blockedCount: Int

    /// Opens the state file at `path` for `chart`, creating it (and its folder) on first use.
    ///
    /// - Parameters:
    ///   - path: the SQLite file.
    ///   - chart: the stadium; its identity must match the one recorded in the file.
    ///   - identity: the chart's identity, if already computed (it is computed otherwise).
    ///   - clock: the time source for holds, expiries and the log (tests inject one).
    /// - Throws: ``InputError`` naming the file when it is not a state file, cannot be
    ///   opened, or was made for another version of the stadium.
    public init(
        path: String, chart: Chart, identity: StadiumIdentity? = nil,
        clock: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.path = path
        self.chart = chart
        self.identity = identity ?? StadiumIdentity(of: chart)
        self.clock = clock
        self.namespace = .main
        self.blockedCount = chart.seats.reduce(0) { $0 + ($1.isBlocked ? 1 : 0) }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw InputError(file: path, place: "", message: "cannot create the folder \(directory): \(error.localizedDescription)")
        }
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.label = "seatchart.state"
        configuration.prepareDatabase { db in
            // A change rewrites whole pages into the WAL: 1 KiB pages write a quarter of the
            // bytes of SQLite's 4 KiB default. It applies to new files only (no-op otherwise).
            try db.execute(sql: "PRAGMA page_size = 1024")
            // Checkpoint every 10,000 pages instead of 1,000: fewer flushes in long scripts.
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 10000")
        }
        let lock = OpeningLock(directory: directory)
        defer { lock.release() }
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            // An existing file is checked read-only first: a file of another stadium, or a
            // damaged one, is refused before a byte of it is written.
            if existed { try Self.checkBeforeWriting(path: path, chart: chart, identity: self.identity) }
            database = try DatabasePool(path: path, configuration: configuration)
            try Self.migrate(database)
            try Self.upgradeEventTables(database)
            try Self.register(self.identity, chart: chart, in: database, path: path, clock: clock)
        } catch {
            // A file this call created and could not finish leaves nothing behind.
            if !existed { Self.removeUnfinished(path: path) }
            if let error = error as? InputError { throw error }
            if ReadOnlyMedia.holds(path) {
                throw InputError(
                    file: path, place: "",
                    message: "cannot be written: its folder is read-only (read-only media, or no permission to write there); "
                        + "expected a writable state file for a change (reading commands still work)")
            }
            throw Self.inputError(error, path: path)
        }
    }

    /// The store of one event of `store`'s state: the same file and connections, the event's
    /// tables (``EventNamespace``). `chart` is the event's (its prices; the seats are the same).
    public init(event namespace: EventNamespace, of store: SelectionStore, chart: Chart? = nil) {
        self.path = store.path
        self.chart = chart ?? store.chart
        self.identity = store.identity
        self.clock = store.clock
        self.namespace = namespace
        self.blockedCount = store.blockedCount
        self.database = store.database
    }

    // MARK: - Opening

    /// Checks an existing state file through a read-only connection before it is opened
    /// for writing: the stadium it records, and its pages (`PRAGMA quick_check`, linear in
    /// the file's size; its cost in docs/perf-log.md, "After the code-health changes").
    ///
    /// - Throws: ``InputError`` naming the file when it belongs to another stadium or is
    ///   damaged.
    static func checkBeforeWriting(path: String, chart: Chart, identity: StadiumIdentity) throws {
        let problems = try readOnly(path: path, chart: chart, identity: identity) { db in
            try String.fetchAll(db, sql: "PRAGMA quick_check(5)").filter { $0 != "ok" }
        } ?? []
        guard let first = problems.first else { return }
        throw InputError(
            file: path, place: "",
            message: "the state file is damaged (\(first)); expected an intact state file: nothing was written to it. "
                + "Restore it from a backup, or move it away to start afresh")
    }

    /// Removes the file at `path` and its `-wal` and `-shm` companions when the file holds
    /// no byte (a creation that failed before SQLite wrote its header).
    static func removeUnfinished(path: String) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard size == 0 else { return }
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// Applies the schema migrations. Two processes creating one file at the same time both
    /// try the first migration; the loser's fails (the tables exist) and it carries on with
    /// the schema the winner made.
    static func migrate(_ database: DatabasePool) throws {
        let migrator = StoreSchema.migrator
        if try database.read({ try migrator.hasCompletedMigrations($0) }) { return }
        do {
            try migrator.migrate(database)
        } catch {
            guard try database.read({ try migrator.hasCompletedMigrations($0) }) else { throw error }
        }
    }

    /// Records `identity` in a new file, or checks it against the one recorded.
    static func register(_ identity: StadiumIdentity, chart: Chart, in database: DatabasePool, path: String, clock: () -> Date) throws {
        if try database.read({ db in
            guard let recorded = try recordedIdentity(StateDatabase(db, .main)) else { return false }
            try check(recorded, against: identity, chart: chart, path: path, db: db)
            return true
        }) { return }
        let now = clock().timeIntervalSince1970
        try database.writeWithoutTransaction { db in try db.inTransaction(.immediate) {
            try db.execute(
                sql: """
                    INSERT INTO stadium (id, name, seat_count, seat_hash, created_at) VALUES (1, ?, ?, ?, ?)
                    ON CONFLICT(id) DO NOTHING
                    """,
                arguments: [identity.name, identity.seatCount, identity.seatHash, now])
            return .commit
        } }
        try database.read { db in
            if let recorded = try recordedIdentity(StateDatabase(db, .main)) {
                try check(recorded, against: identity, chart: chart, path: path, db: db)
            }
        }
    }

    /// The identity recorded in an open file, if any.
    static func recordedIdentity(_ db: StateDatabase) throws -> StadiumIdentity? {
        guard try db.tableExists("stadium"),
              let row = try Row.fetchOne(db, sql: "SELECT name, seat_count, seat_hash FROM stadium WHERE id = 1")
        else { return nil }
        return StadiumIdentity(name: row[0], seatCount: row[1], seatHash: row[2])
    }

    /// Throws unless `recorded` is the identity of the stadium in use, naming the seats sold in
    /// the state (in any event) that `chart` no longer has (``ChartChange``).
    static func check(_ recorded: StadiumIdentity, against current: StadiumIdentity, chart: Chart, path: String, db: Database) throws {
        guard recorded.seatHash != current.seatHash || recorded.seatCount != current.seatCount else { return }
        let sold = (try? soldSeats(db)) ?? []
        throw ChartChange.refusal(recorded: recorded, current: current, chart: chart, sold: sold, file: path, stateWord: "state file")
    }

    /// Every seat held or booked in the state, the plain one's and each event's.
    static func soldSeats(_ db: Database) throws -> [ChartChange.SoldSeat] {
        var namespaces: [(String?, EventNamespace)] = [(nil, .main)]
        if try db.tableExists("sale_event") {
            namespaces += try Row.fetchAll(db, sql: "SELECT key, id FROM sale_event ORDER BY id").map { ($0[0], EventNamespace(number: $0[1])) }
        }
        var sold: [ChartChange.SoldSeat] = []
        for (event, namespace) in namespaces {
            let rows = try Row.fetchAll(
                db, sql: namespace.qualify("SELECT seat_id, state FROM seat_state WHERE state IN ('held', 'booked') ORDER BY seat"))
            sold += rows.map { ChartChange.SoldSeat(event: event, seatID: $0[0], state: SeatState(rawValue: $0[1]) ?? .held) }
        }
        return sold
    }

    /// Wraps a database failure as bad input naming the state file.
    static func inputError(_ error: Error, path: String) -> InputError {
        let detail = (error as? DatabaseError).map { $0.message ?? "\($0.resultCode)" } ?? "\(error)"
        return InputError(file: path, place: "", message: "cannot use the state file: \(detail)")
    }

    // MARK: - Transactions

    /// Runs `body` in one immediate transaction, after sweeping expired holds. A thrown
    /// error rolls everything back (the sweep included).
    /// The time is read once the write lock is taken, so that a change that waited for
    /// another process's is judged at the time it is made.
    func write<T>(_ body: (StateDatabase, Date) throws -> T) throws -> T {
        try transaction(body)
    }

    /// Runs `body` as ``write(_:)`` does and notes in its change where the log stands once it
    /// is done (``SelectionChange/position``), read in the same transaction: writers go one
    /// at a time, so no other change falls between.
    func write(_ body: (StateDatabase, Date) throws -> SelectionChange) throws -> SelectionChange {
        try transaction { db, now in
            var change = try body(db, now)
            change.position = try logPosition(db)
            return change
        }
    }

    /// Where the log of seat changes stands: its latest event's id, 0 for an empty log.
    func logPosition(_ db: StateDatabase) throws -> Int64 {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT max(id) FROM event")) ?? 0
    }

    /// Runs `body` in one immediate transaction without sweeping holds: a change to the
    /// catalogue of events and seasons, not to a sale.
    func catalogueWrite<T>(_ body: (StateDatabase, Date) throws -> T) throws -> T {
        try transaction(sweeping: false, body)
    }

    private func transaction<T>(sweeping: Bool = true, _ body: (StateDatabase, Date) throws -> T) throws -> T {
        var result: T?
        do {
            try database.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    let now = clock()
                    let db = StateDatabase(db, namespace)
                    if sweeping { try sweepExpiredHolds(db, now: now) }
                    result = try body(db, now)
                    return .commit
                }
            }
        } catch let error as SelectionRefusal {
            throw error
        } catch let error as UnknownOrder {
            throw error
        } catch let error as InputError {
            throw error
        } catch {
            throw Self.inputError(error, path: path)
        }
        return result!
    }

    /// Runs `body` in one read transaction.
    func read<T>(_ body: (StateDatabase, Date) throws -> T) throws -> T {
        let now = clock()
        do {
            return try database.read { db in try body(StateDatabase(db, namespace), now) }
        } catch let error as InputError {
            throw error
        } catch {
            throw Self.inputError(error, path: path)
        }
    }

    /// Frees every hold whose time has run out at `now`, logging an `expire` event each.
    func sweepExpiredHolds(_ db: StateDatabase, now: Date) throws {
        let expired = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT seat, seat_id, holder_id, expires_at FROM seat_state WHERE expires_at <= ?"),
            arguments: [now.timeIntervalSince1970])
        for row in expired {
            let time: Double = row[3]
            try log(db, time: time, holderID: row[2], action: .expire, seat: row[0], seatID: row[1])
        }
        if !expired.isEmpty {
            try db.execute(sql: "DELETE FROM seat_state WHERE expires_at <= ?", arguments: [now.timeIntervalSince1970])
        }
    }

    // MARK: - Rows

    /// The id of holder `name`, created when `create` is set; `nil` for an unknown holder otherwise.
    func holderID(_ db: StateDatabase, _ name: String, create: Bool) throws -> Int64? {
        if let id = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM holder WHERE name = ?"), arguments: [name]) {
            return id
        }
        guard create else { return nil }
        try db.cachedStatement(sql: "INSERT INTO holder (name) VALUES (?)").execute(arguments: [name])
        return db.lastInsertedRowID
    }

    /// Appends one event to the log; `holderID` is `nil` for the box office's blocks, and
    /// `actor` names the clerk of a box-office change when one was given.
    func log(
        _ db: StateDatabase, time: Double, holderID: Int64?, action: SelectionAction, seat: Int, seatID: String,
        actor: String? = nil
    ) throws {
        if let actor {
            try db.cachedStatement(sql: "INSERT INTO event (time, holder_id, action, seat, seat_id, actor) VALUES (?, ?, ?, ?, ?, ?)")
                .execute(arguments: [time, holderID, action.rawValue, seat, seatID, actor])
        } else {
            try db.cachedStatement(sql: "INSERT INTO event (time, holder_id, action, seat, seat_id) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [time, holderID, action.rawValue, seat, seatID])
        }
    }

    /// The stored state of one seat: `nil` when available.
    func storedState(_ db: StateDatabase, seat: Int) throws -> StoredSeat? {
        guard let row = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT state, holder_id, expires_at FROM seat_state WHERE seat = ?"),
            arguments: [seat])
        else { return nil }
        return StoredSeat(state: StoredSeat.state(row[0]), holderID: row[1], expiresAt: row[2])
    }
}

/// One `seat_state` row.
struct StoredSeat {
    /// `held`, `booked`, or `blocked` by the box office.
    var state: SeatState
    /// The holder; `nil` for a seat the box office blocked.
    var holderID: Int64?
    var expiresAt: Double?

    /// The state a `seat_state.state` text stands for (`held`, `booked` or `blocked`).
    static func state(_ text: String) -> SeatState {
        SeatState(rawValue: text) ?? .held
    }
}
