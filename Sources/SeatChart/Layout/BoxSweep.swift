import SeatChartGeometry

/// The sweep along x that finds overlapping shapes: items sorted by their boxes' left edges,
/// each compared only with the earlier items whose boxes still reach it in x.
enum BoxSweep {
    /// Pairs of `items` (first < second) that `overlap` accepts, in order; only pairs whose
    /// boxes meet in x are offered to it.
    ///
    /// - Parameters:
    ///   - items: the items (indices of the caller's own).
    ///   - box: each item's bounding box.
    ///   - limit: the most pairs wanted; the search stops once one more is found.
    ///   - overlap: whether two items overlap.
    /// - Returns: the first pairs found (at most `limit`, sorted), and whether every pair was
    ///   found (`complete` is false when more than `limit` overlap).
    /// - Complexity: O(n log n) for n items, plus one `overlap` call per pair whose boxes meet in x.
    static func pairs(
        of items: [Int], box: (Int) -> Rect, limit: Int, overlap: (Int, Int) -> Bool
    ) -> (pairs: [(Int, Int)], complete: Bool) {
        let boxes = Dictionary(items.map { ($0, box($0)) }, uniquingKeysWith: { a, _ in a })
        let order = items.sorted { (boxes[$0]!.minX, $0) < (boxes[$1]!.minX, $1) }
        var active: [Int] = []
        var pairs: [(Int, Int)] = []
        var complete = true
        sweep: for i in order {
            let left = boxes[i]!.minX
            active.removeAll { boxes[$0]!.maxX < left }
            for j in active where overlap(i, j) {
                if pairs.count == max(0, limit) {
                    complete = false
                    break sweep
                }
                pairs.append((min(i, j), max(i, j)))
            }
            active.append(i)
        }
        pairs.sort { ($0.0, $0.1) < ($1.0, $1.1) }
        return (pairs, complete)
    }
}
