import SeatChartSale
import SeatChart
import SeatChartJSON

/// Seat counts of a chart, as `validate` and `info` print them.
struct ChartCounts {
    /// Seats per category id, every category of the chart listed (zero counts included),
    /// plus `none` when some seats have no category, in the chart's category order.
    var byCategory: [(id: String, count: Int)]
    /// Seats marked blocked in the chart.
    var blocked: Int
    /// Seats marked accessible in the chart.
    var accessible: Int

    init(_ chart: Chart) {
        var counts = Array(repeating: 0, count: chart.categories.count)
        var none = 0
        var blocked = 0, accessible = 0
        for seat in chart.seats {
            if let c = seat.category, counts.indices.contains(c) { counts[c] += 1 } else { none += 1 }
            if seat.isBlocked { blocked += 1 }
            if seat.isAccessible { accessible += 1 }
        }
        byCategory = chart.categories.indices.map { (chart.categories[$0].id, counts[$0]) }
        if none > 0 { byCategory.append((Category.noneID, none)) }
        self.blocked = blocked
        self.accessible = accessible
    }

    /// `byCategory` as a JSON object sorted by id.
    var byCategoryJSON: JSONValue {
        SaleJSON.map(byCategory.map { ($0.id, SaleJSON.integer($0.count)) })
    }
}
