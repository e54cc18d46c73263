import SeatChart
import SeatChartGeometry

extension HitIndex {
    /// The seats whose cell centre lies in `rect` (boundary included), in chart order:
    /// the block a box office drags out.
    ///
    /// Tribunes whose seat centres' bounding box misses the rectangle are skipped; the
    /// seats of the others are filtered.
    ///
    /// - Complexity: O(tribunes + seats of the tribunes the rectangle cuts + answer).
    public func seats(centredIn rect: Rect) -> [Int] {
        let box = rect.standardized
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return [] }
        return seats(inBox: box) { box.contains($0) }
    }

    /// The seats whose cell centre lies in the polygon `vertices` (a lasso; the last vertex
    /// joins the first; non-zero winding rule, boundary included), in chart order.
    ///
    /// - Complexity: O(tribunes + v · seats of the tribunes the polygon's bounding box cuts)
    ///   for a polygon of v vertices.
    public func seats(centredInPolygon vertices: [Point]) -> [Int] {
        guard vertices.count >= 3, vertices.allSatisfy(\.isFinite), let box = Rect.bounding(vertices) else { return [] }
        var path = Path()
        path.addPolygon(vertices)
        return seats(inBox: box) { path.contains($0, rule: .nonZero) }
    }

    /// The seats of the index's level whose centre lies in `box` and passes `isInside`, in
    /// chart order.
    private func seats(inBox box: Rect, where isInside: (Point) -> Bool) -> [Int] {
        var found: [Int] = []
        for (t, tribune) in chart.tribunes.enumerated() where tribune.level == level {
            guard let centres = centreBoxes[t],
                  centres.maxX >= box.minX, centres.minX <= box.maxX,
                  centres.maxY >= box.minY, centres.minY <= box.maxY else { continue }
            let seats = tribune.seats.clamped(to: chart.seats.indices)
            for s in seats {
                let c = chart.seats[s].center
                if box.contains(c), isInside(c) { found.append(s) }
            }
        }
        return found
    }
}
