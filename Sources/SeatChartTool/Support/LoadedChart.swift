import SeatChart
import SeatChartPretix
import SeatChartSeatsio

/// A chart file as read, by the format its content showed: a stadium file's chart, a
/// pretix plan's import (which keeps the plan's pixels and seat guids for writing it back),
/// or a seats.io chart's import.
enum LoadedChart {
    /// A stadium file, laid out and checked.
    case stadium(Chart)
    /// A pretix seating plan, imported with its warnings.
    case pretixPlan(PretixImport)
    /// A seats.io chart, imported with its warnings.
    case seatsIOChart(SeatsioImport)

    /// The chart, whatever the format.
    var chart: Chart {
        switch self {
        case .stadium(let chart): return chart
        case .pretixPlan(let plan): return plan.chart
        case .seatsIOChart(let chart): return chart.chart
        }
    }

    /// The warnings of the import (none for a stadium file).
    var warnings: [InputProblem] {
        switch self {
        case .stadium: return []
        case .pretixPlan(let plan): return plan.warnings
        case .seatsIOChart(let chart): return chart.warnings
        }
    }
}
