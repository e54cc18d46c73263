import SeatChart
import SeatChartStore

extension Sale {
    /// What ``best(count:categoryID:holder:ttl:limit:)`` would hold now, without holding
    /// anything or creating a state: the seats in chart order, or nil when no group is free.
    ///
    /// - Throws: ``SeatRequestError`` for a count below 1 or an unknown category.
    public func bestPreview(count: Int, categoryID: String? = nil) throws -> [Int]? {
        guard count >= 1 else { throw SeatRequestError.invalidCount(count, chartFile: chartFile) }
        if let categoryID { try check(categoryID: categoryID) }
        return BestAvailable.find(in: chart, states: try states(holder: "").states, count: count, categoryID: categoryID)
    }

    /// The total price of `seats` (their categories' prices) in whole minor units, or nil
    /// when one has none.
    public func price(of seats: [Int]) -> Money? {
        var total = Money.zero(chart.currency)
        for index in seats {
            guard let price = chart.price(ofSeat: index) else { return nil }
            total = total + price
        }
        return total
    }
}
