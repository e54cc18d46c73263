import SeatChart
import SeatChartConcurrency
import SeatChartGeometry
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

    /// The cache of `chart`: only for sheets of that same chart. Its walks over the seats
    /// share two cores: the initial states in one piece (the first), the tribunes' bounds in
    /// pieces of about a sixteenth of the tribunes, each core taking the next piece left.
    public init(chart: Chart) {
        let tribunes = chart.tribunes.count
        let piece = max(1, (tribunes + 15) / 16)
        let pieces = (tribunes + piece - 1) / piece
        let made = Mutex<(bounds: [Rect], states: SeatStateTable?)>((Array(repeating: .zero, count: tribunes), nil))
        ConcurrentWork.forEach(pieces + 1, workers: 2) { task in
            if task == 0 {
                let states = SeatStateTable(initialStatesOf: chart)
                made.withLock { $0.states = states }
                return
            }
            let range = (task - 1) * piece..<min(tribunes, task * piece)
            let boxes = range.map(chart.bounds(ofTribune:))
            made.withLock { $0.bounds.replaceSubrange(range, with: boxes) }
        }
        let (bounds, states) = made.withLock { ($0.bounds, $0.states) }
        levelBounds = LevelBounds(chart: chart, tribuneBounds: bounds)
        // forEach ran item 0, the states.
        initialStates = states!
    }
}
