import SeatChart
import SeatChartGeometry

extension Chart {
    /// What lies under `point` on `level` (default the first), found without an index:
    /// every seat's cell, then every tribune's outline, of that level, tribunes from the last
    /// in chart order (the later one is drawn on top). The answer is the one
    /// ``HitIndex/hit(_:)`` gives (the lowest-indexed seat of the highest-indexed tribune
    /// whose cells hold the point, else the highest-indexed tribune whose outline holds it,
    /// else ``Hit/nothing``), with the same exact tests.
    ///
    /// For one point, or a handful, this is cheaper than building an index: a cell whose
    /// centre is farther from the point than its half diagonal is passed over after two
    /// comparisons, so only the few cells around the point are tested exactly. Use a
    /// ``HitIndex`` for batches.
    ///
    /// - Complexity: O(seats + tribunes).
    public func hitByScan(_ point: Point, level: Int = 0) -> Hit {
        guard point.isFinite else { return .nothing }
        // The farthest a point of a cell can lie from its centre along x or y, over its half
        // side (tolerance included), with room for rounding.
        let reach = (roundCells ? 1 : 2.0.squareRoot()) * (1 + HitTolerances.scanReachSlack)
        let tolerance = HitTolerances.boundary
        for tribune in tribunes.reversed() where tribune.level == level {
            for s in tribune.seats.clamped(to: seats.indices) {
                let seat = seats[s]
                let limit = (seat.size / 2 + tolerance) * reach + HitTolerances.scanLimitSlack
                guard abs(point.x - seat.center.x) <= limit, abs(point.y - seat.center.y) <= limit else { continue }
                if cell(of: s).contains(point) { return .seat(s) }
            }
        }
        for (t, tribune) in tribunes.enumerated().reversed() where tribune.level == level {
            let box = tribune.outline.boundingBox.insetBy(dx: -HitTolerances.scanBoxSlack, dy: -HitTolerances.scanBoxSlack)
            guard box.contains(point) else { continue }
            if tribune.outline.contains(point) { return .tribune(t) }
        }
        return .nothing
    }
}
