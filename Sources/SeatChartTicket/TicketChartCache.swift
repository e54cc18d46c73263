import Dispatch
import SeatChart
import Synchronization

/// What every ticket sheet of one chart works out alike, worked out once for a batch of
/// sheets: the bounds of each level (the overview's view and a table's close-up read them;
/// asking the chart walks all its seats) and the seats' initial states (each picture marks
/// its own seats selected on a copy).
public struct TicketChartCache: Sendable {
    /// The bounds of each level of the chart.
    public let levelBounds: LevelBounds
    /// Every seat as the chart starts a sale: available, or blocked; nothing selected.
    public let initialStates: SeatStateTable

    /// The cache of `chart`: only for sheets of that same chart. Its two walks over the
    /// seats run side by side.
    public init(chart: Chart) {
        let made = Mutex<(bounds: LevelBounds?, states: SeatStateTable?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { walk in
            if walk == 0 {
                let bounds = LevelBounds(chart: chart)
                made.withLock { $0.bounds = bounds }
            } else {
                let states = SeatStateTable(initialStatesOf: chart)
                made.withLock { $0.states = states }
            }
        }
        let (bounds, states) = made.withLock { $0 }
        levelBounds = bounds ?? LevelBounds(chart: chart)
        initialStates = states ?? SeatStateTable(initialStatesOf: chart)
    }
}
