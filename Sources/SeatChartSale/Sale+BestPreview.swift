import SeatChart
import SeatChartStore

extension Sale {
    /// What ``best(count:categoryID:holder:ttl:limit:)`` would hold now, without holding
    /// anything or creating a state: the seats in chart order, or nil when no group is free.
    ///
    /// - Throws: ``SeatRequestError`` for a count below 1 or an unknown category.
    public func bestPreview(
        count: Int, categoryID: String? = nil, accessible: Bool = false, zoneID: String? = nil, levelID: String? = nil
    ) throws -> [Int]? {
        let criteria = try bestCriteria(count: count, categoryID: categoryID, accessible: accessible, zoneID: zoneID, levelID: levelID)
        return BestAvailable.find(in: chart, states: try states(holder: "").states, criteria: criteria)
    }

    /// What `best` looks for, checked: the count, the category, the zone and the level.
    ///
    /// - Throws: ``SeatRequestError`` for a count below 1 or an unknown category;
    ///   ``InputError`` naming `zone` or `level` for one the chart does not have.
    func bestCriteria(count: Int, categoryID: String?, accessible: Bool, zoneID: String?, levelID: String?) throws -> BestCriteria {
        guard count >= 1 else { throw SeatRequestError.invalidCount(count, chartFile: chartFile) }
        if let categoryID { try check(categoryID: categoryID) }
        var criteria = BestCriteria(count: count, categoryID: categoryID, accessible: accessible)
        if let zoneID {
            guard let zone = chart.zoneIndex(forID: zoneID) else {
                let known = chart.zones.map(\.id).joined(separator: ", ")
                throw InputError(file: chartFile, place: "zone", message: "no zone \(zoneID) (expected one of: \(known.isEmpty ? "none: the stadium has no zones" : known))")
            }
            criteria.zone = zone
        }
        if let levelID {
            guard let level = chart.levelIndex(forID: levelID) else {
                throw InputError(file: chartFile, place: "level", message: "no level \(levelID) (expected one of: \(chart.levels.map(\.id).joined(separator: ", ")))")
            }
            criteria.level = level
        }
        return criteria
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
