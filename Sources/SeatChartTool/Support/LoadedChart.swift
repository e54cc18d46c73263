import SeatChart
import SeatChartPretix

/// A chart file as read, by the format its content showed: a stadium file's chart, or a
/// pretix plan's import (which keeps the plan's pixels and seat guids for writing it back).
enum LoadedChart {
    /// A stadium file, laid out and checked.
    case stadium(Chart)
    /// A pretix seating plan, imported with its warnings.
    case pretixPlan(PretixImport)

    /// The chart, whatever the format.
    var chart: Chart {
        switch self {
        case .stadium(let chart): return chart
        case .pretixPlan(let plan): return plan.chart
        }
    }
}
