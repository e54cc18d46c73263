import SeatChart

/// What every ticket sheet of one chart works out alike, worked out once for a batch of
/// sheets: the bounds of each level (the overview's view and a table's close-up read them;
/// asking the chart walks all its seats) and the seats' initial states (each picture marks
/// its own seats selected on a copy).
public struct TicketChartCache: Sendable {
    /// The bounds of each level of the chart.
    public let levelBounds: LevelBounds
    /// Every seat as the chart starts a sale: available, or blocked; nothing selected.
    public let initialStates: SeatStateTable

    /// The cache of `chart`: only for sheets of that same chart.
    public init(chart: Chart) {
        levelBounds = LevelBounds(chart: chart)
        initialStates = SeatStateTable(initialStatesOf: chart)
    }
}
