import Foundation
import SeatChart
import SeatChartStore

/// The end-of-night report of a sale: for each category and each tribune, its capacity and how
/// many of its seats (and standing places) are available, held, booked and blocked, with the
/// booked ones' revenue in minor units of the currency; then the orders with their seats.
public struct SaleReport: Sendable {
    /// One category's or one tribune's counts.
    public struct Line: Hashable, Sendable {
        /// The category's or tribune's id (``Category/noneID`` for seats without a category).
        public var id: String
        /// Its name, when it has one (a category's; tribunes are named by their id).
        public var name: String?
        /// Its seats and standing places.
        public var capacity = 0
        /// How many are available, held, booked and blocked (by the file or the box office).
        public var available = 0, held = 0, booked = 0, blocked = 0
        /// The booked ones' value at the sale's prices, in minor units.
        public var revenue = 0

        /// A line with nothing counted yet.
        public init(id: String, name: String?) { (self.id, self.name) = (id, name) }
    }

    /// By category, in the chart's order (seats without a category last).
    public var categories: [Line]
    /// By tribune, in the chart's order (tables and standing areas among them).
    public var tribunes: [Line]
    /// Every line together.
    public var total: Line
    /// The currency's code, when the chart names one.
    public var currency: String?
    /// The orders, oldest first.
    public var orders: [SaleOrder]
    /// When it was made.
    public var time: Date

    /// The report of `chart` from the seats' `states` and the standing areas' `areas` counts.
    public init(chart: Chart, states: [SeatState], areas: [AreaCount], orders: [SaleOrder], time: Date) {
        var categories = chart.categories.map { Line(id: $0.id, name: $0.name.isEmpty ? nil : $0.name) }
        var none = Line(id: Category.noneID, name: nil)
        var tribunes = chart.tribunes.map { Line(id: $0.id, name: nil) }
        let prices = chart.categories.indices.map { chart.price(ofCategory: $0)?.minorUnits ?? 0 }
        func count(_ line: inout Line, _ state: SeatState, _ quantity: Int, price: Int) {
            line.capacity += quantity
            switch state {
            case .available: line.available += quantity
            case .held: line.held += quantity
            case .booked:
                line.booked += quantity
                line.revenue += quantity * price
            case .blocked: line.blocked += quantity
            }
        }
        for (index, state) in zip(chart.seats.indices, states) {
            let seat = chart.seats[index]
            let price = seat.category.map { prices[$0] } ?? 0
            if let c = seat.category { count(&categories[c], state, 1, price: price) } else { count(&none, state, 1, price: 0) }
            count(&tribunes[seat.tribune], state, 1, price: price)
        }
        for area in areas {
            let category = chart.tribunes[area.area].category
            let price = category.map { prices[$0] } ?? 0
            for (state, quantity) in [(SeatState.held, area.held), (.booked, area.booked), (.available, area.left)] where quantity > 0 {
                if let c = category { count(&categories[c], state, quantity, price: price) } else { count(&none, state, quantity, price: 0) }
                count(&tribunes[area.area], state, quantity, price: price)
            }
        }
        if none.capacity > 0 { categories.append(none) }
        var total = Line(id: "total", name: nil)
        for line in categories {
            total.capacity += line.capacity
            total.available += line.available
            total.held += line.held
            total.booked += line.booked
            total.blocked += line.blocked
            total.revenue += line.revenue
        }
        self.categories = categories
        self.tribunes = tribunes
        self.total = total
        self.currency = chart.currency?.code
        self.orders = orders
        self.time = time
    }
}

extension Sale {
    /// The report of this sale now, read without creating anything.
    public func report(now: Date = Date()) throws -> SaleReport {
        SaleReport(
            chart: chart, states: try states(holder: "").states,
            areas: chart.hasStandingAreas ? try areaCounts(holder: "") : [], orders: try orders(), time: now)
    }
}
