import SeatChart

/// The soundness check every backend runs (`status --check`): replaying the event log from
/// the start (select → held, book → booked, block → blocked; deselect, release, expire,
/// unblock → available) must give exactly the stored states and holders, and every stored
/// seat must be that seat of the chart and not blocked by the stadium file.
public struct LogReplay {
    /// One stored seat row.
    public struct StoredRow {
        public var seat: Int
        public var seatID: String
        public var state: String
        public var holder: Int64?

        public init(seat: Int, seatID: String, state: String, holder: Int64?) {
            self.seat = seat
            self.seatID = seatID
            self.state = state
            self.holder = holder
        }
    }

    private struct Stored: Equatable {
        var state: SeatState
        var holder: Int64?
    }

    private let chart: Chart
    private var replayed: [Int: Stored] = [:]
    /// The problems found so far.
    public private(set) var problems: [String] = []

    /// A replay of an empty log for `chart`.
    public init(chart: Chart) {
        self.chart = chart
    }

    /// Replays one logged change, in log order.
    public mutating func apply(seat: Int, action: String, holder: Int64?) {
        switch SelectionAction(rawValue: action) {
        case .select: replayed[seat] = Stored(state: .held, holder: holder)
        case .book: replayed[seat] = Stored(state: .booked, holder: holder)
        case .block: replayed[seat] = Stored(state: .blocked, holder: holder)
        case .deselect, .release, .expire, .unblock: replayed[seat] = nil
        case nil: problems.append("event log: unknown action \(action)")
        }
    }

    /// Compares the replay with the stored rows; returns every problem found.
    public func finish(stored rows: [StoredRow]) -> [String] {
        var problems = self.problems
        var stored: [Int: Stored] = [:]
        for row in rows {
            if row.seat < 0 || row.seat >= chart.seats.count || chart.seatID(row.seat) != row.seatID {
                problems.append("seat \(row.seatID) (index \(row.seat)) is not that seat of the stadium")
            } else if chart.seats[row.seat].isBlocked {
                problems.append("seat \(row.seatID) is blocked but stored as \(row.state)")
            }
            stored[row.seat] = Stored(state: SeatState(rawValue: row.state) ?? .held, holder: row.holder)
        }
        for seat in Set(replayed.keys).union(stored.keys).sorted() {
            let a = replayed[seat], b = stored[seat]
            if a != b {
                let id = seat >= 0 && seat < chart.seats.count ? chart.seatID(seat) : "#\(seat)"
                problems.append("seat \(id): the event log gives \(Self.describe(a)), the stored state is \(Self.describe(b))")
            }
        }
        return problems
    }

    private static func describe(_ stored: Stored?) -> String {
        guard let stored else { return "available" }
        guard let holder = stored.holder else { return "\(stored.state.rawValue) by the box office" }
        return "\(stored.state.rawValue) by holder #\(holder)"
    }
}
