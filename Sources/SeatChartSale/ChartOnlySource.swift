import SeatChart
import SeatChartStore

/// The source of a sale that only reads its chart: what a command names is resolved and
/// checked as a sale would (``Sale/places(for:)``), but no state is kept (`ticket`).
public struct ChartOnlySource: SelectionStateSource {
    /// How messages name the chart's file.
    public let chartFile: String

    /// A source for the chart in `chartFile`.
    public init(chartFile: String) { self.chartFile = chartFile }

    public func openStore() throws -> any SelectionStateStore { throw refusal }
    public func openReader() throws -> any SelectionStateReader { throw refusal }

    private var refusal: InputError {
        InputError(file: chartFile, place: "", message: "this command keeps no selection state")
    }
}

extension Sale {
    /// A sale of `chart` that resolves and checks what a command names, with no state.
    public static func chartOnly(_ chart: Chart, chartFile: String) -> Sale {
        Sale(chart: chart, chartFile: chartFile, source: ChartOnlySource(chartFile: chartFile))
    }
}
