import Foundation
import PostgresNIO
import SeatChart
import SeatChartStore

/// Holds, bookings and their log for one stadium in a PostgreSQL database, for several
/// servers selling one stadium: the same operations, rules and refusals as the SQLite
/// ``SelectionStore`` (the refusals are ``SelectionRules``'), through postgres-nio.
///
/// Every change runs in a transaction that first takes the database's write lock
/// (``PostgresSchema/writeLock``, a transaction-scoped advisory lock) and sweeps the holds
/// whose time ran out, then reads the seats' states and writes: so two connections,
/// processes or machines can never both take one seat, and the log's ids commit in order for
/// the live feed. The changes that wait at the same time go in one transaction
/// (``PostgresGroupCommit``), each seeing the ones before it. A serialization failure or
/// deadlock is retried; a lost connection fails the batch (the server answers 503) and the
/// next call connects again.
///
/// Reads take no lock; like the SQLite store's they treat a hold whose time ran out as free.
///
/// The database's clock decides when a hold runs out (`clock_timestamp()` once a write holds
/// the lock, `statement_timestamp()` in a read), so that servers whose clocks differ agree;
/// a `clock` given instead (tests, `SEATCHART_NOW`) stands for it.
public final class PostgresSelectionStore: Sendable {
    /// The database.
    public let url: PostgresURL
    /// The stadium the state belongs to.
    public let chart: Chart
    let pool: PostgresConnectionPool
    /// The batches this store's writes go in: the database's, shared by the stores of all its
    /// events, so that writes of different events that wait together commit together.
    let groupCommit: PostgresGroupCommit
    /// Whose tables this store uses: the plain ones, or an event's (``EventNamespace``).
    public let namespace: EventNamespace
    /// The time to use instead of the database's clock, if any.
    let clock: (@Sendable () -> Date)?
    /// Whether the database holds a state (always, once opened for changes).
    let hasState: Bool

    /// Opens the state in the database at `url` for `chart`: for changes (`create`: the tables
    /// are made, and the stadium recorded, on first use), or only to read (nothing is made;
    /// without a state every seat reads as available but the blocked ones).
    ///
    /// - Parameter clock: the time to use instead of the database's clock (`nil`: the database's).
    /// - Throws: ``InputError`` naming the URL when the database cannot be reached or holds
    ///   the state of another stadium.
    public init(
        url: PostgresURL, chart: Chart, create: Bool, connections: Int = 8, clock: (@Sendable () -> Date)? = nil
    ) throws {
        self.url = url
        self.chart = chart
        self.clock = clock
        self.namespace = .main
        groupCommit = PostgresGroupCommit()
        pool = try PostgresConnectionPool(url: url, maximum: connections)
        let identity = StadiumIdentity(of: chart)
        let pool = self.pool
        hasState = try Self.mapping(url) {
            try pool.withConnection { connection in
                if create {
                    try PostgresSchema.migrate(connection)
                    try PostgresSchema.upgradeEventTables(connection)
                    try connection.run("""
                        INSERT INTO stadium (id, name, seat_count, seat_hash, created_at)
                        VALUES (1, \(identity.name), \(identity.seatCount), \(identity.seatHash),
                            coalesce(\(clock?().timeIntervalSince1970)::float8, extract(epoch FROM clock_timestamp())))
                        ON CONFLICT (id) DO NOTHING
                        """)
                }
                guard let recorded = try PostgresSchema.recordedStadium(connection)?.identity else { return false }
                guard recorded.seatHash == identity.seatHash, recorded.seatCount == identity.seatCount else {
                    let sold = (try? PostgresSchema.soldSeats(connection)) ?? []
                    throw ChartChange.refusal(
                        recorded: recorded, current: identity, chart: chart, sold: sold, file: url.description, stateWord: "state")
                }
                return true
            }
        }
    }

    /// The store of one event of `store`'s state: the same database, connections and group
    /// commit, the event's tables and functions (``EventNamespace``).
    /// `chart` is the event's (its prices; the seats are the same).
    public init(event namespace: EventNamespace, of store: PostgresSelectionStore, chart: Chart? = nil) {
        self.url = store.url
        self.chart = chart ?? store.chart
        self.clock = store.clock
        self.namespace = namespace
        self.pool = store.pool
        self.groupCommit = store.groupCommit
        self.hasState = store.hasState
    }

    // MARK: - Transactions

