import SeatChart
import SeatChartJSON

/// Seat counts of a chart, as `validate` and `info` print them and the designer shows them.
public struct ChartCounts {
    /// Seats per category id, every category of the chart listed (zero counts included),
    /// plus `none` when some seats have no category, in the chart's category order.
    public var byCategory: [(id: String, count: Int)]
    /// Seats marked blocked in the chart.
    public var blocked: Int
    /// Seats marked accessible in the chart.
    public var accessible: Int
    /// Places for a wheelchair, companion seats and seats with a restricted view.
    public var wheelchair = 0, companion = 0, restrictedView = 0
    /// Tribunes (blocks and rows sections), tables and standing areas.
    public var tribunes = 0, tables = 0, areas = 0
    /// The places of every standing area together.
    public var standingPlaces = 0

    public init(_ chart: Chart) {
        var counts = Array(repeating: 0, count: chart.categories.count)
        var none = 0
        var blocked = 0, accessible = 0
        for seat in chart.seats {
            if let c = seat.category, counts.indices.contains(c) { counts[c] += 1 } else { none += 1 }
            if seat.isBlocked { blocked += 1 }
            if seat.isAccessible { accessible += 1 }
            if seat.isWheelchair { wheelchair += 1 }
            if seat.isCompanion { companion += 1 }
            if seat.hasRestrictedView { restrictedView += 1 }
        }
        for tribune in chart.tribunes {
            switch tribune.kind {
            case .block, .rows: tribunes += 1
            case .table: tables += 1
            case .standing(let area): (areas, standingPlaces) = (areas + 1, standingPlaces + area.capacity)
            }
        }
        byCategory = chart.categories.indices.map { (chart.categories[$0].id, counts[$0]) }
        if none > 0 { byCategory.append((Category.noneID, none)) }
        self.blocked = blocked
        self.accessible = accessible
    }

    /// The lines `info` and `validate` print after `accessible` for what a chart of
    /// venues beyond the bowl has: each only when there is some.
    public func venueLines(_ chart: Chart) -> [String] {
        var lines: [String] = []
        if chart.levels.count > 1 { lines.append("levels: " + chart.levels.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")) }
        if tables > 0 { lines.append("tables: \(tables)") }
        if areas > 0 { lines.append("standing areas: \(areas) (\(standingPlaces) places)") }
        if wheelchair > 0 { lines.append("wheelchair: \(wheelchair)") }
        if companion > 0 { lines.append("companion: \(companion)") }
        if restrictedView > 0 { lines.append("restricted view: \(restrictedView)") }
        return lines
    }

    /// `"levels": [{"id", "name"}]`, `"tables"`, `"areas"` and `"standingPlaces"`: what
    /// `info --json` and `validate --json` say of levels, tables and standing areas.
    public func venueMembers(_ chart: Chart) -> [JSONMember] {
        [
            JSONMember("levels", .array(chart.levels.map {
                .object([JSONMember("id", .string($0.id)), JSONMember("name", .string($0.name))])
            })),
            JSONMember("tables", SaleJSON.integer(tables)),
            JSONMember("areas", SaleJSON.integer(areas)),
            JSONMember("standingPlaces", SaleJSON.integer(standingPlaces)),
        ]
    }

    /// `byCategory` as a JSON object sorted by id.
    public var byCategoryJSON: JSONValue {
        SaleJSON.map(byCategory.map { ($0.id, SaleJSON.integer($0.count)) })
    }
}
