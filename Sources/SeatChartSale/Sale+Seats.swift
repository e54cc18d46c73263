import SeatChart
import SeatChartGeometry
import SeatChartHitTesting

extension Sale {
    /// The seat indices `request` names: its ids in order, then the seat under each point.
    ///
    /// - Throws: ``SeatRequestError/unknownSeats(_:example:chartFile:)`` naming every
    ///   unknown id (checked before any point); ``SeatRequestError/noSeat(at:chartFile:)``
    ///   for the first point with no seat under it.
    public func seats(for request: SeatRequest) throws -> [Int] {
        var seats = try seatIndices(forIDs: request.ids)
        guard !request.points.isEmpty else { return seats }
        for (point, hit) in zip(request.points, hitIndex.hits(request.points)) {
            guard let seat = hit.seat else { throw SeatRequestError.noSeat(at: point, chartFile: chartFile) }
            seats.append(seat)
        }
        return seats
    }

    /// The seat indices of `ids`, in order.
    ///
    /// - Throws: ``SeatRequestError/unknownSeats(_:example:chartFile:)`` naming every id
    ///   that is no seat of the chart.
    /// - Complexity: O(ids × (rows of a tribune + seats of a row)) at worst.
    public func seatIndices(forIDs ids: [String]) throws -> [Int] {
        var seats: [Int] = [], unknown: [String] = []
        seats.reserveCapacity(ids.count)
        for id in ids {
            if let index = chart.seatIndex(forID: id) { seats.append(index) } else { unknown.append(id) }
        }
        guard unknown.isEmpty else {
            throw SeatRequestError.unknownSeats(unknown, example: exampleSeatID, chartFile: chartFile)
        }
        return seats
    }

    /// What lies under each of `points`, in order, on level `level` (an index of the chart's
    /// levels; the first when out of range).
    public func hits(_ points: [Point], level: Int = 0) -> [Hit] {
        (levelHitIndexes.indices.contains(level) ? levelHitIndexes[level] : hitIndex).hits(points)
    }

    /// A seat id of the chart, to show the expected form in messages (`101-A-1` for a chart
    /// without seats).
    public var exampleSeatID: String {
        chart.seats.isEmpty ? "101-A-1" : chart.seatID(0)
    }

    /// The id of the category `text` names: its id, or its name (case aside).
    ///
    /// - Throws: ``SeatRequestError/unknownCategory(_:known:chartFile:)`` listing each
    ///   category as `id (name)` when none has that id or name.
    public func categoryID(named text: String) throws -> String {
        if chart.categories.contains(where: { $0.id == text }) { return text }
        if text == Category.noneID, chart.seats.contains(where: { $0.category == nil }) { return text }
        let folded = text.lowercased()
        if let category = chart.categories.first(where: { $0.name.lowercased() == folded }) { return category.id }
        throw SeatRequestError.unknownCategory(
            text, known: chart.categories.map { "\($0.id) (\($0.name))" }, chartFile: chartFile)
    }

    /// Throws unless `categoryID` is a category of the chart, or ``Category/noneID`` when
    /// some seats have no category.
    func check(categoryID: String) throws {
        guard !chart.categories.contains(where: { $0.id == categoryID }),
              !(categoryID == Category.noneID && chart.seats.contains { $0.category == nil })
        else { return }
        throw SeatRequestError.unknownCategory(categoryID, known: chart.categories.map(\.id), chartFile: chartFile)
    }
}