    /// The time given instead of the database's clock, in seconds since 1970; `nil`: the
    /// database's (`coalesce(given, ...)` in the statements).
    var givenTime: Double? { clock?().timeIntervalSince1970 }

    /// Runs `body` as one write: in a transaction, after the write lock and the sweep of
    /// expired holds, with the other writes that wait at the same time
    /// (``PostgresGroupCommit``); returns once it committed.
    ///
    /// `body` checks every rule before it writes anything, so that a refusal it throws leaves
    /// the transaction as it found it for the writes after it in the batch.
    func write<T>(_ body: @escaping (StateConnection, Date) throws -> T) throws -> T {
        try submitted(body)
    }

    /// Runs `body` as ``write(_:)`` does and notes in its change where the log stands once it
    /// is done (``SelectionChange/position``), read in the same transaction right after it:
    /// writers go one at a time under the write lock, so no other server's change falls
    /// between, and the writes after it in its batch have not run yet.
    func write(_ body: @escaping (StateConnection, Date) throws -> SelectionChange) throws -> SelectionChange {
        try submitted { [self] connection, now in
            var change = try body(connection, now)
            change.position = try logPosition(connection)
            return change
        }
    }

    private func submitted<T>(_ body: @escaping (StateConnection, Date) throws -> T) throws -> T {
        var result: T?
        try submit(PostgresGroupCommit.Write { connection, now in result = try body(connection, now) })
        guard let result else {
            throw InputError(file: url.description, place: "", message: "cannot use the state: the write did not run")
        }
        return result
    }

    /// The sequence number of the log's latest change as the open transaction sees it.
    func logPosition(_ connection: StateConnection) throws -> Int64 {
        try connection.run("SELECT coalesce(max(id), 0)::bigint FROM event").first?.decode(Int64.self) ?? 0
    }

    /// Hands `write` to the next batch and returns once it committed; throws why it did not.
    func submit(_ write: PostgresGroupCommit.Write) throws {
        write.store = self
        groupCommit.submit(write) { batch in commit(batch) }
        if let failure = write.failure { throw Self.mapped(failure, url) }
    }

    /// Commits `batch` as one transaction, retried on a serialization failure or deadlock:
    /// the writes of each event in turn, each event's in their order, with its store
    /// (``run(_:on:shared:)``). When a statement fails, the transaction is lost for all: each
    /// write is committed again alone, so that one write's failure is not the others'. A lost
    /// connection fails them all (whether the commit reached the database cannot be known).
    func commit(_ batch: [PostgresGroupCommit.Write]) {
        var attempt = 0
        while true {
            attempt += 1
            do {
                try pool.withConnection { connection in
                    try connection.run("BEGIN")
                    do {
                        for writes in PostgresGroupCommit.byEvent(batch) {
                            let store = writes[0].store ?? self
                            try store.run(writes, on: StateConnection(connection, store.namespace), shared: batch.count > 1)
                        }
                        try connection.run("COMMIT")
                    } catch {
                        if !connection.isClosed { _ = try? connection.run("ROLLBACK") }
                        throw error
                    }
                }
                return
            } catch let error as PSQLError where attempt < 5 && PostgresFailure.isRetryable(error) {
                continue
            } catch let error as PSQLError where batch.count > 1 && error.serverInfo?[.sqlState] != nil {
                for write in batch { commit([write]) }
                return
            } catch {
                for write in batch { write.failure = error }
                return
            }
        }
    }

    /// Runs each write of `batch`, all of this store's event, inside the open transaction,
    /// after the event's first step (the lock, the time, the sweep, the notice; with the read
    /// of the holds when the batch begins with holds). Holds next to each other are planned and
    /// written together (``holdAll``); any other write runs inside a savepoint of its own when
    /// it `shared` the transaction, so that one that throws after writing part of its change
    /// leaves none of it.
    private func run(_ batch: [PostgresGroupCommit.Write], on connection: StateConnection, shared: Bool) throws {
        var now: Date?
        if batch.first?.hold == nil {
            let began = try connection.run("SELECT seatchart_begin_change(\(givenTime))").first?.decode(Double.self)
            now = began.map(Date.init(timeIntervalSince1970:))
        }
        var next = 0
        while next < batch.count {
            // The holds next to each other go together.
            let holds = batch[next...].prefix { $0.hold != nil }
            if !holds.isEmpty {
                let (outcomes, time, lastEvent) = try holdAll(connection, holds.compactMap(\.hold), now: now)
                now = time
                // The holds planned together never change one seat twice: the log's position
                // after them all stands for each (the last event they wrote, the event's own
                // writes of this transaction being the latest of its log under the lock).
                let position = try lastEvent ?? logPosition(connection)
                for (write, outcome) in zip(holds, outcomes) {
                    switch outcome {
                    case .success(var change):
                        change.position = position
                        (write.change, write.failure) = (change, nil)
                    case .failure(let error): (write.change, write.failure) = (nil, error)
                    }
                }
                next += holds.count
                continue
            }
            let write = batch[next]
            next += 1
            guard case .body(let body) = write.work, let time = now else { continue }
            write.failure = nil
            if shared { try connection.run("SAVEPOINT member") }
            do {
                try body(connection, time)
                if shared { try connection.run("RELEASE SAVEPOINT member") }
            } catch let error as PSQLError {
                throw error
            } catch {
                write.failure = error
                if shared { try connection.run("ROLLBACK TO SAVEPOINT member") }
            }
        }
    }

