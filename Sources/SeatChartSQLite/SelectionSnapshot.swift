import Foundation
import GRDB
import SeatChart
import SeatChartStore

extension SelectionStore {
    /// The seat states recorded in the state file at `path`, for `render`, `hit`, `seats`,
    /// `info`, `status` and `history`: reading NEVER creates or changes a file.
    ///
    /// Without a file (or with a file that has no state yet), every seat is available
    /// except the chart's blocked seats. Holds whose time has run out count as free.
    ///
    /// - Parameters:
    ///   - holder: whose live holds and bookings are marked selected.
    ///   - clock: the time that decides which holds ran out.
    /// - Throws: ``InputError`` naming the file when it is not a state file or was made for
    ///   another version of the stadium.
    public static func readStates(
        path: String, chart: Chart, holder: String, namespace: EventNamespace = .main, clock: @Sendable () -> Date = { Date() }
    ) throws -> SeatStateTable {
        try readOnly(path: path, chart: chart, namespace: namespace) { db in
            try stateTable(db, chart: chart, holder: holder, now: clock())
        } ?? SeatStateTable(initialStatesOf: chart)
    }

    /// The `status` report from the file at `path`, without creating it.
    public static func readStatus(
        path: String, chart: Chart, holder: String, namespace: EventNamespace = .main, clock: @Sendable () -> Date = { Date() }
    ) throws -> SelectionStatus {
        if let status = try readOnly(path: path, chart: chart, namespace: namespace, { db in
            try status(db, chart: chart, holder: holder, now: clock())
        }) {
            return status
        }
        let counts = SeatStateTable(initialStatesOf: chart).countsByState
        return SelectionStatus(
            countsByState: SeatState.allCases.map { SeatStateCount(state: $0, count: counts[$0] ?? 0) },
            holder: holder, holds: [], booked: [], holders: [])
    }

    /// The live bookings in the file at `path`, in chart order, without creating it.
    public static func readBookings(path: String, chart: Chart, namespace: EventNamespace = .main) throws -> [BookingRecord] {
        try readOnly(path: path, chart: chart, namespace: namespace) { db in try bookings(db) } ?? []
    }

    /// The log from the file at `path`, newest first, without creating it.
    public static func readHistory(
        path: String, chart: Chart, holder: String?, limit: Int? = nil, namespace: EventNamespace = .main,
        clock: @Sendable () -> Date = { Date() }
    ) throws -> [SelectionEvent] {
        try readOnly(path: path, chart: chart, namespace: namespace) { db in
            try history(db, holder: holder, limit: limit, now: clock())
        } ?? []
    }

    /// Runs `body` on a read-only connection to `path` after checking the stadium identity
    /// (`identity`, computed from `chart` when not given); `nil` when there is no file or no
    /// state in it yet.
    static func readOnly<T>(
        path: String, chart: Chart, identity: StadiumIdentity? = nil, namespace: EventNamespace = .main,
        _ body: (StateDatabase) throws -> T
    ) throws -> T? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "seatchart.state.read"
        func read(_ location: String) throws -> T? {
            let database = try DatabaseQueue(path: location, configuration: configuration)
            return try database.read { db -> T? in
                guard let recorded = try recordedIdentity(StateDatabase(db, .main)) else { return nil }
                try check(recorded, against: identity ?? StadiumIdentity(of: chart), chart: chart, path: path, db: db)
                return try body(StateDatabase(db, namespace))
            }
        }
        do {
            do {
                return try read(path)
            } catch let error as DatabaseError where ReadOnlyMedia.holds(path) && ReadOnlyMedia.isOpeningFailure(error) {
                // SQLite's shared-memory file cannot be made beside the state: read the file
                // as it stands, as a file nobody can change.
                return try read(ReadOnlyMedia.immutableURI(path))
            }
        } catch let error as InputError {
            throw error
        } catch {
            throw inputError(error, path: path)
        }
    }
}