    /// Runs `body` on one connection in a read-only transaction that sees one snapshot; `body`
    /// gets ``givenTime``, the time to use instead of the database's clock (`nil`: the
    /// database's). With `unbounded`, no statement timeout applies (a whole log read).
    func read<T>(unbounded: Bool = false, _ body: (StateConnection, Double?) throws -> T) throws -> T {
        try Self.mapping(url) {
            try pool.withConnection(unbounded: unbounded) { connection in
                let connection = StateConnection(connection, namespace)
                let now = givenTime
                try connection.run("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                if unbounded { try connection.run("SET LOCAL statement_timeout = 0") }
                do {
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

    /// Runs `body`, a single statement, on one connection outside a transaction: a statement
    /// sees one snapshot of its own, and the two round trips of `BEGIN` and `COMMIT` are saved
    /// (the live feed and the token checks read this way).
    func readStatement<T>(_ body: (StateConnection, Double?) throws -> T) throws -> T {
        try Self.mapping(url) {
            try pool.withConnection { connection in try body(StateConnection(connection, namespace), givenTime) }
        }
    }

    /// Runs `body`, turning a database failure into an ``InputError`` that names the state.
    static func mapping<T>(_ url: PostgresURL, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw mapped(error, url)
        }
    }

    /// `error` as the store throws it: a refusal, an unknown order or an ``InputError`` as it is, anything else
    /// (the database's failures) as an ``InputError`` that names the state.
    static func mapped(_ error: any Error, _ url: PostgresURL) -> any Error {
        if error is SelectionRefusal || error is InputError || error is UnknownOrder { return error }
        return InputError(file: url.description, place: "", message: "cannot use the state: \(PostgresFailure.describe(error))")
    }

    // MARK: - Rows

    /// The id of holder `name`, created when `create` is set.
    func holderID(_ connection: StateConnection, _ name: String, create: Bool) throws -> Int64? {
        if let row = try connection.run("SELECT id FROM holder WHERE name = \(name)").first {
            return try row.decode(Int64.self)
        }
        guard create else { return nil }
        return try connection.run("INSERT INTO holder (name) VALUES (\(name)) RETURNING id").first?.decode(Int64.self)
    }

    /// The stored state and holder of each of `seats` that is not available.
    func storedStates(_ connection: StateConnection, _ seats: [Int]) throws -> [Int: (state: SeatState, holder: Int64?)] {
        var stored: [Int: (SeatState, Int64?)] = [:]
        for row in try connection.run("SELECT seat, state, holder_id FROM seat_state WHERE seat = ANY(\(seats))") {
            let (seat, state, holder) = try row.decode((Int, String, Int64?).self)
            stored[seat] = (SeatState(rawValue: state) ?? .held, holder)
        }
        return stored
    }

    /// Appends one event a seat, in the order given.
    func log(
        _ connection: StateConnection, time: Double, holderID: Int64?, action: SelectionAction, seats: [Int],
        actor: String? = nil
    ) throws {
        guard !seats.isEmpty else { return }
        let ids = seats.map(chart.seatID)
        try connection.run("""
            INSERT INTO event (time, holder_id, action, seat, seat_id, actor)
            SELECT \(time), \(holderID), \(action.rawValue), s, i, \(actor)
            FROM unnest(\(seats)::bigint[], \(ids)::text[]) WITH ORDINALITY AS t(s, i, n) ORDER BY n
            """)
    }
}
